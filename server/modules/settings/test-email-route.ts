import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../src/api/contract/permissions.ts';
import { sendTestEmail } from '../../../src/api/contract/setting-management.ts';
import type { Db } from '../../db/client.ts';
import { BusinessError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { MailNotConfiguredError, type Mailer } from '../mail/mailer.ts';
import { hostPolicyRoutes } from './host-access.ts';
import { TEST_EMAIL_MESSAGES } from './messages.ts';

/** Longer than any answer a working mail server gives; nodemailer alone waits two minutes. */
const SEND_TIMEOUT_MS = 20_000;

class MailTimeout extends Error {}

function withTimeout(sending: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailTimeout()), SEND_TIMEOUT_MS);
  });
  return Promise.race([sending, late]).finally(() => clearTimeout(timer));
}

/**
 * ABP's `POST /api/setting-management/emailing/send-test-email` (SettingManagement.Emailing.Test,
 * host side): one message through the server's own mailer, from MAIL_FROM. The administrator
 * reads why it failed (the mail server's own words), so a wrong SMTP_URL is found at once.
 */
export function testEmailRoutes(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; appName: string },
) {
  hostPolicyRoutes(app, deps.db, PERMISSIONS.emailingTest, (scope) => {
    route(scope, sendTestEmail, async (req) => {
      const { targetEmailAddress: to, subject, body } = req.body;
      const text = body?.trim() || TEST_EMAIL_MESSAGES.defaultBody.replace('{0}', deps.appName);
      try {
        await withTimeout(deps.mailer.sendMail({ to, subject, text }));
      } catch (err) {
        if (err instanceof MailNotConfiguredError) {
          throw new BusinessError(TEST_EMAIL_MESSAGES.noSmtp);
        }
        if (err instanceof MailTimeout) throw new BusinessError(TEST_EMAIL_MESSAGES.timeout);
        req.log.warn({ err }, 'test e-mail not sent');
        const reason = (err instanceof Error ? err.message : String(err)).slice(0, 300);
        throw new BusinessError(TEST_EMAIL_MESSAGES.failed.replace('{0}', reason));
      }
      return undefined;
    });
  });
}
