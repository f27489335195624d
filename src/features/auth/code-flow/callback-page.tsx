import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { loadSession, startCodeSignIn } from '../auth-runtime';
import * as css from '../components/sign-in.css';
import { EVENT_MESSAGES, emitOAuthEvent, type OAuthEventType } from '../session/oauth-events';

// One exchange per page load: a code can be spent once, and StrictMode runs effects twice.
let completing: Promise<string> | null = null;
const complete = () => (completing ??= loadSession().then((s) => s.completeSignIn()));

/**
 * `/auth/callback`: the provider sends the user back here with a code. The state, the PKCE
 * exchange and every token check pass before the session starts and the user goes back to
 * where the sign-in began; a failure says which it was and offers a fresh start.
 */
export function CallbackPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<OAuthEventType | null>(null);

  useEffect(() => {
    complete().then(
      (href) => void navigate({ href, replace: true }),
      (error: unknown) => {
        const type = (error as { event?: OAuthEventType }).event ?? 'token_error';
        // The page says it; no toast on top (filters still see the event).
        void emitOAuthEvent({ type, reason: error }, 'page');
        setFailure(type);
      },
    );
  }, [navigate]);

  return (
    <div className={css.screen}>
      <section className={css.card} aria-labelledby="callback-title">
        <h1 id="callback-title" className={css.title}>
          {failure ? <Trans>Sign-in refused</Trans> : <Trans>Signing you in…</Trans>}
        </h1>
        {failure ? (
          <>
            <p role="alert">{i18n._(EVENT_MESSAGES[failure])}</p>
            <Button onClick={() => void startCodeSignIn()}>
              <Trans>Sign in again</Trans>
            </Button>
          </>
        ) : (
          <Spinner />
        )}
      </section>
    </div>
  );
}
