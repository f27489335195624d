import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastPosition, position } from '../../db/schema.ts';
import { OWNER, PERSONAL, trackingApp, vehicleByDevice } from '../../test/tracking-helpers.ts';

// Issue 30: OsmAnd takes a tracker's attributes as extra parameters, as Traccar's OsmAnd
// protocol does (ignition, odometer in metres, hours, fuel in litres, power in volts, alarm).

let ctx: Awaited<ReturnType<typeof trackingApp>>;
beforeAll(async () => {
  ctx = await trackingApp({ deps: { ingest: { maxDelayMs: 5 } } });
});
afterAll(() => ctx.t.close());

const send = (query: string) => ctx.t.app.inject({ method: 'GET', url: `/ingest/osmand?${query}` });
const positionsOf = async (deviceId: string) => {
  const v = await vehicleByDevice(ctx.db, deviceId);
  return ctx.db.select().from(position).where(eq(position.vehicleId, v.id));
};

describe('OsmAnd tracker attributes', () => {
  it('stores ignition, odometer, engine hours, fuel, power and alarm with the fix', async () => {
    const res = await send(
      'id=demo-021&lat=33.5&lon=36.3&ignition=true&odometer=152340.5&hours=1234.5&fuel=42.25&power=12.8&alarm=sos',
    );
    expect(res.statusCode).toBe(200);
    const [row] = await positionsOf('demo-021');
    expect(row).toMatchObject({
      ignition: true,
      odometerM: 152340.5,
      engineHours: 1234.5,
      fuelL: 42.25,
      powerV: 12.8,
      alarm: 'sos',
    });
    const v = await vehicleByDevice(ctx.db, 'demo-021');
    const [last] = await ctx.db.select().from(lastPosition).where(eq(lastPosition.vehicleId, v.id));
    expect(last).toMatchObject({ ignition: true, odometerM: 152340.5, alarm: 'sos' });
  });

  it('takes them from a POSTed form too, each one alone', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/ingest/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=demo-022&lat=33.5&lon=36.3&ignition=false&alarm=powerCut',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await positionsOf('demo-022');
    expect(row).toMatchObject({
      ignition: false,
      alarm: 'powerCut',
      odometerM: null,
      engineHours: null,
      fuelL: null,
      powerV: null,
    });
  });

  it('refuses a malformed or implausible attribute with 400 and says which', async () => {
    for (const [query, error] of [
      ['ignition=1', 'invalid ignition (true or false)'],
      ['ignition=TRUE', 'invalid ignition (true or false)'],
      ['ignition=true&ignition=false', 'invalid ignition (true or false)'],
      ['odometer=-1', 'invalid odometer'],
      ['odometer=1e3', 'invalid odometer'],
      ['odometer=20000000000', 'invalid odometer'],
      ['hours=abc', 'invalid hours'],
      ['fuel=0x10', 'invalid fuel'],
      ['fuel=200000', 'invalid fuel'],
      ['power=Infinity', 'invalid power'],
      ['power=-12', 'invalid power'],
      ['alarm=fire', 'invalid alarm (sos or powerCut)'],
      ['alarm=SOS', 'invalid alarm (sos or powerCut)'],
    ]) {
      const res = await send(`id=demo-023&lat=33.5&lon=36.3&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toBe(error);
    }
    expect(await positionsOf('demo-023')).toHaveLength(0);
  });

  it('counts empty attribute parameters as absent, as other optional fields', async () => {
    const res = await send('id=demo-024&lat=33.5&lon=36.3&ignition=&odometer=&alarm=');
    expect(res.statusCode).toBe(200);
    const [row] = await positionsOf('demo-024');
    expect(row).toMatchObject({ ignition: null, odometerM: null, alarm: null });
  });

  it('the live location keeps the latest figure of each kind, and only the newest alarm', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-025');
    const quiet = await vehicleByDevice(ctx.db, 'demo-024');
    const old = Math.floor(Date.now() / 1000) - 120;
    const at = (s: number) => `id=demo-025&lat=33.5&lon=36.3&timestamp=${s}`;
    expect((await send(`${at(old)}&odometer=1000&fuel=50&alarm=sos`)).statusCode).toBe(200);
    expect((await send(`${at(old + 60)}&ignition=false`)).statusCode).toBe(200);
    expect((await send(`id=demo-024&lat=33.5&lon=36.3&timestamp=${old}`)).statusCode).toBe(200);
    const live = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/app/monitoring/liveLocation',
      headers: await ctx.headersFor(OWNER, PERSONAL),
      payload: { vehicleIds: [v.id, quiet.id] },
    });
    expect(live.statusCode).toBe(200);
    const items = live.json().items as { vehicleId: string; attributes?: unknown }[];
    expect(items.find((i) => i.vehicleId === v.id)!.attributes).toEqual({
      ignition: false,
      odometerM: 1000,
      fuelL: 50,
    });
    // A tracker that sent no figures: ABP's shape, with no attributes at all.
    expect(items.find((i) => i.vehicleId === quiet.id)).not.toHaveProperty('attributes');
  });
});
