import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPng } from '../../lib/png.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { isTileInRange } from './render.ts';

describe('GET /dev-tiles/:layer/:z/:x/:y.png (demo mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());

  it('serves a cacheable 256×256 PNG', async () => {
    const res = await t.app.inject({ url: '/dev-tiles/street/12/2450/1650.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(isPng(res.rawPayload)).toBe(true);
    // IHDR comes first: width and height at bytes 16–23.
    expect(res.rawPayload.readUInt32BE(16)).toBe(256);
    expect(res.rawPayload.readUInt32BE(20)).toBe(256);
  });

  it('is deterministic, and satellite differs from street', async () => {
    const get = (url: string) => t.app.inject({ url }).then((r) => r.rawPayload);
    const a = await get('/dev-tiles/street/3/1/2.png');
    expect(await get('/dev-tiles/street/3/1/2.png')).toEqual(a);
    expect(await get('/dev-tiles/satellite/3/1/2.png')).not.toEqual(a);
    expect(isPng(await get('/dev-tiles/satellite/0/0/0.png'))).toBe(true);
    expect(isPng(await get('/dev-tiles/street/22/4194303/4194303.png'))).toBe(true);
  });

  it.each([
    '/dev-tiles/street/2/4/0.png', // x beyond 2^z − 1
    '/dev-tiles/street/2/0/4.png', // y beyond 2^z − 1
    '/dev-tiles/street/23/0/0.png', // zoom beyond 22
    '/dev-tiles/street/-1/0/0.png',
    '/dev-tiles/street/1/0.5/0.png',
    '/dev-tiles/roads/1/0/0.png', // unknown layer
  ])('answers %s with the 404 envelope', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toHaveProperty('error.message');
  });

  it('serves PNG only', async () => {
    const res = await t.app.inject({ url: '/dev-tiles/street/1/0/0.jpg' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /dev-tiles in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({ config: { demo: false } });
  });
  afterAll(() => t.close());

  it('answers 404', async () => {
    const res = await t.app.inject({ url: '/dev-tiles/street/12/2450/1650.png' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toBe('image/png');
  });
});

describe('isTileInRange', () => {
  it('accepts the pyramid and nothing else', () => {
    expect(isTileInRange(0, 0, 0)).toBe(true);
    expect(isTileInRange(0, 1, 0)).toBe(false);
    expect(isTileInRange(12, 4095, 4095)).toBe(true);
    expect(isTileInRange(12, 4096, 0)).toBe(false);
    expect(isTileInRange(22, 0, 0)).toBe(true);
    expect(isTileInRange(23, 0, 0)).toBe(false);
    expect(isTileInRange(1, -1, 0)).toBe(false);
    expect(isTileInRange(1.5, 0, 0)).toBe(false);
  });
});
