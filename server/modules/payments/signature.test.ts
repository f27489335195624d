import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeNotification, signNotification, verifySignedNotification } from './signature.ts';

const secret = randomBytes(32);
const ID = '6f1c1d52-7d0c-4d8e-9b7e-2f9a3c1b0a11';
const at = new Date('2026-03-01T10:00:00Z');
const minutes = (m: number) => new Date(at.getTime() + m * 60_000);

describe('signed payment notifications', () => {
  it('accepts what it signed, within 10 minutes either way', () => {
    const { body, signature } = makeNotification(secret, ID, 'Paid', at);
    const expected = { paymentId: ID, status: 'Paid', nonce: body.nonce };
    expect(verifySignedNotification(secret, body, signature, at)).toEqual(expected);
    expect(verifySignedNotification(secret, body, signature, minutes(9.9))).toEqual(expected);
    expect(verifySignedNotification(secret, body, signature, minutes(-9.9))).toEqual(expected);
  });

  it('refuses a stale or future timestamp', () => {
    const { body, signature } = makeNotification(secret, ID, 'Paid', at);
    expect(verifySignedNotification(secret, body, signature, minutes(10.1))).toBeNull();
    expect(verifySignedNotification(secret, body, signature, minutes(-10.1))).toBeNull();
  });

  it('refuses changed fields, another key, and malformed signatures', () => {
    const { body, signature } = makeNotification(secret, ID, 'Failed', at);
    const check = (b: unknown, s?: string) => verifySignedNotification(secret, b, s, at);
    expect(check({ ...body, status: 'Paid' }, signature)).toBeNull();
    expect(check({ ...body, nonce: 'other' }, signature)).toBeNull();
    expect(check({ ...body, timestamp: body.timestamp + 1 }, signature)).toBeNull();
    expect(check(body, signNotification(randomBytes(32), body))).toBeNull();
    expect(check(body, undefined)).toBeNull();
    expect(check(body, 'zz')).toBeNull();
    expect(check(body, signature.slice(0, 62))).toBeNull();
    expect(check(null, signature)).toBeNull();
    expect(check({ ...body, status: 'Reversed' }, signature)).toBeNull();
    expect(check({ ...body, timestamp: '1' }, signature)).toBeNull();
  });
});
