import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER } from '../../test/tracking-helpers.ts';
import { formatSp, sandboxPage, type SandboxView } from './sandbox-page.ts';
import { paymentsApp } from './testing.ts';

const view: SandboxView = {
  lang: 'en',
  paymentId: '6f1c1d52-7d0c-4d8e-9b7e-2f9a3c1b0a11',
  status: 'Pending',
  amount: 1234.5,
  lines: [
    { id: 'a1b2c3d4-0000', type: 'PersonalAccountSubscription', label: 'My car', total: 1200 },
    { id: 'e5f6a7b8-0000', type: 'SmsBundleRenewalRequest', label: null, total: 34.5 },
  ],
  token: 'tok',
  returnUrl: '/',
};

describe('sandbox page rendering', () => {
  it('English: amount in SP, requests with types and totals, Pay and Fail forms', () => {
    const html = sandboxPage(view);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('1,234.50 SP');
    expect(html).toContain('1,200.00 SP');
    expect(html).toContain('Personal subscription');
    expect(html).toContain('SMS bundle renewal');
    expect(html).toContain('e5f6a7b8');
    expect(html).toContain(`action="/payment-sandbox/${view.paymentId}/pay"`);
    expect(html).toContain(`action="/payment-sandbox/${view.paymentId}/fail"`);
    expect(html).toContain('name="t" value="tok"');
    expect(html).not.toMatch(/<script/i);
  });

  it('Arabic: right-to-left with Arabic texts', () => {
    const html = sandboxPage({ ...view, lang: 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('اشتراك شخصي');
    expect(html).toContain('الإجمالي');
    expect(html).toContain('1,234.50 ل.س');
  });

  it('formats amounts with two decimals and the currency label of the language', () => {
    expect(formatSp(1234.5)).toBe('<bdi dir="ltr">1,234.50 SP</bdi>');
    expect(formatSp(0, 'ar')).toBe('<bdi>0.00 ل.س</bdi>');
  });

  it('escapes what came from users', () => {
    const html = sandboxPage({
      ...view,
      lines: [{ ...view.lines[0]!, label: '<img src=x onerror=alert(1)>"' }],
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
  });

  it('a finished payment shows its status and a way back, no buttons', () => {
    const html = sandboxPage({ ...view, status: 'Paid', returnUrl: 'http://x/track-accounts' });
    expect(html).toContain('This payment is paid.');
    expect(html).toContain('href="http://x/track-accounts"');
    expect(html).not.toContain('<form');
  });
});

describe('GET /payment-sandbox/:id', () => {
  let s: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    s = await paymentsApp();
  });
  afterAll(() => s.t.close());

  it('serves the page in the payment language with a script-free CSP', async () => {
    const owner = await s.headersFor(OWNER);
    const ownerId = await s.userId(OWNER);
    const requestId = await s.insertRequest(ownerId, {
      type: 'BusinessAccountSubscription',
      total: 99.999,
      payload: { accountName: '<b>Fleet</b>' },
    });
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/app/payment/payMultipleRequests',
      headers: owner,
      payload: { requestIds: [requestId], language: 'ar' },
    });
    const page = await s.t.app.inject({ url: s.pathOf(res.body).url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('اشتراك تجاري');
    expect(page.body).toContain('&lt;b&gt;Fleet&lt;/b&gt;');
    // numeric(14, 2) keeps cents: 99.999 is stored as 100.00; the currency label is the app's.
    expect(page.body).toContain('100.00 ل.س');
  });

  it("names an existing account's request by the account", async () => {
    const owner = await s.headersFor(OWNER);
    const requestId = await s.insertRequest(await s.userId(OWNER), {
      trackAccountId: await s.accountId('Demo Logistics'),
    });
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/app/payment/payMultipleRequests',
      headers: owner,
      payload: { requestIds: [requestId], language: 'en' },
    });
    const page = await s.t.app.inject({ url: s.pathOf(res.body).url });
    expect(page.body).toContain('<td>Demo Logistics</td>');
  });
});
