import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../test/test-app.ts';

// Issue 19: a re-read API answer that did not change is a 304 with no body.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const TEXTS = '/api/abp/application-localization?cultureName=en&onlyDynamics=false';
const CONFIG = '/api/abp/application-configuration';
const get = (headers: Record<string, string> = {}, url = TEXTS) =>
  t.app.inject({ url, headers: { 'accept-language': 'en', ...headers } });

describe('ETags on API answers', () => {
  it('tags an answer and answers 304 with no body when the client has it', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toBeUndefined();

    // Compressed or not, the same JSON has the same tag.
    const br = await get({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(304);
  });

  it('a different answer (another language) is sent whole, with its own tag', async () => {
    const en = await get({}, CONFIG);
    // The caller's own state is never kept by a browser, tag or not.
    expect(en.headers['cache-control']).toBe('no-store');
    const ar = await get(
      { 'accept-language': 'ar', 'if-none-match': en.headers.etag as string },
      CONFIG,
    );
    expect(ar.statusCode).toBe(200);
    expect(ar.headers.etag).not.toBe(en.headers.etag);
    expect(ar.json()).toHaveProperty('localization');
  });

  it('leaves errors and writes alone', async () => {
    const missing = await t.app.inject({ url: '/api/app/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const post = await t.app.inject({ method: 'POST', url: '/api/account/register', payload: {} });
    expect(post.headers.etag).toBeUndefined();
  });
});
