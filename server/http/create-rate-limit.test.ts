import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLine } from '../../src/api/contract/geometry.ts';
import { buildApp } from '../app.ts';
import { postgresHandle } from '../db/client.ts';
import { rolesApp } from '../test/account-roles.ts';

// Creates are rate limited per user and endpoint (README "Limits and caps"): 60 a minute, told
// in the standard RateLimit headers, then 429 with a translated message and Retry-After. The
// count is in the database, so on PostgreSQL two servers share it.

const PER_MINUTE = 60;
const SQUARE = encodeLine(
  [
    [33.509, 36.27],
    [33.509, 36.28],
    [33.518, 36.28],
    [33.509, 36.27],
  ].map(([lat, lon]) => ({ lat: lat!, lon: lon! })),
);
let h: Awaited<ReturnType<typeof rolesApp>>;
let second: FastifyInstance | null = null;
let closeSecond = async () => {};

beforeAll(async () => {
  h = await rolesApp();
  const url = h.t.database.url;
  if (url) {
    const handle = await postgresHandle(new pg.Pool({ connectionString: url }));
    second = await buildApp({ config: h.t.config, db: handle.db });
    await second.ready();
    closeSecond = async () => {
      await second?.close();
      await handle.close();
    };
  }
});
afterAll(async () => {
  await closeSecond();
  await h.t.close();
});

const createGroup = (i: number, headers = h.as.owner, app = h.t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/app/vehicleGroup',
    headers,
    payload: { name: `Limited ${i}` },
  });

describe('the rate limit of creates', () => {
  it('lets a user make 60 of one kind a minute, then answers 429 until the window ends', async () => {
    for (let i = 1; i <= PER_MINUTE; i += 1) {
      // Every other request through the second server when there is one: they share the count.
      const res = await createGroup(i, h.as.owner, i % 2 === 0 && second ? second : h.t.app);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(PER_MINUTE));
      expect(res.headers['ratelimit-remaining']).toBe(String(PER_MINUTE - i));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(res.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    const refused = await createGroup(PER_MINUTE + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().error.message).toBe(
      `Too many requests of this kind. Try again in ${wait} seconds.`,
    );
    const arabic = await createGroup(PER_MINUTE + 2, { ...h.as.owner, 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().error.message).toMatch(
      /^طلبات كثيرة جداً من هذا النوع\. حاول مرة أخرى بعد \d+ ثانية\.$/,
    );
  });

  it('counts each user and each kind of create on its own; reads are not limited', async () => {
    expect((await createGroup(1, h.as.otherOwner)).statusCode).toBe(200);
    const zone = await h.t.app.inject({
      method: 'POST',
      url: '/api/app/geoZone',
      headers: h.as.owner,
      payload: { name: 'Still allowed', polyLine: { line: SQUARE } },
    });
    expect(zone.headers['ratelimit-remaining']).toBe(String(PER_MINUTE - 1));
    const list = await h.t.app.inject({ url: '/api/app/vehicleGroup', headers: h.as.owner });
    expect(list.statusCode).toBe(200);
    expect(list.headers['ratelimit-limit']).toBeUndefined();
  });
});
