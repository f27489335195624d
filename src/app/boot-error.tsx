import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import type { RuntimeConfig } from '../api/contract/runtime-config.ts';
import { HttpError } from '../api/http-error';
import { atPageOrigin } from '../api/page-origin';
import { Button } from '../ui/button';
import * as css from '../features/shell/components/pages.css';
import * as own from './boot-error.css';
import { PROBE_DELAYS_MS } from '../ui/connectivity-store';
import { originOf } from './runtime-config';

// The device's own state only: a server that does not answer (or a browser that blocks it) is
// no reason to tell the user their device is offline.
const subscribe = (notify: () => void) => {
  addEventListener('online', notify);
  addEventListener('offline', notify);
  return () => {
    removeEventListener('online', notify);
    removeEventListener('offline', notify);
  };
};
const deviceOnline = () => navigator.onLine;

interface Props {
  /** What start-up threw: an HttpError carries the answer's status (0 when none came). */
  error: unknown;
  /** The runtime config, once loaded: without it, loading it failed. */
  config: RuntimeConfig | undefined;
  /** Starts the app again; resolves false when it failed again. */
  retry: () => Promise<boolean>;
}

/**
 * Shown instead of the app when it cannot start (nothing saved to start from, or a server that
 * cannot be read). It does not wait for the user: it tries again when the network comes back and
 * now and then until it works; the button only saves waiting.
 */
export function BootError(props: Props) {
  const online = useSyncExternalStore(subscribe, deviceOnline);
  const { error, config } = props;
  const appName = config?.appName ?? 'GoTrack';
  // The runtime config is asked at the page's origin; the application configuration, of the API.
  const address = config ? originOf(atPageOrigin(config.apiURL, config) || '/') : location.origin;
  const status = error instanceof HttpError ? error.status : undefined;
  // What the server did: nothing (unreachable, or blocked by the browser), or said no.
  const reason =
    status === 0 ? (
      <Trans>The server at {address} could not be reached.</Trans>
    ) : status !== undefined && (status < 200 || status > 299) ? (
      <Trans>
        The server at {address} answered with an error ({status}).
      </Trans>
    ) : null;
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
          src={config?.logoUrl || '/icons/favicon.svg'}
          alt={appName}
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
          ) : (
            <>
              {config ? (
                <Trans>Your account settings could not be loaded.</Trans>
              ) : (
                <Trans>Its settings could not be loaded.</Trans>
              )}{' '}
              {reason && <>{reason} </>}
              <Trans>It tries again by itself.</Trans>
            </>
          )}
        </p>
        <Button onClick={() => void tryAgain.current()} loading={retrying}>
          <Trans>Try again now</Trans>
        </Button>
      </main>
    </I18nProvider>
  );
}
