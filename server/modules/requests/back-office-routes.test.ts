import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../db/schema.ts';
import { BUSINESS, OWNER } from '../../test/tracking-helpers.ts';
import { createTenant } from '../tenants/service.ts';
import { transitionRequest } from './stages.ts';
import { firstBundle, requestRow, requestsApp, STRANGER, subscriptionForm } from './testing.ts';

// The request back office (issue 17): GET /api/app/request/all and /{id}, and a manager's
// advance and cancel, for holders of GoTrack.Requests.Manage in their own tenant only.

let h: Awaited<ReturnType<typeof requestsApp>>;
let owner: Record<string, string>;
let admin: Record<string, string>;
let sms: string;
let personal: string;
let foreign: string;
beforeAll(async () => {
  h = await requestsApp();
  owner = await h.headersFor(OWNER, BUSINESS);
  admin = await h.adminHeaders();
  const bundle = await firstBundle(h.db);
  sms = await h.create('smsBundleRenewalRequest', { smsBundleId: bundle.id }, owner);
  personal = await h.create(
    'personalAccountSubscriptionRequest',
    subscriptionForm({ accountName: 'Back office fleet' }),
    await h.headersFor(STRANGER),
  );
  // A request of another tenant: its id must look unknown to this tenant's managers.
  const other = await createTenant(h.db, 'Elsewhere');
  const mine = await requestRow(h.db, sms);
  const [row] = await h.db
    .insert(request)
    .values({
      tenantId: other.id,
      type: 'SmsBundleRenewalRequest',
      userId: mine.userId,
      payload: {},
    })
    .returning();
  foreign = row!.id;
});
afterAll(() => h.t.close());

type Row = { id: string; stage: string; ownerName: string; accountName: string | null };
const list = async (query: string, headers = admin) => {
  const res = await h.get(`/api/app/request/all?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: Row[]; totalCount: number }>();
};

describe('who may use the back office', () => {
  it('answers managers only: 401 signed out, 403 without the permission', async () => {
    expect((await h.get('/api/app/request/all', {})).statusCode).toBe(401);
    const refused = await h.get('/api/app/request/all', owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('Volo.Authorization:010001');
    expect((await h.get(`/api/app/request/${sms}`, owner)).statusCode).toBe(403);
    expect((await h.get(`/api/app/request/${sms}`, {})).statusCode).toBe(401);
    expect((await h.post(`/api/app/request/${sms}/advance`, undefined, owner)).statusCode).toBe(
      403,
    );
  });

  it('lists every account’s requests of the tenant with account and owner, newest first', async () => {
    const all = await list('maxResultCount=1000');
    const ids = all.items.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([sms, personal]));
    expect(ids).not.toContain(foreign);
    expect(ids.indexOf(personal)).toBeLessThan(ids.indexOf(sms));
    const row = all.items.find((r) => r.id === sms)!;
    expect(row).toMatchObject({ accountName: BUSINESS, stage: 'Review' });
    expect(row.ownerName).not.toBe('');
  });

  it('reads any request of the tenant; another tenant’s answers 404 like an unknown id', async () => {
    const res = await h.get(`/api/app/request/${personal}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: personal, accountName: 'Back office fleet' });
    expect(res.json().bill.total).toBeGreaterThan(0);
    expect((await h.get(`/api/app/request/${foreign}`, admin)).statusCode).toBe(404);
    expect((await h.get(`/api/app/request/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await h.post(`/api/app/request/${foreign}/advance`, undefined, admin)).statusCode).toBe(
      404,
    );
    expect((await h.post(`/api/app/request/${foreign}/cancel`, undefined, admin)).statusCode).toBe(
      404,
    );
    expect((await requestRow(h.db, foreign)).stage).toBe('Review');
  });
});

describe('filters and paging', () => {
  it('filters by stage, type and status', async () => {
    const byType = await list('types=PersonalAccountSubscription');
    expect(byType.items.map((r) => r.id)).toEqual([personal]);
    await transitionRequest(h.db, personal, 'Payment');
    expect((await list('stage=Payment')).items.map((r) => r.id)).toEqual([personal]);
    expect((await list('stage=Review')).items.map((r) => r.id)).toEqual([sms]);
    expect((await list('status=Canceled')).totalCount).toBe(0);
    expect((await h.get('/api/app/request/all?stage=Nowhere', admin)).statusCode).toBe(400);
  });

  it('pages with skipCount and maxResultCount', async () => {
    const first = await list('maxResultCount=1');
    const second = await list('maxResultCount=1&skipCount=1');
    expect(first.totalCount).toBe(2);
    expect(second.totalCount).toBe(2);
    expect([first.items[0]!.id, second.items[0]!.id]).toEqual([personal, sms]);
    expect((await list('skipCount=5')).items).toEqual([]);
  });

  it('sorts by ABP sorting: stages in their order, dates, and refuses unknown fields', async () => {
    const ids = async (sorting: string) =>
      (await list(`sorting=${encodeURIComponent(sorting)}`)).items.map((r) => r.id);
    // sms is in Review, personal in Payment (the filter test moved it): Review comes first.
    expect(await ids('stage asc')).toEqual([sms, personal]);
    expect(await ids('stage desc')).toEqual([personal, sms]);
    expect(await ids('creationTime asc')).toEqual([sms, personal]);
    expect(await ids('creationTime desc')).toEqual([personal, sms]);
    for (const bad of ['ownerName asc', 'stage sideways', 'stage; drop table request']) {
      const res = await h.get(`/api/app/request/all?sorting=${encodeURIComponent(bad)}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(['sorting']);
    }
  });
});

describe('a manager moves requests on', () => {
  it('advances and cancels any request of the tenant, with a clear refusal once done', async () => {
    const moved = await h.post(`/api/app/request/${sms}/advance`, undefined, admin);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().stage).toBe('Payment');
    // The owner sees the move.
    const mine = (await h.get(`/api/app/smsBundleRenewalRequest?requestId=${sms}`, owner)).json();
    expect(mine.stage).toBe('Payment');

    expect((await h.post(`/api/app/request/${personal}/cancel`, undefined, admin)).statusCode).toBe(
      204,
    );
    const again = await h.post(`/api/app/request/${personal}/cancel`, undefined, admin);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe('Only a pending request can be cancelled.');
    const advance = await h.post(`/api/app/request/${personal}/advance`, undefined, admin);
    expect(advance.statusCode).toBe(403);
    expect(advance.json().error.message).toBe(
      'This request cannot move from Canceled to PaymentReview.',
    );
  });

  it('refuses to advance or cancel a finished request', async () => {
    await h.post(`/api/app/request/${sms}/advance`, undefined, admin);
    const done = await h.post(`/api/app/request/${sms}/advance`, undefined, admin);
    expect(done.json().stage).toBe('Finished');
    const advance = await h.post(`/api/app/request/${sms}/advance`, undefined, admin);
    expect(advance.statusCode).toBe(403);
    expect(advance.json().error.message).toBe(
      'This request cannot move from Processed to Finished.',
    );
    const cancel = await h.post(`/api/app/request/${sms}/cancel`, undefined, admin);
    expect(cancel.json().error.message).toBe('Only a pending request can be cancelled.');
    const ar = await h.post(`/api/app/request/${sms}/cancel`, undefined, {
      ...admin,
      'accept-language': 'ar',
    });
    expect(ar.json().error.message).toBe('لا يمكن إلغاء إلا طلب معلّق.');
  });
});
