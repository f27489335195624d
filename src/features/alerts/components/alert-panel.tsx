import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertDefinition } from '../../../api/contract/alerts.ts';
import { hasPlaces } from '../api/alert-details';
import { METHOD_LABELS } from '../labels';
import { JobTimeFacts, SpeedFact } from './detail-facts';
import { Fact } from './fact';
import { PlacesFact } from './places-fact';
import { QuietFacts } from './quiet-facts';
import type { PlaceDialogs } from './place-dialogs';
import * as css from '../alerts.css';

export interface AlertPanelProps {
  accountId: string;
  alert: AlertDefinition;
  label: string;
  enabled: boolean;
  created: string;
  dialogs: PlaceDialogs;
}

/**
 * An open alert (spec part 2 §2): its type, status, notification methods and creation date
 * (dd/MM/yyyy), its quiet settings (issue 31), and what its type adds — the max speed, the work
 * time, or its zones or routes with the dialog that draws them — loaded now that it is open.
 */
export function AlertPanel({
  accountId,
  alert,
  label,
  enabled,
  created,
  dialogs,
}: AlertPanelProps) {
  const { t, i18n } = useLingui();
  const methods = alert.notificationMethods.map((m) => i18n._(METHOD_LABELS[m])).join(', ');
  return (
    <div className={css.panel}>
      <dl className={css.facts}>
        <Fact term={<Trans>Type</Trans>}>{label}</Fact>
        <Fact term={<Trans>Status</Trans>}>
          <span className={css.badge[enabled ? 'on' : 'off']}>
            {enabled ? t`Active` : t`Inactive`}
          </span>
        </Fact>
        <Fact term={<Trans>Notified by</Trans>}>{methods || t`Nothing chosen`}</Fact>
        <Fact term={<Trans>Created</Trans>}>{created}</Fact>
        <QuietFacts alert={alert} />
        {alert.type === 'ExceedingSpeed' ? <SpeedFact accountId={accountId} id={alert.id} /> : null}
        {alert.type === 'JobTime' ? <JobTimeFacts accountId={accountId} id={alert.id} /> : null}
      </dl>
      {hasPlaces(alert.type) ? (
        <PlacesFact accountId={accountId} alert={alert} type={alert.type} dialogs={dialogs} />
      ) : null}
    </div>
  );
}
