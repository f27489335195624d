import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button';
import * as css from '../features/shell/components/pages.css';

export type BootFailure = 'config' | 'app-state';

/** Shown instead of the app when it cannot start; the user can try again without reloading. */
export function BootError(props: { failure: BootFailure; retrying: boolean; onRetry: () => void }) {
  return (
    <I18nProvider i18n={i18n}>
      <main id="main" className={css.centered}>
        <h1 className={css.heading}>
          <Trans>The app could not start</Trans>
        </h1>
        <p className={css.lead} role="alert">
          {props.failure === 'config' ? (
            <Trans>Its settings could not be loaded. Check your connection and try again.</Trans>
          ) : (
            <Trans>
              The server could not be reached to load your account settings. Check your connection
              and try again.
            </Trans>
          )}
        </p>
        <Button onClick={props.onRetry} loading={props.retrying}>
          <Trans>Try again</Trans>
        </Button>
      </main>
    </I18nProvider>
  );
}
