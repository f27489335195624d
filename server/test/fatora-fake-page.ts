import type { FakeCheckout } from './fatora-fake.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The fake's hosted checkout page: what is paid, and the two outcomes a test can choose. */
export function checkoutPage(c: FakeCheckout): string {
  const action = (outcome: string) => `/checkout/${c.session}/${outcome}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fatora checkout</title></head>
<body><main>
<h1>Fatora checkout</h1>
<p>Order <span id="order">${escape(c.order_id)}</span></p>
<p>Amount <span id="amount">${c.amount.toFixed(2)} ${escape(c.currency)}</span></p>
<p>Customer ${escape(c.client.name ?? '')} ${escape(c.client.phone ?? '')}</p>
<form method="post" action="${action('pay')}"><button type="submit">Pay</button></form>
<form method="post" action="${action('fail')}"><button type="submit">Fail</button></form>
</main></body></html>`;
}
