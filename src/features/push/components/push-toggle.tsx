import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '../../../api/app-context';
import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import { pushState, removePushDevice, turnOnPush, type PushState } from '../push-device';
import * as css from './push-toggle.styles';

/**
 * "Turn on alerts on this device" (spec part 1 §4 "Push"). The browser asks for permission only
 * after this click, never unprompted; a browser that blocked it gets told how to allow it.
 */
export function PushToggle() {
  const { t } = useLingui();
  const config = useRuntimeConfig();
  const [state, setState] = useState<PushState>(() => pushState(config));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      if (state === 'on') {
        await removePushDevice();
        setState('off');
      } else {
        setState(await turnOnPush(config));
      }
    } catch (error) {
      // Push token errors are only logged (spec part 1 §7); the user is told it did not work.
      console.warn('Alerts could not be turned on', error);
      setFailed(true);
      setState(pushState(config));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={page.card} style={css.box} aria-labelledby="push-toggle-title" role="group">
      <h2 id="push-toggle-title" className={page.cardTitle}>
        <Trans>Alerts on this device</Trans>
      </h2>
      {state === 'unsupported' ? (
        <p style={css.text}>
          <Trans>This browser cannot show alerts from GoTrack.</Trans>
        </p>
      ) : state === 'blocked' ? (
        <p style={css.text}>
          <Trans>
            This browser blocks alerts from this site. To allow them, open the site settings (the
            icon beside the address bar), set Notifications to Allow, then reload the page.
          </Trans>
        </p>
      ) : (
        <>
          <p style={css.text} role="status">
            {busy && state !== 'on' ? (
              <Trans>Asking the browser…</Trans>
            ) : state === 'on' ? (
              <Trans>Alerts are on: this device shows them even when GoTrack is closed.</Trans>
            ) : (
              <Trans>Alerts are off on this device.</Trans>
            )}
          </p>
          <Button
            role="switch"
            aria-checked={state === 'on'}
            variant={state === 'on' ? 'secondary' : 'primary'}
            loading={busy}
            style={css.button}
            onClick={() => void toggle()}
          >
            {state === 'on' ? t`Turn off alerts on this device` : t`Turn on alerts on this device`}
          </Button>
          {failed ? (
            <p role="alert" style={css.problem}>
              <Trans>Alerts could not be turned on. Check the connection and try again.</Trans>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
