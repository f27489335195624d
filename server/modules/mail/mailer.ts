import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

/** One plain-text e-mail. The From is the server's (`MAIL_FROM`), never the caller's. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Where e-mail goes (DESIGN.md "Delivery": senders are interfaces with real implementations and
 * local fakes in tests). Resolves once the message is handed over; rejects when it was not, so a
 * caller can say so or try again later (the notification outbox of issue 16).
 */
export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
}

/** Thrown when no SMTP server is configured outside demo mode: nothing could be sent. */
export class MailNotConfiguredError extends Error {
  override name = 'MailNotConfiguredError';
  constructor() {
    super('no SMTP server configured (SMTP_URL)');
  }
}

/** What nodemailer's transporter offers that we use: tests pass its JSON transport. */
export interface MailTransport {
  sendMail(mail: MailMessage & { from: string }): Promise<unknown>;
}

/** Sends through a nodemailer transporter with the configured From. */
export function transportMailer(transport: MailTransport, from: string): Mailer {
  return {
    async sendMail({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/**
 * SMTP through nodemailer. Loaded on the first message: most servers never send one soon after
 * start-up, and a server without SMTP never parses the package at all.
 */
export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<MailTransport> | undefined;
  return {
    async sendMail(message) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(url));
      await transportMailer(await transport, from).sendMail(message);
    },
  };
}

/**
 * Demo mode without SMTP: the dev outbox is the server log, where a developer (or an e2e run's
 * server output) reads the message, as the password-reset link and one-time codes are shown.
 */
export function devOutboxMailer(log: FastifyBaseLogger): Mailer {
  return {
    async sendMail({ to, subject, text }) {
      log.info(`dev outbox: mail to ${to} — ${subject}\n${text}`);
    },
  };
}

/** Production without SMTP: a warning naming the recipient, never the text (it may hold a code). */
export function unconfiguredMailer(log: FastifyBaseLogger): Mailer {
  return {
    async sendMail({ to }) {
      log.warn({ to }, 'no SMTP server configured (SMTP_URL): e-mail not sent');
      throw new MailNotConfiguredError();
    },
  };
}

export function mailerFor(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return config.demo ? devOutboxMailer(log) : unconfiguredMailer(log);
}
