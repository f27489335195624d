import { useEffect, useRef, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button';
import { useOnline } from '../ui/use-online';
import * as css from '../features/shell/components/pages.css';
import * as own from './boot-error.css';
import { PROBE_DELAYS_MS } from '../ui/connectivity-store';

export type BootFailure = 'config' | 'app-state';

interface Props {
  failure: BootFailure;
  appName: string;
  logoUrl?: string | null;
  /** Starts the app again; resolves false when it failed again. */
  retry: () => Promise<boolean>;
}

/**
 * Shown instead of the app when it cannot start (nothing saved to start from, or a server that
 * cannot be read). It does not wait for the user: it tries again when the network comes back and
 * now and then until it works; the button only saves waiting.
 */
export function BootError(props: Props) {
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);
  const busy = useRef(false);
  const { retry } = props;

  const tryAgain = useRef(async () => {
    if (busy.current) return;
    busy.current = true;
    setRetrying(true);
    const started = await retry().catch(() => false);
    busy.current = false;
    // Once started, the app has replaced this screen.
    if (!started) setRetrying(false);
  });

  useEffect(() => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const schedule = () => {
      if (stopped) return;
      const delay = PROBE_DELAYS_MS[Math.min(attempt++, PROBE_DELAYS_MS.length - 1)];
      timer = setTimeout(() => void tryAgain.current().then(schedule), delay);
    };
    const onOnline = () => void tryAgain.current();
    schedule();
    addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      removeEventListener('online', onOnline);
    };
  }, []);

  return (
    <I18nProvider i18n={i18n}>
      <main id="main" className={`${css.centered} ${own.page}`}>
        <img
          className={css.bigIcon}
          src={props.logoUrl || '/icons/favicon.svg'}
          alt={props.appName}
          width={64}
          height={64}
        />
        <h1 className={css.heading}>
          <Trans>The app could not start</Trans>
        </h1>
        <p className={css.lead} role="alert">
          {!online ? (
            <Trans>
              This device is offline and has nothing saved to start from yet. The app starts by
              itself as soon as the connection is back.
            </Trans>
          ) : props.failure === 'config' ? (
            <Trans>Its settings could not be loaded. It tries again by itself.</Trans>
          ) : (
            <Trans>
              The server could not be reached to load your account settings. It tries again by
              itself.
            </Trans>
          )}
        </p>
        <Button onClick={() => void tryAgain.current()} loading={retrying}>
          <Trans>Try again now</Trans>
        </Button>
      </main>
    </I18nProvider>
  );
}
