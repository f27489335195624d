import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertDefinition } from '../../../api/contract/alerts.ts';
import { Fact } from './fact';

/**
 * Issue 31: the quiet settings of an alert, as its definition answers them (the values in force;
 * a back end without them answers none, and none is shown).
 */
export function QuietFacts({ alert }: { alert: AlertDefinition }) {
  const { t } = useLingui();
  const { minDurationSeconds: seconds, zoneMarginMeters: metres } = alert;
  const { staleAfterMinutes: minutes } = alert;
  return (
    <>
      {seconds !== undefined ? (
        <Fact term={<Trans>Minimum duration</Trans>}>
          {t`${plural(seconds, { one: '# second', other: '# seconds' })}`}
        </Fact>
      ) : null}
      {metres !== undefined ? (
        <Fact term={<Trans>Zone margin</Trans>}>
          {t`${plural(metres, { one: '# metre', other: '# metres' })}`}
        </Fact>
      ) : null}
      {minutes !== undefined ? (
        <Fact term={<Trans>No alert from positions late by</Trans>}>
          {t`${plural(minutes, { one: 'over # minute', other: 'over # minutes' })}`}
        </Fact>
      ) : null}
    </>
  );
}
