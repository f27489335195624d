import type { Mailer, MailMessage } from '../modules/mail/mailer.ts';

/** A mailer that keeps what it was given, so tests read the codes (no SMTP server needed). */
export function recordingMail() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async sendMail(message) {
      sent.push(message);
    },
  };
  /** The six-digit code of the newest message to `to`, or '' when none was sent. */
  const lastCode = (to: string) =>
    /\b(\d{6})\b/.exec(sent.findLast((m) => m.to === to)?.text ?? '')?.[1] ?? '';
  return { mailer, sent, lastCode };
}
