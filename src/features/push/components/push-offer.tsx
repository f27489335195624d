import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import { usePushSwitch } from '../use-push-switch';
import * as css from './push-toggle.styles';

/** Set once the user said "Not now": the offer is not made again on this device. */
const DISMISSED_KEY = 'push.offerDismissed';

/**
 * "Turn on alerts on this device", offered right after an owner's first alert. Made only where it
 * can help: this browser can push, the server has a push key, alerts are not on here yet and the
 * site is not blocked. The same code as the notifications screen's switch turns them on.
 */
export function PushOffer() {
  const titleId = useId();
  const { state, busy, failed, turnOn } = usePushSwitch();
  const [made] = useState(() => state === 'off' && !localStorage.getItem(DISMISSED_KEY));
  const [closed, setClosed] = useState(false);
  if (!made || closed) return null;

  const notNow = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setClosed(true);
  };
  const close = (
    <Button variant="secondary" style={css.button} onClick={() => setClosed(true)}>
      <Trans>Close</Trans>
    </Button>
  );
  return (
    <section className={page.card} style={css.box} aria-labelledby={titleId}>
      <h3 id={titleId} className={page.cardTitle}>
        <Trans>Get your alerts on this device</Trans>
      </h3>
      {state === 'on' ? (
        <>
          <p style={css.text} role="status">
            <Trans>Alerts are on: this device shows them even when GoTrack is closed.</Trans>
          </p>
          {close}
        </>
      ) : state === 'blocked' ? (
        <>
          <p style={css.text}>
            <Trans>
              This browser blocks alerts from this site. To allow them, open the site settings (the
              icon beside the address bar), set Notifications to Allow, then reload the page.
            </Trans>
          </p>
          {close}
        </>
      ) : (
        <>
          <p style={css.text}>
            <Trans>GoTrack can show your alerts on this device, even when the app is closed.</Trans>
          </p>
          <div className={page.actions}>
            <Button loading={busy} style={css.button} onClick={() => void turnOn()}>
              <Trans>Turn on alerts on this device</Trans>
            </Button>
            <Button variant="secondary" style={css.button} onClick={notNow}>
              <Trans>Not now</Trans>
            </Button>
          </div>
          {failed ? (
            <p role="alert" style={css.problem}>
              <Trans>Alerts could not be turned on. Check the connection and try again.</Trans>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
