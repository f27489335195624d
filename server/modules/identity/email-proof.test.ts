import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { appUser, emailCode } from '../../db/schema.ts';
import { recordingMail } from '../../test/recording-mail.ts';
import { trackingApp } from '../../test/tracking-helpers.ts';
import type { Mailer } from '../mail/mailer.ts';
import { EMAIL_CODE_MESSAGES } from './email-proof.ts';

// The verify-email dialog's server side: PUT …/email saves the address and mails a code; POST
// …/verifyEmail proves it. Mail goes to a recording mailer (no SMTP server needed).

const mail = recordingMail();
let failing = false;
const mailer: Mailer = {
  async sendMail(message) {
    if (failing) throw new Error('SMTP down');
    await mail.mailer.sendMail(message);
  },
};
let h: Awaited<ReturnType<typeof trackingApp>>;
let phone = 0;
/** A new user (no e-mail yet) and their authorization header. */
const newUser = async () => {
  phone += 1;
  const number = `+9639440017${String(phone).padStart(2, '0')}`;
  const headers = await h.headersFor(number);
  const [row] = await h.db.select().from(appUser).where(eq(appUser.phoneNumber, number));
  return { headers, id: row!.id };
};
beforeAll(async () => {
  h = await trackingApp({
    deps: { mailer, emailCodeLimits: { resendSeconds: 0, perUserPerHour: 1000 } },
  });
});
afterAll(() => h.t.close());

type Headers = Record<string, string>;
const putEmail = (headers: Headers, email: string, path = 'email') =>
  h.t.app.inject({
    method: 'PUT',
    url: `/api/app/mobileIdentityUser/${path}`,
    headers,
    payload: { email },
  });
const verify = (headers: Headers, code: string) =>
  h.t.app.inject({
    method: 'POST',
    url: '/api/app/mobileIdentityUser/verifyEmail',
    headers,
    payload: { code },
  });
const refusal = (res: Awaited<ReturnType<typeof verify>>) => {
  expect(res.statusCode, res.body).toBe(403);
  return res.json().error.message as string;
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('proving an e-mail address', () => {
  it('saves the address unverified, mails a code, and the code proves it once', async () => {
    const u = await newUser();
    const saved = await putEmail(u.headers, 'rana@example.com');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ email: 'rana@example.com', isVerified: false });
    const sent = mail.sent.at(-1)!;
    expect(sent).toMatchObject({
      to: 'rana@example.com',
      subject: expect.stringContaining('code'),
    });
    const code = mail.lastCode('rana@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.text).toContain('15 minutes');
    // Only a hash is kept.
    const [row] = await h.db.select().from(emailCode).where(eq(emailCode.userId, u.id));
    expect(row!.codeHash).not.toContain(code);

    expect(refusal(await verify(u.headers, wrong(code)))).toBe(EMAIL_CODE_MESSAGES.invalid);
    const proved = await verify(u.headers, code);
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json()).toMatchObject({ email: 'rana@example.com', isVerified: true });
    const profile = await h.t.app.inject({
      method: 'GET',
      url: '/api/app/mobileIdentityUser/profile',
      headers: u.headers,
    });
    expect(profile.json().isVerified).toBe(true);
    // Used up.
    expect(refusal(await verify(u.headers, code))).toBe(EMAIL_CODE_MESSAGES.invalid);
  });

  it('mails nothing for the verified address it already has (a change of case keeps it)', async () => {
    const u = await newUser();
    await putEmail(u.headers, 'omar@example.com');
    await verify(u.headers, mail.lastCode('omar@example.com'));
    const count = mail.sent.length;
    const again = await putEmail(u.headers, 'Omar@Example.com');
    expect(again.json()).toMatchObject({ email: 'Omar@Example.com', isVerified: true });
    expect(mail.sent).toHaveLength(count);
    // A new address must be proven again.
    const moved = await putEmail(u.headers, 'omar@work.example');
    expect(moved.json()).toMatchObject({ email: 'omar@work.example', isVerified: false });
    expect(mail.sent).toHaveLength(count + 1);
  });

  it('refuses an expired code', async () => {
    const u = await newUser();
    await putEmail(u.headers, 'late@example.com');
    const code = mail.lastCode('late@example.com');
    await h.db
      .update(emailCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCode.userId, u.id));
    expect(refusal(await verify(u.headers, code))).toBe(EMAIL_CODE_MESSAGES.invalid);
  });

  it('kills a code after five wrong tries, even for the right code', async () => {
    const u = await newUser();
    await putEmail(u.headers, 'guess@example.com');
    const code = mail.lastCode('guess@example.com');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(refusal(await verify(u.headers, wrong(code))));
    expect(answers).toEqual([
      ...Array(4).fill(EMAIL_CODE_MESSAGES.invalid),
      EMAIL_CODE_MESSAGES.locked,
    ]);
    expect(refusal(await verify(u.headers, code))).toBe(EMAIL_CODE_MESSAGES.locked);
    // A new code starts afresh.
    await putEmail(u.headers, 'guess@example.com');
    expect((await verify(u.headers, mail.lastCode('guess@example.com'))).statusCode).toBe(200);
  });

  it('counts only the newest code, and only for the address it was sent to', async () => {
    const u = await newUser();
    await putEmail(u.headers, 'first@example.com');
    const old = mail.lastCode('first@example.com');
    await putEmail(u.headers, 'second@example.com');
    expect(refusal(await verify(u.headers, old))).toBe(EMAIL_CODE_MESSAGES.invalid);
    const code = mail.lastCode('second@example.com');
    // The address changed another way (the profile form) after the code went out.
    const profile = await h.t.app.inject({
      method: 'PUT',
      url: '/api/app/mobileIdentityUser/profile',
      headers: u.headers,
      payload: { firstName: 'A', lastName: 'B', email: 'third@example.com' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(refusal(await verify(u.headers, code))).toBe(EMAIL_CODE_MESSAGES.invalid);
  });

  it('writes the mail in the reader’s language', async () => {
    const u = await newUser();
    await putEmail({ ...u.headers, 'accept-language': 'ar' }, 'arabic@example.com');
    const sent = mail.sent.at(-1)!;
    expect(sent.subject).toContain('رمز التحقق');
    expect(sent.text).toMatch(/^\d{6} هو رمز/);
  });

  it('refuses an address another user proved, mailing nothing', async () => {
    const owner = await newUser();
    await putEmail(owner.headers, 'taken@example.com');
    await verify(owner.headers, mail.lastCode('taken@example.com'));
    const u = await newUser();
    const count = mail.sent.length;
    const res = await putEmail(u.headers, 'TAKEN@example.com');
    expect(refusal(res)).toBe("Email 'TAKEN@example.com' is already taken.");
    expect(mail.sent).toHaveLength(count);
  });

  it('keeps the profile as it was when the mail cannot be sent', async () => {
    const u = await newUser();
    failing = true;
    try {
      expect(refusal(await putEmail(u.headers, 'lost@example.com'))).toBe(
        EMAIL_CODE_MESSAGES.notSent,
      );
    } finally {
      failing = false;
    }
    const [row] = await h.db.select().from(appUser).where(eq(appUser.id, u.id));
    expect(row!.email).toBeNull();
    expect(await h.db.select().from(emailCode).where(eq(emailCode.userId, u.id))).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await putEmail({}, 'who@example.com')).statusCode).toBe(401);
    expect((await verify({}, '123456')).statusCode).toBe(401);
  });
});

describe('how often codes are mailed', () => {
  it('waits between codes, and stops after a few an hour', async () => {
    const strict = await buildApp({
      config: h.t.config,
      db: h.db,
      mailer: mail.mailer,
      emailCodeLimits: { resendSeconds: 60, perUserPerHour: 2 },
    });
    const u = await newUser();
    const put = (email: string) =>
      strict.inject({
        method: 'PUT',
        url: '/api/app/mobileIdentityUser/email',
        headers: u.headers,
        payload: { email },
      });
    expect((await put('slow@example.com')).statusCode).toBe(200);
    const soon = await put('slow@example.com');
    expect(refusal(soon)).toMatch(/^Please wait (59|60) seconds before asking for a new code\.$/);
    expect(soon.json().error.data.retryAfterSeconds).toBeGreaterThan(0);
    // As if the first code were a minute old.
    const [first] = await h.db
      .select()
      .from(emailCode)
      .where(eq(emailCode.userId, u.id))
      .orderBy(desc(emailCode.createdAt));
    await h.db
      .update(emailCode)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailCode.id, first!.id));
    expect((await put('slow@example.com')).statusCode).toBe(200);
    await h.db
      .update(emailCode)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(emailCode.userId, u.id));
    expect(refusal(await put('slow@example.com'))).toBe(EMAIL_CODE_MESSAGES.tooMany);
    await strict.close();
  });
});

describe('the demo variant', () => {
  it('answers the mailed code on a demo server, and does not exist on any other', async () => {
    const u = await newUser();
    const res = await putEmail(u.headers, 'demo@example.com', 'emailDev');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(mail.lastCode('demo@example.com'));
    expect((await verify(u.headers, res.body)).statusCode).toBe(200);
    // Nothing to prove any more: no code.
    expect((await putEmail(u.headers, 'demo@example.com', 'emailDev')).body).toBe('');

    const production = await buildApp({ config: { ...h.t.config, demo: false }, db: h.db, mailer });
    const there = await production.inject({
      method: 'PUT',
      url: '/api/app/mobileIdentityUser/emailDev',
      headers: u.headers,
      payload: { email: 'demo@example.com' },
    });
    expect(there.statusCode).toBe(404);
    await production.close();
  });
});
