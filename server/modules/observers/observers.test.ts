import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTrackAccountAssociation as assoc } from '../../db/schema.ts';
import { BUSINESS, OBSERVER, OWNER, PERSONAL, trackingApp } from '../../test/tracking-helpers.ts';

let ctx: Awaited<ReturnType<typeof trackingApp>>;
beforeAll(async () => {
  ctx = await trackingApp();
});
afterAll(() => ctx.t.close());

const get = (url: string, headers: Record<string, string>) =>
  ctx.t.app.inject({ method: 'GET', url, headers });

describe('GET /api/app/observation', () => {
  it("lists the account's observers with their status for the owner", async () => {
    const owner = await ctx.headersFor(OWNER, BUSINESS);
    const res = await get('/api/app/observation?maxResultCount=999', owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(1);
    expect(body.items[0]).toMatchObject({
      phoneNumber: OBSERVER,
      status: 'Active',
      invitationStatus: 'Accepted',
    });
    expect(body.items[0].name).not.toBe('');

    // A deactivated observer is still listed, as Inactive.
    const businessId = await ctx.accountId(BUSINESS);
    await ctx.db
      .update(assoc)
      .set({ isActive: false })
      .where(and(eq(assoc.id, body.items[0].id), eq(assoc.trackAccountId, businessId)));
    const after = (await get('/api/app/observation', owner)).json();
    expect(after.items[0]).toMatchObject({ id: body.items[0].id, status: 'Inactive' });
    await ctx.db.update(assoc).set({ isActive: true }).where(eq(assoc.id, body.items[0].id));
  });

  it('pages like ABP and shows no other account', async () => {
    // The personal account has only the demo observer's invitation, not yet accepted.
    const personal = await ctx.headersFor(OWNER, PERSONAL);
    const res = await get('/api/app/observation?skipCount=0&maxResultCount=10', personal);
    expect(res.json()).toEqual({
      items: [expect.objectContaining({ phoneNumber: OBSERVER, invitationStatus: 'Pending' })],
      totalCount: 1,
    });
    const owner = await ctx.headersFor(OWNER, BUSINESS);
    const beyond = (await get('/api/app/observation?skipCount=5', owner)).json();
    expect(beyond).toEqual({ items: [], totalCount: 1 });
    expect((await get('/api/app/observation?maxResultCount=0', owner)).statusCode).toBe(400);
  });

  it('is refused to observers, to a token without an account and to anonymous callers', async () => {
    const observer = await ctx.headersFor(OBSERVER, BUSINESS);
    const asObserver = await get('/api/app/observation', observer);
    expect(asObserver.statusCode).toBe(403);
    expect(asObserver.json().error.message).toBe('You are an observer not an owner');
    const noAccount = await ctx.headersFor(OWNER);
    expect((await get('/api/app/observation', noAccount)).statusCode).toBe(403);
    expect((await get('/api/app/observation', {})).statusCode).toBe(401);
  });
});
