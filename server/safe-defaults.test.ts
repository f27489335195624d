import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_ID } from './test/auth-helpers.ts';
import { runCleanups, serverLocation, spawnServer, type Cleanups } from './test/server-process.ts';

const cleanups: Cleanups = [];
afterAll(() => runCleanups(cleanups));

const passwordGrant = (origin: string, password: string) =>
  fetch(`${origin}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      grant_type: 'password',
      username: 'admin',
      password,
      scope: 'openid',
    }),
  });

describe('`npm start` on a laptop', () => {
  it('serves demo mode on loopback only, with a generated administrator password', async () => {
    const { env } = await serverLocation(cleanups);
    const server = spawnServer(env);
    cleanups.push(() => server.stop());
    const { origin, address } = await server.listening();
    expect(address).toBe('127.0.0.1');
    const [, password = ''] = await server.waitFor(/Administrator: admin \/ (\S+)/);
    expect(password).toMatch(/^[\w-]{16,}$/);
    expect(server.output()).toContain('DEMO MODE');

    expect((await passwordGrant(origin, password)).status).toBe(200);
    expect((await passwordGrant(origin, 'Admin123!')).status).toBe(400);
  }, 120_000);
});
