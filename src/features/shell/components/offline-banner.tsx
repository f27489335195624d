import { useOnline } from '../../../ui/use-online';
import { Trans } from '@lingui/react/macro';
import * as css from './pages.css';

/** Tells the user that what they see may be old while the device has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={css.banner} role="status">
      <Trans>You are offline. Saved data is shown; changes need a connection.</Trans>
    </div>
  );
}
