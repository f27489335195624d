import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_GRANT_ERRORS } from '../../../src/api/contract/identity.ts';
import { CLIENT_ID, FULL_SCOPE } from '../../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { ADDRESS_REFUSE_AFTER, ADDRESS_SLOWDOWN_AFTER } from './lockout.ts';
import { hashPassword } from './passwords.ts';
import { createUser } from './users.ts';

// Password guessing (issue 11): 40 wrong passwords in 3 s were all answered 400 and the right one
// then worked. Now 5 wrong ones lock the user for 5 minutes at the address they came from (issue
// 28: per user, a stranger kept the administrator locked out); one address is slowed, then stopped.

let t: TestApp;
const PASSWORD = 'Right-pass1';

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

async function newUser(userName: string) {
  return createUser(t.database.db, {
    tenantId: null,
    userName,
    email: `${userName}@example.com`,
    passwordHash: await hashPassword(PASSWORD),
  });
}

async function signIn(username: string, password: string, remoteAddress = '10.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: CLIENT_ID,
      grant_type: 'password',
      username,
      password,
      scope: FULL_SCOPE,
    }).toString(),
  });
  return { status: res.statusCode, body: res.json<Record<string, string>>() };
}

describe('lock-out per user and address', () => {
  it('an address that guesses (5 at once) locks only itself: the user still signs in elsewhere', async () => {
    await newUser('guessed');
    const attacker = '10.1.0.1';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn('guessed', `wrong-${i}`, attacker)),
    );
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    // The attacker's address is locked for this user, even with the right password…
    expect(await signIn('guessed', PASSWORD, attacker)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: PASSWORD_GRANT_ERRORS.locked },
    });
    // …while the real user, from their own address, is not.
    expect((await signIn('guessed', PASSWORD, '10.2.0.1')).status).toBe(200);
    // Guesses spread over many addresses lock none of them (the per-address limits slow those).
    const spread = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn('guessed', `wrong-${i}`, `10.3.1.${i}`)),
    );
    expect(spread.map((g) => g.body.error_description)).toEqual(
      Array.from({ length: 8 }, () => PASSWORD_GRANT_ERRORS.invalid),
    );

    // Five minutes later (the lock's end moved into the past) the attacker's address may try again.
    await t.database.db.execute(
      sql`update sign_in_lockout set lockout_end = now() - interval '1 second'`,
    );
    expect((await signIn('guessed', PASSWORD, attacker)).status).toBe(200);
  });

  it('counts only wrong passwords in a row: a right one in between starts again', async () => {
    await newUser('forgetful');
    for (let i = 0; i < 4; i++)
      expect((await signIn('forgetful', 'nope', '10.3.0.1')).status).toBe(400);
    expect((await signIn('forgetful', PASSWORD, '10.3.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signIn('forgetful', 'nope', '10.3.0.2')).status).toBe(400);
    expect((await signIn('forgetful', PASSWORD, '10.3.0.2')).status).toBe(200);
  });
});

describe('slowdown per address', () => {
  it('slows one address after some failures and then refuses it, even for a right password', async () => {
    await newUser('bystander');
    const address = '10.9.9.9';
    for (let i = 0; i < ADDRESS_SLOWDOWN_AFTER; i++) await signIn(`nobody-${i}`, 'x', address);
    const started = Date.now();
    await signIn('nobody-slow', 'x', address);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);

    // Fill the window up to the limit directly (the delays are not what is tested here).
    const { signInFailure } = await import('../../db/schema.ts');
    const rows = ADDRESS_REFUSE_AFTER - ADDRESS_SLOWDOWN_AFTER - 1;
    await t.database.db
      .insert(signInFailure)
      .values(Array.from({ length: rows }, () => ({ clientIp: address })));
    expect(await signIn('bystander', PASSWORD, address)).toMatchObject({
      status: 400,
      body: { error_description: PASSWORD_GRANT_ERRORS.throttled },
    });
    // Another address is not affected, and the user was not locked by it.
    expect((await signIn('bystander', PASSWORD, '10.9.9.10')).status).toBe(200);
  });
});
