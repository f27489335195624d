import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PATHS } from '../../src/api/contract/server-paths.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Every route the app has, as a path a browser could ask for (`:id` → `x`), with its methods.
 * Read from Fastify's own route tree (`printRoutes`), so a route added anywhere is seen.
 */
function routesOf(app: FastifyInstance): { path: string; methods: string[] }[] {
  const found: { path: string; methods: string[] }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents.length = depth;
    parents.push(path);
    if (match[3]) found.push({ path, methods: match[3].split(', ') });
  }
  return found.map((r) => ({ ...r, path: r.path.replace(/:[A-Za-z_]\w*|\*/g, 'x') }));
}

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('the list of server paths', () => {
  it('holds every page the server serves itself', async () => {
    const pages = routesOf(t.app)
      .filter((r) => r.methods.includes('GET') && r.path !== 'x') // `x`: the static files
      .map((r) => r.path);
    // The OpenID provider is mounted beside Fastify's routes: its discovery names its own.
    const discovery = (await t.app.inject({ url: '/.well-known/openid-configuration' })).json<
      Record<string, unknown>
    >();
    for (const value of Object.values(discovery)) {
      if (typeof value === 'string' && value.startsWith(`${t.config.publicUrl}/`)) {
        pages.push(new URL(value).pathname);
      }
    }
    pages.push('/.well-known/openid-configuration');
    // The reading above found what it should (a parser that finds nothing proves nothing).
    expect(pages).toEqual(
      expect.arrayContaining(['/payment-sandbox/x', '/connect/interaction/x', '/connect/token']),
    );

    // The one list: the server's fallback (static-files.ts) and the worker's deny-list (sw.ts).
    expect(pages.filter((p) => !SERVER_PATHS.test(p))).toEqual([]);
  });
});
