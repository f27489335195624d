import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FEATURES,
  isFeatureOn,
  type AccountFeature,
} from '../../../api/contract/track-accounts.ts';
import { FORM_ALERT_TYPES, type FormAlertType } from '../../../api/contract/alerts.ts';
import { useRuntimeConfig } from '../../../api/app-context';
import { userMessage } from '../../../api/http-error.ts';
import { useRunEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { Stepper } from '../../../ui/stepper';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { formTypeLabel } from '../labels';
import { createAlertEdit, UnknownAlertType } from './create-edit';
import { emptyForm, isFormType, withType, type AlertForm } from './form';
import { MethodsField } from './methods-field';
import { StepOne } from './step-one';
import { useMailingRule } from './use-mailing-rule';
import { stepOneProblems, stepTwoProblems } from './validate';
import { VerifyEmailDialog } from './verify-email-dialog';
import * as css from '../alerts.css';

export interface AddAlertPageProps {
  accountId: string;
  features: readonly AccountFeature[];
  /** A type asked for by the link that opened the wizard (`?type=`); an unknown one is said so. */
  initialType?: string;
}

/**
 * /main/alerts/add-alert (spec part 2 §4 "Alert wizard"): step 1 the type, what it watches and
 * the type's fields; step 2 how to be told. Next goes on, the same button saves on step 2;
 * Previous goes back keeping every value; Cancel on step 1 goes back to the alerts.
 */
export function AddAlertPage({ accountId, features, initialType }: AddAlertPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const run = useRunEdit();
  const { demoOtp } = useRuntimeConfig();
  const types = (Object.keys(FORM_ALERT_TYPES) as FormAlertType[]).filter((type) =>
    isFeatureOn(features, FORM_ALERT_TYPES[type].feature),
  );
  const askedFor = initialType && types.includes(initialType as FormAlertType) ? initialType : '';
  const [form, setForm] = useState<AlertForm>(() =>
    withType(emptyForm(), isFormType(askedFor) ? askedFor : ''),
  );
  const [step, setStep] = useState<0 | 1>(0);
  const [showAll, setShowAll] = useState<[boolean, boolean]>([false, false]);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(
    initialType && !askedFor ? t`Unknown alert type: ${initialType}` : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mailing = useMailingRule(accountId, (update) =>
    setForm((f) => ({ ...f, notificationMethods: update(f.notificationMethods) })),
  );
  const problems = step === 0 ? stepOneProblems(form) : stepTwoProblems(form);
  const back = () => navigate({ to: '/main/alerts' });

  // A new step: its heading gets focus, so a screen reader says where the user is (and what the
  // pressed button was is gone).
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  // State is a render late: two clicks in one frame would both see "not saving".
  const inFlight = useRef(false);
  const save = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setRefusal(null);
    try {
      const label = form.alertType ? i18n._(formTypeLabel(form.alertType)) : '';
      const outcome = await run(createAlertEdit(accountId, form, label));
      if (outcome.status === 'sent') toast.success(t`The alert “${label}” was added.`);
      await navigate({ to: '/main/alerts', state: (prev) => ({ ...prev, alertSaved: true }) });
    } catch (error) {
      // Refused: the toast said why, and it stays here beside the form, which keeps its values.
      setRefusal(error instanceof UnknownAlertType ? t`Unknown alert type.` : userMessage(error));
      setSaving(false);
      inFlight.current = false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (Object.keys(problems).length > 0) {
      setShowAll((s) => (step === 0 ? [true, s[1]] : [s[0], true]));
      // After the errors render: the first field with one gets focus.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>(
            '[aria-invalid="true"], [data-problem] input, [data-problem] button',
          )
          ?.focus(),
      );
      return;
    }
    if (step === 0) setStep(1);
    else void save();
  };

  return (
    <section className={page.screen} aria-labelledby="add-alert-title">
      <h1 id="add-alert-title" className={page.screenTitle}>
        <Trans>Add alert</Trans>
      </h1>
      <Stepper
        aria-label={t`Steps of the new alert`}
        steps={[{ label: t`The alert` }, { label: t`Notifications` }]}
        current={step}
      />
      <form ref={formRef} className={css.form} onSubmit={submit} noValidate>
        <h2 ref={heading} tabIndex={-1} className={css.stepTitle}>
          {step === 0 ? <Trans>Step 1: the alert</Trans> : <Trans>Step 2: notifications</Trans>}
        </h2>
        {step === 0 ? (
          <StepOne
            accountId={accountId}
            form={form}
            onChange={setForm}
            types={types}
            groupsOn={isFeatureOn(features, FEATURES.groupManagement)}
            problems={problems}
            showAll={showAll[0]}
          />
        ) : (
          <MethodsField
            value={form.notificationMethods}
            onToggle={(method) => void mailing.toggle(method, form.notificationMethods)}
            error={problems.notificationMethods}
            showError={showAll[1]}
          />
        )}
        {refusal ? (
          <p role="alert" className={css.error}>
            {refusal}
          </p>
        ) : null}
        <div className={page.actions}>
          {step === 0 ? (
            <Button variant="secondary" onClick={() => void back()}>
              <Trans>Cancel</Trans>
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setStep(0)}>
              <Trans>Previous</Trans>
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {step === 0 ? <Trans>Next</Trans> : <Trans>Save</Trans>}
          </Button>
        </div>
      </form>
      {mailing.verifying ? (
        <VerifyEmailDialog
          profile={mailing.verifying}
          demo={demoOtp}
          onClose={mailing.closeDialog}
        />
      ) : null}
    </section>
  );
}
