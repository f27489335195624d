import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app.ts';
import {
  devOutboxMailer,
  MailNotConfiguredError,
  mailerFor,
  transportMailer,
  unconfiguredMailer,
} from './mailer.ts';

/** A logger that keeps what it was told. */
function recordingLog() {
  const lines: { level: string; args: unknown[] }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, args });
    };
  const log = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const message = { to: 'rana@example.com', subject: 'Your code', text: '123456 is your code.' };

describe('sending mail', () => {
  it('hands nodemailer the configured From with the message (its JSON transport, no SMTP server)', async () => {
    const sent: unknown[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const mailer = transportMailer(
      {
        async sendMail(mail) {
          const info = await json.sendMail(mail);
          sent.push(JSON.parse(info.message));
          return info;
        },
      },
      'GoTrack <no-reply@gt.example.com>',
    );
    await mailer.sendMail(message);
    expect(sent).toEqual([
      expect.objectContaining({
        from: { address: 'no-reply@gt.example.com', name: 'GoTrack' },
        to: [{ address: 'rana@example.com', name: '' }],
        subject: 'Your code',
        text: '123456 is your code.',
      }),
    ]);
  });

  it('passes a transport failure on, so the caller can say so or try again', async () => {
    const mailer = transportMailer(
      {
        sendMail: () => Promise.reject(new Error('connection refused')),
      },
      'a@b.sy',
    );
    await expect(mailer.sendMail(message)).rejects.toThrow('connection refused');
  });

  it('shows the whole message in the log in demo mode (the dev outbox)', async () => {
    const { log, lines } = recordingLog();
    await devOutboxMailer(log).sendMail(message);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('info');
    expect(String(lines[0]!.args[0])).toContain('rana@example.com');
    expect(String(lines[0]!.args[0])).toContain('123456 is your code.');
  });

  it('without SMTP outside demo mode: a warning that never holds the text, and a failure', async () => {
    const { log, lines } = recordingLog();
    await expect(unconfiguredMailer(log).sendMail(message)).rejects.toBeInstanceOf(
      MailNotConfiguredError,
    );
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    expect(JSON.stringify(lines)).not.toContain('123456');
  });

  it('picks SMTP when SMTP_URL is set, else the outbox (demo) or nothing', async () => {
    const { log, lines } = recordingLog();
    await mailerFor(testConfig({ demo: true }), log).sendMail(message);
    expect(lines[0]!.level).toBe('info');
    await expect(
      mailerFor(testConfig({ demo: false }), log).sendMail(message),
    ).rejects.toBeInstanceOf(MailNotConfiguredError);
    // An SMTP server that is not there: nodemailer is loaded and its failure passed on.
    const smtp = mailerFor(testConfig({ smtpUrl: 'smtp://127.0.0.1:9', demo: true }), log);
    await expect(smtp.sendMail(message)).rejects.toThrow();
    expect(lines).toHaveLength(2);
  });
});
