import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification, notificationDelivery, vehicle } from '../../db/schema.ts';
import { eventually } from '../../test/cluster-fixtures.ts';
import { judgeLoopDelay, LOOP_DELAY_LIMIT_MS } from '../../test/loop-delay.ts';
import { labelValues, sampleOf } from '../../test/prometheus-text.ts';
import { setupTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { findUserByPhone } from '../identity/users.ts';
import { DEMO_OWNER_PHONE } from '../identity/seed.ts';

// `/metrics` for the operator's Prometheus: never public, and figures that move with the work.

const OUTSIDE = '203.0.113.7';
const TOKEN = 'a-long-random-metrics-token-0123456789';
const onPostgres = !!process.env.DATABASE_URL;
const routes: RouteOptions[] = [];

let t: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  // No poll of the outbox: what the test queues stays queued.
  const delivery = { pollMs: 3600e3 };
  t = await setupTestApp({ deps: { delivery, onRoute: (r) => void routes.push(r) } });
  const operations = { ...testConfig().operations, metricsToken: TOKEN };
  guarded = await setupTestApp({ config: { operations }, deps: { delivery } });
});
afterAll(async () => {
  await t?.close();
  await guarded?.close();
});

const scrape = async (app = t.app, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: '/metrics', headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.body;
};

describe('who may scrape /metrics', () => {
  it('without METRICS_TOKEN: this machine only, by the socket, whatever a header claims', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/metrics', remoteAddress, headers });
    const refused = await from(OUTSIDE);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('gotrack_');
    // A forged X-Forwarded-For naming loopback changes nothing.
    expect((await from(OUTSIDE, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    // A proxy on this machine relays strangers: what it forwards is not from this machine.
    expect((await from('127.0.0.1', { 'x-forwarded-for': OUTSIDE })).statusCode).toBe(403);
    expect((await from('127.0.0.1', { forwarded: `for=${OUTSIDE}` })).statusCode).toBe(403);
    for (const local of ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1']) {
      const res = await from(local);
      expect(res.statusCode, local).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('with METRICS_TOKEN: the bearer token, from anywhere, and nothing else', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      guarded.app.inject({ url: '/metrics', remoteAddress, headers });
    const anonymous = await from('127.0.0.1');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect((await from(OUTSIDE, { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await from(OUTSIDE, { authorization: `Bearer ${TOKEN.slice(1)}` })).statusCode).toBe(
      401,
    );
    expect((await from(OUTSIDE, { authorization: `Basic ${TOKEN}` })).statusCode).toBe(401);
    const scraped = await from(OUTSIDE, { authorization: `Bearer ${TOKEN}` });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('gotrack_ingest_positions_total');
  });
});

describe('what /metrics shows', () => {
  it('counts the positions the ingest stored, and how late they came', async () => {
    const before = sampleOf(await scrape(), 'gotrack_ingest_positions_total') ?? NaN;
    expect(before).toBeGreaterThanOrEqual(0);
    const base = Math.floor(Date.now() / 1000) - 30;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        url: `/ingest/osmand?id=demo-004&lat=${33.5 + i / 1000}&lon=36.3&timestamp=${base + i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const text = await eventually('the three positions are counted', async () => {
      const now = await scrape();
      return (sampleOf(now, 'gotrack_ingest_positions_total') ?? 0) >= before + 3 ? now : undefined;
    });
    expect(sampleOf(text, 'gotrack_ingest_positions_total')).toBe(before + 3);
    // Dated about 30 s ago: counted in the lag histogram above 10 s, none below 1 s.
    expect(sampleOf(text, 'gotrack_ingest_lag_seconds_count')).toBeGreaterThanOrEqual(3);
    expect(sampleOf(text, 'gotrack_ingest_lag_seconds_bucket', { le: '1' })).toBe(0);
    // The alert engine evaluates them within its second of grouping.
    await eventually('the alert engine evaluated them', async () => {
      const now = await scrape();
      const evaluated = sampleOf(now, 'gotrack_alert_engine_evaluated_positions_total') ?? 0;
      return evaluated >= 3 || undefined;
    });
    const after = await scrape();
    expect(sampleOf(after, 'gotrack_alert_engine_queued_positions')).toBe(0);
    expect(sampleOf(after, 'gotrack_alert_engine_lag_seconds')).toBe(0);
    expect(sampleOf(after, 'gotrack_alert_engine_delay_seconds_count')).toBeGreaterThanOrEqual(1);
  });

  it('shows the outbox backlog of each delivery method', async () => {
    // On the second server: no positions reach it, so no alert adds to (or drains) its outbox.
    const { db } = guarded.database;
    const read = () => scrape(guarded.app, { authorization: `Bearer ${TOKEN}` });
    const owner = (await findUserByPhone(db, null, DEMO_OWNER_PHONE))!;
    const [car] = await db
      .select({ id: vehicle.id, accountId: vehicle.trackAccountId })
      .from(vehicle)
      .where(eq(vehicle.trackingDeviceId, 'demo-001'));
    const before = await read();
    for (const method of ['MobileNotification', 'Sms', 'Mailing']) {
      expect(sampleOf(before, 'gotrack_delivery_outbox_pending', { method }), method).toBe(0);
      expect(sampleOf(before, 'gotrack_delivery_outbox_oldest_due_seconds', { method })).toBe(0);
    }
    const [row] = await db
      .insert(notification)
      .values({
        trackAccountId: car!.accountId,
        userId: owner.id,
        alertType: 'ExceedingSpeed',
        vehicleId: car!.id,
        time: new Date(),
        details: { vehicleName: 'demo', speed: 97, maxSpeed: 80 },
        eventKey: crypto.randomUUID(),
      })
      .returning({ id: notification.id });
    await db.insert(notificationDelivery).values([
      { notificationId: row!.id, method: 'Sms', nextAttemptAt: new Date(Date.now() - 90_000) },
      { notificationId: row!.id, method: 'Mailing', nextAttemptAt: new Date(Date.now() + 60_000) },
    ]);
    // One answer serves scrapes for a second: the next one reads the outbox again.
    const after = await eventually('the outbox is read again', async () => {
      const text = await read();
      return sampleOf(text, 'gotrack_delivery_outbox_pending', { method: 'Sms' })
        ? text
        : undefined;
    });
    expect(sampleOf(after, 'gotrack_delivery_outbox_pending', { method: 'Sms' })).toBe(1);
    expect(sampleOf(after, 'gotrack_delivery_outbox_pending', { method: 'Mailing' })).toBe(1);
    expect(
      sampleOf(after, 'gotrack_delivery_outbox_pending', { method: 'MobileNotification' }),
    ).toBe(0);
    // The text has been due for a minute and a half; the e-mail is not due yet.
    const due = (method: string) =>
      sampleOf(after, 'gotrack_delivery_outbox_oldest_due_seconds', { method });
    expect(due('Sms')).toBeGreaterThanOrEqual(89);
    expect(due('Mailing')).toBe(0);
  });

  it('shows the database pool and the process', async () => {
    const text = await scrape();
    const driver = onPostgres ? 'postgres' : 'pglite';
    expect(sampleOf(text, 'gotrack_db_pool_max', { driver })).toBe(onPostgres ? 10 : 1);
    // PGlite's one connection is always open; pg's pool closes idle ones after 10 s.
    const open = sampleOf(text, 'gotrack_db_pool_connections', { driver });
    if (onPostgres) expect(open).toBeGreaterThanOrEqual(0);
    else expect(open).toBe(1);
    expect(sampleOf(text, 'gotrack_db_pool_waiting', { driver })).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('times requests by route pattern, never by the address asked for', async () => {
    const id = crypto.randomUUID();
    await t.app.inject({ url: `/api/app/vehicle/${id}?secret=1` });
    await t.app.inject({ url: `/api/no/such/${id}` });
    await t.app.inject({ url: `/no/such/page/${id}`, headers: { accept: 'text/html' } });
    await t.app.inject({ url: '/.well-known/openid-configuration' });
    const text = await scrape();
    expect(text).not.toContain(id);
    expect(text).not.toContain('secret');
    const seen = labelValues(text, 'gotrack_http_request_duration_seconds_count', 'route');
    for (const route of ['/api/app/vehicle/:id', '/api/*', '/*', '/.well-known/*']) {
      expect(seen, route).toContain(route);
    }
    const count = sampleOf(text, 'gotrack_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/app/vehicle/:id',
      status_code: '401',
    });
    expect(count).toBe(1);
  });

  it(`is scraped holding the event loop at most ${LOOP_DELAY_LIMIT_MS} ms`, async () => {
    // Every route the server has, once each: the most series the HTTP histogram can have.
    for (const r of routes) {
      const url = r.url.replace(/:[A-Za-z_]\w*|\*/g, 'x');
      for (const method of [r.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        await t.app.inject({ method: method as 'GET', url, remoteAddress: OUTSIDE });
      }
    }
    const text = await scrape();
    const series = labelValues(text, 'gotrack_http_request_duration_seconds_count', 'route');
    expect(series.size).toBeGreaterThan(100);
    const verdict = await judgeLoopDelay(async () => () => scrape());
    console.log(
      `scrape of ${text.length} bytes, ${series.size} routes: loop held ${verdict.wallMs.toFixed(1)} ms (CPU ${verdict.cpuMs.toFixed(1)} ms)`,
    );
    expect(verdict.ok).toBe(true);
  });
});
