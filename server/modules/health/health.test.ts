import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readiness } from '../../../src/api/contract/health.ts';
import { buildApp } from '../../app.ts';
import { startLeaderWork } from '../../cluster/leader-work.ts';
import { eventually } from '../../test/cluster-fixtures.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';
import { fakeStaticDir, setupTestApp, testConfig, type TestApp } from '../../test/test-app.ts';

// What a load balancer and a container orchestrator see of one server process.

const onPostgres = !!process.env.DATABASE_URL;
const ready = async (app: FastifyInstance) => {
  const res = await app.inject({ url: '/health/ready' });
  return { status: res.statusCode, body: res.json<Readiness>(), headers: res.headers };
};

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('GET /health/live', () => {
  it('answers anyone at once, never from a cache', async () => {
    const res = await t.app.inject({ url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'live' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'HEAD', url: '/health/live' })).statusCode).toBe(200);
  });
});

describe('GET /health/ready', () => {
  it('is ready with the database reachable and every migration applied', async () => {
    const { status, body, headers } = await ready(t.app);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      status: 'ready',
      // A server built without a DATABASE_URL is the only one of its database.
      role: 'leader',
      database: { kind: onPostgres ? 'postgres' : 'pglite', reachable: true },
      migrations: { upToDate: true },
    });
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(10);
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const { db } = t.database;
    const table = sql`drizzle.__drizzle_migrations`;
    const last = await db.execute(sql`select hash, created_at from ${table}
      order by created_at desc limit 1`);
    const row = (last as { rows: { hash: string; created_at: string }[] }).rows[0]!;
    await db.execute(sql`delete from ${table} where created_at = ${row.created_at}`);
    try {
      const pending = await eventually('readiness sees the missing migration', async () => {
        const r = await ready(t.app);
        return r.status === 503 ? r : undefined;
      });
      expect(pending.body).toMatchObject({
        status: 'not ready',
        database: { reachable: true },
        migrations: { upToDate: false, applied: pending.body.migrations.expected - 1 },
      });
    } finally {
      await db.execute(sql`insert into ${table} (hash, created_at)
        values (${row.hash}, ${row.created_at})`);
    }
    await eventually('ready again', async () => (await ready(t.app)).status === 200 || undefined);
  });

  it('is not ready on a database that answers but was never migrated', async () => {
    const { db } = t.database;
    await db.execute(sql`alter table drizzle.__drizzle_migrations rename to hidden_migrations`);
    try {
      const bare = await eventually('readiness sees no migrations', async () => {
        const r = await ready(t.app);
        return r.status === 503 ? r : undefined;
      });
      expect(bare.body).toMatchObject({
        status: 'not ready',
        database: { reachable: true },
        migrations: { applied: 0, upToDate: false },
      });
    } finally {
      await db.execute(sql`alter table drizzle.hidden_migrations rename to __drizzle_migrations`);
    }
    await eventually('ready again', async () => (await ready(t.app)).status === 200 || undefined);
  });

  it('keeps the app shell away from the health paths', async () => {
    const res = await t.app.inject({ url: '/health', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('shell');
  });
});

describe('with the database gone', () => {
  it('stays live but is not ready', async () => {
    const database = await freshDatabase();
    const staticDir = await fakeStaticDir();
    const app = await buildApp({ config: testConfig({ staticDir }), db: database.db });
    await app.ready();
    try {
      expect((await ready(app)).status).toBe(200);
      await database.close();
      const gone = await eventually('readiness sees the database gone', async () => {
        const r = await ready(app);
        return r.status === 503 ? r : undefined;
      });
      expect(gone.body).toMatchObject({
        status: 'not ready',
        database: { reachable: false, ms: null },
        migrations: { applied: null, upToDate: false },
      });
      expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await rm(staticDir, { recursive: true, force: true });
    }
  });
});

describe('while the process drains at shutdown', () => {
  it('answers 503 to a load balancer still connected', async () => {
    let closing!: () => void;
    const started = new Promise<void>((resolve) => (closing = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const own = await setupTestApp({
      extend: (app) =>
        app.addHook('preClose', async () => {
          closing();
          await held;
        }),
    });
    // A connection opened before the drain began: a second HTTP server on loopback hands its
    // requests to the app's own request handler, as the app's server does on a kept-alive one.
    const front = createServer((req, res) => own.app.server.emit('request', req, res));
    front.listen(0, '127.0.0.1');
    await once(front, 'listening');
    const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}/health/ready`;
    try {
      expect((await fetch(url)).status).toBe(200);
      const closed = own.close();
      await started;
      const res = await fetch(url);
      expect(res.status).toBe(503);
      expect(res.headers.get('connection')).toBe('close');
      release();
      await closed;
    } finally {
      release();
      front.close();
    }
  });
});

describe.skipIf(!onPostgres)('roles of the processes of one PostgreSQL', () => {
  const opened: { app: FastifyInstance; staticDir: string }[] = [];
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    for (const { app, staticDir } of opened) {
      await app.close();
      await rm(staticDir, { recursive: true, force: true });
    }
    await database.close();
  });
  const serverOf = async (elect: boolean) => {
    const staticDir = await fakeStaticDir();
    const config = testConfig({ staticDir, databaseUrl: database.url });
    const app = await buildApp({ config, db: database.db });
    opened.push({ app, staticDir });
    if (elect) startLeaderWork(app, config, database.db);
    await app.ready();
    return app;
  };

  it('names the leader, the follower, and a peer that takes no part', async () => {
    const [a, b, c] = [await serverOf(true), await serverOf(true), await serverOf(false)];
    const roles = await eventually('one process leads', async () => {
      const found = [(await ready(a)).body.role, (await ready(b)).body.role];
      return found.includes('leader') ? found : undefined;
    });
    expect(roles.sort()).toEqual(['follower', 'leader']);
    expect((await ready(c)).body).toMatchObject({ status: 'ready', role: 'peer' });
  });
});
