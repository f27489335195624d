import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GoTrackSettings } from '../../../api/contract/setting-management.ts';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { serverProblem, type ServerProblem } from '../identity/server-errors';
import { changedValues, formValuesOf, problemsOf, type FormValues } from './setting-form';
import { AboutSection, HistorySection, PaymentSection, TrackingSection } from './setting-sections';
import { SETTING_PROBLEMS } from './setting-texts';
import { goTrackSettingsQuery, useSaveSettings } from './settings-api';
import * as s from './settings.styles';

/**
 * The GoTrack settings, grouped. Each field is checked as it is typed with the rules the server
 * applies; Save sends only what changed, and the server's refusal shows at its fields.
 */
export function SettingsForm({ data }: { data: GoTrackSettings }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [initial, setInitial] = useState(() => formValuesOf(data.values));
  const [values, setValues] = useState<FormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const save = useSaveSettings();

  const local = problemsOf(values);
  const errors: Record<string, string> = {};
  for (const [name, kind] of Object.entries(local)) {
    errors[name] = i18n._(SETTING_PROBLEMS[kind]!);
  }
  // The server's word about a field stands until that field is edited.
  for (const [member, message] of Object.entries(problem?.fields ?? {})) {
    const name = member.replace(/^values\./, '');
    // The envelope names the member before the text; the field already does.
    errors[name] ??= message.startsWith(`${member}: `) ? message.slice(member.length + 2) : message;
  }

  const onChange = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblem((p) => {
      if (!p) return p;
      const fields = Object.fromEntries(
        Object.entries(p.fields).filter(([member]) => member !== `values.${name}`),
      );
      return { ...p, fields };
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (save.isPending) return;
    const [first] = Object.keys(local);
    if (first) {
      // Names are setting names (letters and dots): safe in a quoted attribute selector.
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const changed = changedValues(initial, values);
    if (Object.keys(changed).length === 0) {
      toast.info(t`Nothing has changed.`);
      return;
    }
    try {
      await save.mutateAsync(changed);
      setProblem(null);
      toast.success(t`Saved successfully`);
      // The stored (canonical) values: a phone typed 0933… reads +963933… from now on.
      const fresh = formValuesOf((await queryClient.fetchQuery(goTrackSettingsQuery())).values);
      setInitial(fresh);
      setValues(fresh);
      setSubmitted(false);
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };

  const props = { values, errors, touched: submitted || problem !== null || undefined, onChange };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={s.column} aria-busy={save.isPending}>
      <PaymentSection {...props} provider={data.server.paymentProvider} />
      <AboutSection {...props} />
      <TrackingSection {...props} />
      <HistorySection {...props} server={data.server} />
      {problem ? (
        <p role="alert" style={s.alert}>
          {problem.message}
        </p>
      ) : null}
      <div style={s.actions}>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
