import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { position, trackAccount } from '../../db/schema.ts';
import { addDefinition, notificationsOf, testLog } from '../../test/engine-fixtures.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { vehicleByDevice } from '../../test/tracking-helpers.ts';
import { createIngest } from '../ingest/service.ts';
import type { Fix } from '../ingest/writer.ts';
import { createAlertEngine } from './engine.ts';

// The engine on the ingest path: a device's position reaches it through the real route; the
// device's answer does not wait for it; an evaluation that fails loses no position.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ deps: { ingest: { maxDelayMs: 5 } } });
});
afterAll(() => t.close());

const osmand = (device: string, seconds: number, knots: number) =>
  t.app.inject({
    method: 'GET',
    url: `/ingest/osmand?id=${device}&lat=33.51&lon=36.29&timestamp=${seconds}&speed=${knots}`,
  });

describe('the ingest hook', () => {
  it('evaluates what a device sends: a speeding position notifies the owners', async () => {
    const db = t.database.db;
    const [account] = await db
      .select()
      .from(trackAccount)
      .where(eq(trackAccount.name, 'Demo Logistics'));
    const car = await vehicleByDevice(db, 'demo-012');
    const id = await addDefinition(db, account!.id, {
      type: 'ExceedingSpeed',
      vehicleIds: [car.id],
      maxSpeed: 40,
    });
    const now = Math.floor(Date.now() / 1000);
    expect((await osmand('demo-012', now - 40, 10)).statusCode).toBe(200); // 18.5 km/h
    expect((await osmand('demo-012', now - 30, 30)).statusCode).toBe(200); // 55.6 km/h
    // Still speeding 20 s on: it counts (the default minimum duration is 15 s).
    expect((await osmand('demo-012', now - 10, 30)).statusCode).toBe(200);
    await t.app.alertEngine.flush();
    const got = await notificationsOf(db, id);
    expect(got.length).toBeGreaterThan(0);
    expect(new Set(got.map((n) => n.eventKey)).size).toBe(1);
    expect(got[0]).toMatchObject({ vehicleId: car.id, details: { speed: 56, maxSpeed: 40 } });
  });

  it('answers the device once its position is stored, before evaluation ends', async () => {
    const db = t.database.db;
    let release = () => {};
    const evaluating = new Promise<void>((resolve) => (release = resolve));
    const seen: Fix[][] = [];
    const ingest = createIngest({
      db,
      log: testLog,
      maxDelayMs: 1,
      onStored: async (fixes) => {
        seen.push([...fixes]);
        await evaluating;
      },
    });
    const fix = {
      deviceId: 'demo-013',
      key: null,
      lat: 33.5,
      lon: 36.3,
      speed: 0,
      bearing: null,
      altitude: null,
      accuracy: null,
    };
    expect(
      await ingest.accept({ ...fix, time: new Date(Date.now() - 5000) }, { trusted: true }),
    ).toBeNull();
    expect(seen).toHaveLength(1);
    // The next batch waits until the evaluation of this one is over: order and back-pressure.
    const next = ingest.accept({ ...fix, time: new Date(Date.now() - 4000) }, { trusted: true });
    release();
    expect(await next).toBeNull();
    await ingest.close();
    expect(seen).toHaveLength(2);
  });

  it('loses no position when evaluation fails, and goes on with the next batch', async () => {
    const db = t.database.db;
    const errors: unknown[] = [];
    const log = { ...testLog, error: (o: unknown) => void errors.push(o) } as typeof testLog;
    // An engine whose database reads fail: every evaluation fails.
    const broken = new Proxy(db, {
      get: (target, key) =>
        key === 'select'
          ? () => {
              throw new Error('database gone');
            }
          : Reflect.get(target, key),
    });
    const engine = createAlertEngine({ db: broken, log });
    const ingest = createIngest({ db, log: testLog, maxDelayMs: 1, onStored: engine.accept });
    const car = await vehicleByDevice(db, 'demo-014');
    const fix = {
      deviceId: 'demo-014',
      key: null,
      lat: 33.5,
      lon: 36.3,
      speed: 90,
      bearing: null,
      altitude: null,
      accuracy: null,
    };
    for (const ago of [3000, 2000]) {
      expect(
        await ingest.accept({ ...fix, time: new Date(Date.now() - ago) }, { trusted: true }),
      ).toBeNull();
      await engine.flush();
    }
    await ingest.close();
    expect(await db.select().from(position).where(eq(position.vehicleId, car.id))).toHaveLength(2);
    expect(errors).toHaveLength(2);
  });
});
