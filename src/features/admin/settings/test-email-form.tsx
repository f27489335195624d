import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GoTrackSettings } from '../../../api/contract/setting-management.ts';
import { useRuntimeConfig } from '../../../api/app-context';
import { userMessage } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import { useSendTestEmail } from './settings-api';
import * as s from './settings.styles';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How the server sends e-mail (its configuration, read-only) and ABP's "send a test e-mail". */
export function EmailSection({
  server,
  canTest,
}: {
  server: GoTrackSettings['server'];
  canTest: boolean;
}) {
  const from = server.mailFrom;
  const sends = server.mailConfigured || server.mailToLog;
  return (
    <section style={s.section} aria-labelledby="settings-email">
      <h2 id="settings-email" style={s.heading}>
        <Trans>E-mail</Trans>
      </h2>
      <p style={s.note}>
        {server.mailConfigured ? (
          <Trans>
            E-mail goes out through the SMTP server of the configuration (SMTP_URL), from {from}.
          </Trans>
        ) : server.mailToLog ? (
          <Trans>
            No SMTP server is configured: in demo mode e-mails are written to the server log.
          </Trans>
        ) : (
          <Trans>
            No SMTP server is configured (SMTP_URL): no e-mail can be sent, and customers cannot
            choose e-mail for their alerts.
          </Trans>
        )}
      </p>
      {canTest && sends ? <TestEmailForm toLog={!server.mailConfigured} /> : null}
    </section>
  );
}

function TestEmailForm({ toLog }: { toLog: boolean }) {
  const { t } = useLingui();
  const { appName } = useRuntimeConfig();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState(() => t`Test e-mail from ${appName}`);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendTestEmail();
  const toError = !to.trim()
    ? t`This field is required`
    : EMAIL.test(to.trim())
      ? undefined
      : t`Please enter a valid e-mail address`;
  const subjectError = subject.trim() ? undefined : t`This field is required`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (send.isPending || toError || subjectError) return;
    setFailure(null);
    try {
      const target = to.trim();
      await send.mutateAsync({ targetEmailAddress: target, subject: subject.trim() });
      toast.success(
        toLog
          ? t`The test e-mail was written to the server log.`
          : t`Test e-mail sent to ${target}.`,
      );
    } catch (error) {
      setFailure(userMessage(error));
    }
  };

  const touched = submitted || undefined;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={s.column}>
      <div style={s.fields}>
        <TextField
          label={t`Send to`}
          type="email"
          dir="ltr"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          required
          error={toError}
          touched={touched}
          autoComplete="email"
        />
        <TextField
          label={t`Subject`}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          required
          maxLength={200}
          error={subjectError}
          touched={touched}
        />
      </div>
      {failure ? (
        <p role="alert" style={s.alert}>
          {failure}
        </p>
      ) : null}
      <div style={s.actions}>
        <Button type="submit" variant="secondary" loading={send.isPending}>
          <Trans>Send a test e-mail</Trans>
        </Button>
      </div>
    </form>
  );
}
