import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { abpErrorEnvelope } from '../../src/api/contract/common.ts';
import { endpoint } from '../../src/api/contract/endpoint.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';
import { BusinessError, NotFoundError } from './errors.ts';
import { route } from './route.ts';

const createThing = endpoint({
  method: 'POST',
  path: '/api/test/things/:id',
  params: z.object({ id: z.uuid() }),
  body: z.object({
    name: z.string().min(2),
    address: z.object({ city: z.string() }),
    items: z.array(z.object({ name: z.string() })),
  }),
  response: z.object({ id: z.string(), name: z.string() }),
});
const fail = (path: string) =>
  endpoint({ method: 'GET', path: `/api/test/${path}`, response: z.object({ ok: z.boolean() }) });

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({
    extend(app) {
      route(app, createThing, (req) => ({ id: req.params.id, name: req.body.name }));
      route(app, fail('business'), () => {
        throw new BusinessError('Plate already registered', { code: 'GoTrack:01', details: 'x' });
      });
      route(app, fail('missing'), () => {
        throw new NotFoundError();
      });
      route(app, fail('crash'), () => {
        throw new Error('connection to 10.0.0.5 refused: password=hunter2');
      });
      // The server breaking its own contract is a server error too.
      route(app, fail('bad-response'), () => ({ ok: 'yes' }) as unknown as { ok: boolean });
    },
  });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) {
  const res = await t.app.inject({ method, url, payload: payload as string, headers });
  const body = res.json();
  expect(res.headers['_abperrorformat']).toBe('true');
  expect(abpErrorEnvelope.safeParse(body).success).toBe(true);
  return { status: res.statusCode, error: body.error };
}

describe('ABP error envelope', () => {
  it('accepts a valid request', async () => {
    const body = { name: 'Car', address: { city: 'Amman' }, items: [{ name: 'a' }] };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/test/things/${ID}`,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ID, name: 'Car' });
  });

  it('400 with camelCase member paths for invalid bodies', async () => {
    const body = { name: 'C', address: {}, items: [{ name: 'ok' }, { name: 5 }] };
    const { status, error } = await call('POST', `/api/test/things/${ID}`, body);
    expect(status).toBe(400);
    expect(error.message).toBe('Your request is not valid!');
    const members = error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    expect(members.sort()).toEqual(['address.city', 'items.1.name', 'name']);
    expect(error.details).toContain('address.city');
  });

  it('400 for invalid route params and localizes the message', async () => {
    const { status, error } = await call(
      'POST',
      '/api/test/things/nope',
      {},
      { 'accept-language': 'ar' },
    );
    expect(status).toBe(400);
    expect(error.message).toBe('طلبك غير صالح!');
    expect(error.validationErrors[0].members).toEqual(['id']);
  });

  it('400 for malformed JSON', async () => {
    const { status } = await call('POST', `/api/test/things/${ID}`, '{"name": ', {
      'content-type': 'application/json',
    });
    expect(status).toBe(400);
  });

  it('413 for a body over the limit', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const { status } = await call('POST', `/api/test/things/${ID}`, big, {
      'content-type': 'application/json',
    });
    expect(status).toBe(413);
  });

  it('403 for business errors, keeping code, message and details', async () => {
    const { status, error } = await call('GET', '/api/test/business');
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: 'GoTrack:01',
      message: 'Plate already registered',
      details: 'x',
    });
  });

  it("speaks the caller's language in business and not-found messages", async () => {
    const ar = { 'accept-language': 'ar' };
    expect((await call('GET', '/api/test/business', undefined, ar)).error.message).toBe(
      'اللوحة مسجّلة من قبل',
    );
    expect((await call('GET', '/api/test/missing', undefined, ar)).error.message).toBe(
      'لا يوجد عنصر كهذا.',
    );
  });

  it('404 for missing entities', async () => {
    const { status, error } = await call('GET', '/api/test/missing');
    expect(status).toBe(404);
    expect(error.message).toBe('There is no such an entity.');
  });

  it('500 without leaking internals', async () => {
    for (const path of ['crash', 'bad-response']) {
      const res = await t.app.inject({ url: `/api/test/${path}` });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: { message: 'An internal error occurred during your request!' },
      });
      expect(res.body).not.toMatch(/hunter2|10\.0\.0\.5|schema|stack/i);
    }
  });

  it('404 envelope for unknown server paths, whatever the method or Accept', async () => {
    for (const url of ['/api/nope', '/connect/nope', '/.well-known/nope', '/ingest/nope', '/api']) {
      for (const method of ['GET', 'POST'] as const) {
        const { status } = await call(method, url, undefined, { accept: 'text/html' });
        expect(status).toBe(404);
      }
    }
  });
});
