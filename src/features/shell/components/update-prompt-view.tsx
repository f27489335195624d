import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { updateStore } from '../update-store';
import * as css from './pages.css';

/** The "update available" banner; its own chunk, loaded when an update is offered. */
export default function UpdatePromptView({ apply }: { apply: () => void }) {
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
