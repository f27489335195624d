import { useLingui } from '@lingui/react/macro';
import type { AlertDefinition } from '../../../api/contract/alerts.ts';
import { usePendingEdits } from '../../../api/edits';
import { WaitingMark } from '../../../api/edits/waiting-mark';
import { Accordion } from '../../../ui/accordion';
import { ALERT_TYPE_LABELS, ddMMyyyy } from '../labels';
import { AlertMenu } from './alert-menu';
import { AlertPanel } from './alert-panel';
import type { PlaceDialogs } from './place-dialogs';
import * as css from '../alerts.css';

const CHANGES = ['alert.enable', 'alert.disable', 'alert.delete'] as const;

export interface AlertAccordionProps {
  accountId: string;
  alerts: readonly AlertDefinition[];
  groupsOn: boolean;
  dialogs: PlaceDialogs;
}

/**
 * One panel per alert (spec part 2 §2): its type, Active/Inactive and creation date in the
 * header beside its menu; opening it loads what only its type has.
 */
export function AlertAccordion({ accountId, alerts, groupsOn, dialogs }: AlertAccordionProps) {
  const { t, i18n } = useLingui();
  const pending = usePendingEdits(accountId, CHANGES);
  return (
    <Accordion
      items={alerts.map((alert) => {
        const label = i18n._(ALERT_TYPE_LABELS[alert.type]);
        const created = ddMMyyyy(alert.creationTime);
        const mine = pending.filter((p) => p.edit.subjectId === alert.id);
        const activations = mine.filter((p) => p.edit.call !== 'alert.delete');
        // What the user asked for shows until the server has it (offline: until it is sent).
        const enabled = activations.length
          ? activations.at(-1)!.edit.call === 'alert.enable'
          : alert.isEnabled;
        const waiting = mine.filter((p) => p.paused).at(-1);
        return {
          id: alert.id,
          title: (
            <span className={css.title}>
              <span>{label}</span>
              <span className={css.badge[enabled ? 'on' : 'off']}>
                {enabled ? t`Active` : t`Inactive`}
              </span>
              <span className={css.date}>{created}</span>
              {waiting ? <WaitingMark edit={waiting.edit} className={css.pending} /> : null}
            </span>
          ),
          actions: (
            <AlertMenu
              accountId={accountId}
              alert={alert}
              label={label}
              created={created}
              enabled={enabled}
              busy={activations.some((p) => !p.paused)}
              deleting={mine.some((p) => p.edit.call === 'alert.delete')}
              groupsOn={groupsOn}
            />
          ),
          content: (
            <AlertPanel
              accountId={accountId}
              alert={alert}
              label={label}
              enabled={enabled}
              created={created}
              dialogs={dialogs}
            />
          ),
        };
      })}
    />
  );
}
