import { Trans, useLingui } from '@lingui/react/macro';
import * as css from './offline-since.css';

/** Offline, the screen shows the persisted copy; say how old it is (issue 4 "Offline"). */
export function OfflineSince({ updatedAt }: { updatedAt: number }) {
  const { i18n } = useLingui();
  const when = updatedAt
    ? i18n.date(new Date(updatedAt), { dateStyle: 'short', timeStyle: 'short' })
    : null;
  return (
    <div role="status" className={css.banner}>
      {when ? (
        <Trans>You are offline — last updated {when}.</Trans>
      ) : (
        <Trans>You are offline and nothing is saved on this device yet.</Trans>
      )}
    </div>
  );
}
