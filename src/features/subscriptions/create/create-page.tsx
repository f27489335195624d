import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../ui/spinner';
import { Stepper } from '../../../ui/stepper';
import { clearDraft } from '../draft';
import type { SubscriptionVehicle } from '../vehicle-form';
import { countsError, DEFAULT_VALUES, missingFields, toRequestBody } from './create-form';
import { readCreateState, writeCreateState, type Step } from './create-draft';
import { useCountsMessage } from './counts-message';
import { FormStep } from './form-step';
import { TypeStep } from './type-step';
import { useCreatePurchase } from './use-create-purchase';
import { usePreUploadBill } from './use-pre-upload-bill';
import * as page from '../components/subscriptions.css';
import * as css from './create.css';
import { SkipLink } from '../../../ui/skip-link';

// The spreadsheet reader loads with step 3 only (issue 5: not in any earlier chunk).
const ExcelStep = lazy(() => import('./excel-step'));

export interface CreateSubscriptionPageProps {
  online: boolean;
  /** The shell's language menu (features do not import each other; the route composes). */
  languageMenu?: ReactNode;
}

/** /track-accounts/create (spec part 1 §2 item 2, §4 "Create-subscription flow"). */
export function CreateSubscriptionPage({ online, languageMenu }: CreateSubscriptionPageProps) {
  const { t } = useLingui();
  const router = useRouter();
  const [initial] = useState(readCreateState);
  const [isBusiness, setIsBusiness] = useState(initial.isBusiness);
  const [step, setStep] = useState<Step>(initial.step);
  const [vehicles, setVehicles] = useState<SubscriptionVehicle[]>(initial.vehicles);
  const [userCount, setUserCount] = useState(initial.userCount);
  const [countsAlert, setCountsAlert] = useState<string | null>(null);
  const countsMessage = useCountsMessage();
  const form = useForm({ mode: 'all', defaultValues: initial.values });
  const watched = useWatch({ control: form.control });
  const values = { ...DEFAULT_VALUES, ...watched };
  const business = isBusiness === true;

  // Saved as the user types: a reload, a lost connection or /plans loses nothing (spec §4).
  const snapshot = JSON.stringify({ isBusiness, values, vehicles, step, userCount });
  useEffect(() => {
    writeCreateState(JSON.parse(snapshot) as Parameters<typeof writeCreateState>[0]);
  }, [snapshot]);

  const heading = useRef<HTMLHeadingElement>(null);
  const go = (next: Step) => {
    setStep(next);
    setCountsAlert(null);
    // The new step's heading takes the focus, so keyboard and screen-reader users follow.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const body = () => toRequestBody(form.getValues(), business, vehicles, userCount);
  const purchase = useCreatePurchase(business, body, () => {
    clearDraft();
    void router.navigate({ to: '/track-accounts' });
  });
  const preBill = usePreUploadBill(
    () => form.getValues(),
    online,
    () => go(2),
  );

  const confirm = () => {
    const current = form.getValues();
    if (current.excelMode && vehicles.length === 0) {
      // §4: the Excel path without a file shows the (business) price, then stops at step 3.
      if (business) void preBill.start();
      else go(2);
      return;
    }
    const error = countsError(current, vehicles);
    setCountsAlert(error ? countsMessage(error) : null);
    if (!error) void purchase.start();
  };

  const steps = [
    { label: t`Type` },
    { label: t`Details` },
    ...(values.excelMode ? [{ label: t`Vehicles file` }] : []),
  ];
  const titles = [t`Choose the subscription type`, t`Subscription details`, t`Upload the vehicles`];
  return (
    <div className={page.page}>
      <SkipLink />
      <header className={page.header}>
        <Link to="/track-accounts" className={page.link}>
          <Trans>Back to track accounts</Trans>
        </Link>
        <h1 className={page.title}>
          <Trans>New subscription</Trans>
        </h1>
        {languageMenu}
      </header>
      <main id="main" className={page.content}>
        <Stepper
          steps={steps}
          current={step}
          linear
          onStepClick={(i) => i < step && go(i as Step)}
          aria-label={t`Subscription steps`}
        />
        <section className={css.section} aria-labelledby="create-step-title">
          <h2 id="create-step-title" ref={heading} tabIndex={-1} className={css.stepHeading}>
            {titles[step]}
          </h2>
          {step === 0 ? (
            <TypeStep
              value={isBusiness}
              onNext={(choice) => {
                setIsBusiness(choice);
                go(1);
              }}
            />
          ) : step === 1 ? (
            <FormStep
              form={form}
              isBusiness={business}
              userCount={userCount}
              onPlan={(plan) => setUserCount(plan?.userCount)}
              vehicles={vehicles}
              onVehicles={(next) => {
                setVehicles(next);
                setCountsAlert(null);
              }}
              onUpload={() => {
                // §4: re-uploading clears the vehicles and returns to step 3.
                setVehicles([]);
                go(2);
              }}
              valid={missingFields(values, business).length === 0}
              countsAlert={countsAlert}
              busy={purchase.busy || preBill.busy}
              online={online}
              onBack={() => go(0)}
              onConfirm={confirm}
            />
          ) : (
            <Suspense fallback={<Spinner label={t`Loading the upload step`} />}>
              <ExcelStep
                vehicleCount={values.vehicleCount}
                deviceCount={values.deviceCount}
                onBack={() => go(1)}
                onAccept={(list) => {
                  setVehicles(list);
                  go(1);
                }}
              />
            </Suspense>
          )}
        </section>
      </main>
      {purchase.dialog}
      {preBill.dialog}
    </div>
  );
}
