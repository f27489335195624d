import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { position, vehicle } from '../../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { newDeviceId } from '../requests/effects.ts';

// Issue 11: the sequential demo ids (`demo-001`…) are for demo mode only; elsewhere ids are
// random, and the demo devices of a database seeded in demo mode report no more.

let t: TestApp;
let production: TestDatabase;
beforeAll(async () => {
  t = await setupTestApp({ config: { demo: false } });
  production = await freshDatabase({ demo: false });
});
afterAll(async () => {
  await t.close();
  await production.close();
});

describe('device ids outside demo mode', () => {
  it('a production seed has no guessable devices', async () => {
    const rows = await production.db.select().from(vehicle);
    expect(rows.filter((r) => !/^dev-[0-9a-f]{16}$/.test(r.trackingDeviceId))).toEqual([]);
  });

  it('generated ids are random and long enough not to be guessed (64 bits)', () => {
    const ids = new Set(Array.from({ length: 1000 }, newDeviceId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^dev-[0-9a-f]{16}$/);
  });

  it('the demo devices of a demo-seeded database are refused', async () => {
    const demo = await t.database.db
      .select()
      .from(vehicle)
      .where(like(vehicle.trackingDeviceId, 'demo-%'));
    expect(demo.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/ingest/osmand?id=demo-001&lat=33&lon=36',
    });
    expect(res.statusCode).toBe(200);
    await t.app.close(); // writes whatever is pending
    expect(await t.database.db.select().from(position)).toHaveLength(0);
  });
});
