import { count, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { position, vehicle } from '../../db/schema.ts';
import {
  runCleanups,
  serverLocation,
  spawnServer,
  type Cleanups,
} from '../../test/server-process.ts';
import { DEMO_VEHICLE_COUNT } from '../vehicles/seed.ts';

// Issue 31: SIMULATOR=0 turns the demo simulator off and keeps the demo data, so a test can
// script a demo vehicle's track with nothing else moving it.

const cleanups: Cleanups = [];
afterAll(() => runCleanups(cleanups), 30_000);

describe('SIMULATOR', () => {
  it('is on unless set to a false value; anything else is refused', () => {
    expect(loadConfig({}).simulator).toBe(true);
    expect(loadConfig({ SIMULATOR: '0' }).simulator).toBe(false);
    expect(loadConfig({ SIMULATOR: 'false' }).simulator).toBe(false);
    expect(loadConfig({ SIMULATOR: '1' }).simulator).toBe(true);
    expect(() => loadConfig({ SIMULATOR: 'maybe' })).toThrow(/SIMULATOR: must be true or false/);
  });

  it('=0: a demo server seeds its data, but only positions sent move a vehicle', async () => {
    const { env, location } = await serverLocation(cleanups);
    Object.assign(env, { SIMULATOR: '0' });
    const server = spawnServer(env);
    cleanups.push(() => server.stop());
    const { origin } = await server.listening();
    await server.waitFor(/demo simulator off/);
    const sent = await fetch(`${origin}/ingest/osmand?id=demo-001&lat=33.51&lon=36.29&speed=0`);
    expect(sent.status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toMatch(/demo simulator started|back-filled/);

    const db = await openDatabase(location);
    cleanups.push(() => db.close());
    const [demo] = await db.db
      .select({ n: count() })
      .from(vehicle)
      .where(like(vehicle.trackingDeviceId, 'demo-%'));
    expect(demo!.n).toBe(DEMO_VEHICLE_COUNT);
    const [stored] = await db.db.select({ n: count() }).from(position);
    expect(stored!.n).toBe(1);
  }, 120_000);
});
