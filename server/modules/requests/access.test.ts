import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS, OBSERVER, OWNER } from '../../test/tracking-helpers.ts';
import { firstBundle, requestsApp, STRANGER, subscriptionForm } from './testing.ts';

let h: Awaited<ReturnType<typeof requestsApp>>;
let owner: Record<string, string>;
let observer: Record<string, string>;
let stranger: Record<string, string>;
let business: string;
let smsRequest: string;
let personalRequest: string;
beforeAll(async () => {
  h = await requestsApp();
  business = await h.accountId(BUSINESS);
  owner = await h.headersFor(OWNER, BUSINESS);
  observer = await h.headersFor(OBSERVER, BUSINESS);
  stranger = await h.headersFor(STRANGER);
  const bundle = await firstBundle(h.db);
  smsRequest = await h.create('smsBundleRenewalRequest', { smsBundleId: bundle.id }, owner);
  personalRequest = await h.create(
    'personalAccountSubscriptionRequest',
    subscriptionForm(),
    stranger,
  );
});
afterAll(() => h.t.close());

describe('who may act on requests', () => {
  it('refuses observers (403) and strangers (404) on an account', async () => {
    const bundle = await firstBundle(h.db);
    const byObserver = await h.post(
      '/api/app/smsBundleRenewalRequest',
      { smsBundleId: bundle.id },
      observer,
    );
    expect(byObserver.statusCode).toBe(403);
    expect(byObserver.json().error.message).toBe('You are an observer not an owner');
    const byStranger = await h.post(
      '/api/app/smsBundleRenewalRequest',
      { smsBundleId: bundle.id, trackAccountId: business },
      stranger,
    );
    expect(byStranger.statusCode).toBe(404);
    const noAccount = await h.post(
      '/api/app/smsBundleRenewalRequest',
      { smsBundleId: bundle.id },
      stranger,
    );
    expect(noAccount.statusCode).toBe(403);
    expect(noAccount.json().error.message).toBe('Choose a track account first.');
  });

  it('shows a request to its owner only', async () => {
    const url = `/api/app/smsBundleRenewalRequest?requestId=${smsRequest}`;
    expect((await h.get(url, owner)).statusCode).toBe(200);
    expect((await h.get(url, observer)).statusCode).toBe(404);
    expect((await h.get(url, stranger)).statusCode).toBe(404);
    expect((await h.get(url, {})).statusCode).toBe(401);
    // The wrong family's path does not find it either.
    expect((await h.get(`/api/app/addVehiclesRequest/${smsRequest}`, owner)).statusCode).toBe(404);
  });

  it('lets only the owner cancel', async () => {
    const url = (id: string) => `/api/app/request/${id}/cancel`;
    expect((await h.post(url(smsRequest), undefined, observer)).statusCode).toBe(404);
    expect((await h.post(url(personalRequest), undefined, owner)).statusCode).toBe(404);
    expect((await h.post(url(personalRequest), undefined, {})).statusCode).toBe(401);
  });

  it('lists the caller’s requests and an owned account’s requests', async () => {
    const mine = (await h.get('/api/app/request?maxResultCount=999', owner)).json();
    expect(mine.items.map((r: { id: string }) => r.id)).toEqual([smsRequest]);
    const filtered = await h.get(
      '/api/app/request?types=AddVehiclesRequest&types=RenewSubscription',
      owner,
    );
    expect(filtered.json()).toEqual({ items: [], totalCount: 0 });
    const pending = await h.get(
      '/api/app/request?types=SmsBundleRenewalRequest&status=Pending',
      owner,
    );
    expect(pending.json().totalCount).toBe(1);
    const theirs = (await h.get('/api/app/request', stranger)).json();
    expect(theirs.items.map((r: { id: string }) => r.id)).toEqual([personalRequest]);

    const account = await h.get(
      `/api/app/request/ofTrackAccountId?trackAccountId=${business}`,
      owner,
    );
    expect(account.json().totalCount).toBe(1);
    expect((await h.get('/api/app/request/ofTrackAccountId', observer)).statusCode).toBe(403);
    const other = await h.get(
      `/api/app/request/ofTrackAccountId?trackAccountId=${business}`,
      stranger,
    );
    expect(other.statusCode).toBe(404);
    expect((await h.get('/api/app/request', {})).statusCode).toBe(401);
  });

  it('caps the page size at 1000', async () => {
    expect((await h.get('/api/app/request?maxResultCount=1001', owner)).statusCode).toBe(400);
  });

  it('pays only one’s own request of that family', async () => {
    const body = {
      requestId: smsRequest,
      language: 'en',
      savedCards: true,
      callBackUrl: 'http://x/track-accounts',
    };
    expect(
      (await h.post('/api/app/smsBundleRenewalRequest/payment', body, stranger)).statusCode,
    ).toBe(404);
    expect((await h.post('/api/app/addVehiclesRequest/payment', body, owner)).statusCode).toBe(404);
    // Still in Review: the payments module refuses it.
    expect((await h.post('/api/app/smsBundleRenewalRequest/payment', body, owner)).statusCode).toBe(
      403,
    );
  });
});
