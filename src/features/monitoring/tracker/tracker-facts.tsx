import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackerAttributes } from '../../../api/contract/monitoring.ts';
import { formatNumber } from '../time';
import * as css from './tracker.css';

export { loadTrackerTexts } from './texts';

const Fact = ({ term, children }: { term: ReactNode; children: ReactNode }) => (
  <>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </>
);

/**
 * What the vehicle's tracker last told (issue 30), as terms of the card's facts: only the
 * figures it sent, the alarm first.
 */
export function TrackerFacts({ attributes: a }: { attributes: TrackerAttributes }) {
  const { i18n } = useLingui();
  const n = (value: number) => formatNumber(value, i18n.locale);
  const km = a.odometerM === undefined ? '' : n(a.odometerM / 1000);
  const hours = a.engineHours === undefined ? '' : n(a.engineHours);
  const volts = a.powerV === undefined ? '' : n(a.powerV);
  const litres = a.fuelL === undefined ? '' : n(a.fuelL);
  return (
    <>
      {a.alarm ? (
        <Fact term={<Trans>Alarm</Trans>}>
          <span className={css.alarm} data-testid="tracker-alarm">
            {a.alarm === 'sos' ? <Trans>SOS</Trans> : <Trans>Power cut</Trans>}
          </span>
        </Fact>
      ) : null}
      {a.ignition === undefined ? null : (
        <Fact term={<Trans>Ignition</Trans>}>
          {a.ignition ? <Trans>On</Trans> : <Trans>Off</Trans>}
        </Fact>
      )}
      {km ? (
        <Fact term={<Trans>Odometer</Trans>}>
          <Trans>{km} km</Trans>
        </Fact>
      ) : null}
      {hours ? (
        <Fact term={<Trans>Engine hours</Trans>}>
          <Trans>{hours} h</Trans>
        </Fact>
      ) : null}
      {volts ? (
        <Fact term={<Trans>External power</Trans>}>
          <Trans>{volts} V</Trans>
        </Fact>
      ) : null}
      {litres ? (
        <Fact term={<Trans>Fuel</Trans>}>
          <Trans>{litres} L</Trans>
        </Fact>
      ) : null}
    </>
  );
}
