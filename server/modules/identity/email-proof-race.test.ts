import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUser } from '../../db/schema.ts';
import { recordingMail } from '../../test/recording-mail.ts';
import { trackingApp } from '../../test/tracking-helpers.ts';
import { DEFAULT_EMAIL_CODE_LIMITS, emailProof } from './email-proof.ts';

// Codes asked for together (a double tap, a script, or several server processes behind a load
// balancer: each process has its own service over one database) are counted one after another:
// one mail, not one per request.

const mail = recordingMail();
let h: Awaited<ReturnType<typeof trackingApp>>;
beforeAll(async () => {
  h = await trackingApp();
});
afterAll(() => h.t.close());

it('mails one code when five processes are asked for one at once', async () => {
  await h.headersFor('+963944001901');
  const [user] = await h.db.select().from(appUser).where(eq(appUser.phoneNumber, '+963944001901'));
  const processes = Array.from({ length: 5 }, () =>
    emailProof({
      db: h.db,
      secret: Buffer.alloc(32, 7),
      mailer: mail.mailer,
      limits: { ...DEFAULT_EMAIL_CODE_LIMITS, resendSeconds: 60, perUserPerHour: 5 },
      appName: 'GoTrack',
      log: h.t.app.log,
    }),
  );
  const answers = await Promise.allSettled(
    processes.map((p) => p.send({ userId: user!.id, email: 'race@example.com', language: 'en' })),
  );
  expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
  expect(mail.sent).toHaveLength(1);
});
