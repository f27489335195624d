import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '../../../api/app-context';
import { Spinner } from '../../../ui/spinner';
import { Stepper } from '../../../ui/stepper';
import { landingAfterSignIn } from '../return-url';
import { isSignedIn, profileRequiresUpdate } from '../token-store';
import { OWN_PASSWORD_STEP } from './own-password-label';
import { PhoneStep } from './phone-step';
import * as css from './sign-in.css';
import { loadCatalog } from '../../../i18n/i18n';

// Only the phone step is on the first screen; the others (and the session code), with their
// texts, load once the user asks for a code.
const withTexts = <M,>(module: Promise<M>) =>
  Promise.all([module, loadCatalog('signin')]).then(([loaded]) => loaded);
export const loadCodeStep = () => withTexts(import('./code-step'));
const CodeStep = lazy(loadCodeStep);
const ProfileStep = lazy(() => withTexts(import('./profile-step')));
export const loadOwnPasswordStep = () => withTexts(import('./own-password-step'));
const OwnPasswordStep = lazy(loadOwnPasswordStep);

type Step = 0 | 1 | 2 | 3;

/**
 * The sign-in stepper at `/` (spec part 1 §2 "Sign-in"): phone → code → profile, then the
 * holder's own password when the code proved a number someone else had set (issue 28).
 */
export function SignInPage(props: { returnUrl?: string; languageMenu?: ReactNode }) {
  const { t } = useLingui();
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  // Signed in with a profile still owed (a reload on step 3): the stepper resumes there.
  const [step, setStep] = useState<Step>(() => (isSignedIn() && profileRequiresUpdate() ? 2 : 0));
  const [moved, setMoved] = useState(false);
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState({ at: 0, code: undefined as string | undefined });

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  const finish = () => void navigate({ href: landingAfterSignIn(props.returnUrl) });
  const afterProfile = (ownPassword: boolean) => (ownPassword ? go(3) : finish());
  const steps = [
    { label: t`Phone number` },
    { label: t`Code` },
    { label: t`Profile` },
    ...(step === 3 ? [{ label: t(OWN_PASSWORD_STEP) }] : []),
  ];

  return (
    <div className={css.screen}>
      <header className={css.header}>
        <span className={css.brand}>
          {config.logoUrl ? (
            <img className={css.logo} src={config.logoUrl} alt={config.appName} />
          ) : (
            config.appName
          )}
        </span>
        {props.languageMenu}
      </header>
      <section className={css.card} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={css.title}>
          <Trans>Sign in</Trans>
        </h1>
        <Stepper steps={steps} current={step} aria-label={t`Sign-in steps`} />
        {step === 0 ? (
          <PhoneStep
            defaultPhone={phone}
            focus={moved}
            onSent={(next, code) => {
              setPhone(next);
              setSent({ at: Date.now(), code });
              go(1);
            }}
          />
        ) : (
          <Suspense fallback={<Spinner />}>
            {step === 1 ? (
              <CodeStep
                phone={phone}
                sentAt={sent.at}
                demoCode={sent.code}
                onResent={(code) => setSent({ at: Date.now(), code })}
                onBack={() => go(0)}
                onSignedIn={(ownPassword) =>
                  profileRequiresUpdate() ? go(2) : afterProfile(ownPassword)
                }
              />
            ) : step === 2 ? (
              <ProfileStep focus={moved} onDone={afterProfile} />
            ) : (
              <OwnPasswordStep focus={moved} onDone={finish} />
            )}
          </Suspense>
        )}
      </section>
    </div>
  );
}
