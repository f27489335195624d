import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import { usePushSwitch } from '../use-push-switch';
import * as css from './push-toggle.styles';

/**
 * "Turn on alerts on this device" (spec part 1 §4 "Push"). The browser asks for permission only
 * after this click, never unprompted; a browser that blocked it gets told how to allow it.
 */
export function PushToggle() {
  const { t } = useLingui();
  const { state, busy, failed, turnOn, turnOff } = usePushSwitch();
  const toggle = () => (state === 'on' ? turnOff() : turnOn());

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
