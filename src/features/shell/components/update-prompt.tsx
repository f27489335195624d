import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { updateStore } from '../update-store';
import * as css from './pages.css';

/**
 * A new service worker waits until the user agrees: taking over mid-task could reload a page
 * with unsaved input, so the user chooses when.
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(updateStore.subscribe, updateStore.get, () => null);
  if (!apply) return null;
  return (
    <div className={`${css.banner} ${css.floating}`} role="alert">
      <span>
        <Trans>A new version of the app is available.</Trans>
      </span>
      <span>
        <Button variant="ghost" onClick={() => updateStore.dismiss()}>
          <Trans>Later</Trans>
        </Button>
        <Button onClick={apply}>
          <Trans>Update now</Trans>
        </Button>
      </span>
    </div>
  );
}
