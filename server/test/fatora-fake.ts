import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage } from './fatora-fake-page.ts';

/**
 * Fatora's payment gateway as its public API documentation describes it, on 127.0.0.1, for the
 * server tests and the end-to-end journey: `POST /v1/payments/checkout` (header `api_key`)
 * answers a checkout URL; that page's Pay and Fail buttons send the customer to `success_url` or
 * `failure_url` with `transaction_id` and `order_id` added to the query; `POST /v1/payments/verify`
 * and `POST /v1/payments/refund` take `{transaction_id, order_id}`. A test can make the next answer
 * of an API path slow, an HTTP error, or a lie of its own (`next`).
 */

export const FAKE_FATORA_KEY = 'E4B73FEE-TEST-MERCHANT-KEY';

export type FatoraPaymentStatus = 'SUCCESS' | 'PENDING' | 'FAILURE';
export type FatoraPath = 'checkout' | 'verify' | 'refund';

export interface FakeCheckout {
  session: string;
  order_id: string;
  amount: number;
  currency: string;
  language: string;
  client: { name?: string; phone?: string; email?: string };
  success_url: string;
  failure_url: string;
}

export interface FakeTransaction {
  transaction_id: string;
  order_id: string;
  amount: number;
  currency: string;
  payment_status: FatoraPaymentStatus;
  refunded: boolean;
}

/** What the next request to a path gets instead of the real answer (or before it: `delayMs`). */
export interface FakeAnswer {
  delayMs?: number;
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (an answer that is not JSON). */
  raw?: string;
}

const failure = (code: number, description: string) => ({
  status: 'FAILURE',
  error_code: code,
  description,
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.href;
}

export async function fakeFatora({ apiKey = FAKE_FATORA_KEY } = {}) {
  const checkouts = new Map<string, FakeCheckout>();
  const transactions = new Map<string, FakeTransaction>();
  const calls: { path: FatoraPath; apiKey: string | undefined; body: Record<string, unknown> }[] =
    [];
  const scripted = new Map<FatoraPath, FakeAnswer[]>();
  let origin = '';

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  function api(path: FatoraPath, body: Record<string, unknown>): [number, unknown] {
    const str = (key: string) => (typeof body[key] === 'string' ? body[key] : '');
    if (path === 'checkout') {
      const amount = Number(body.amount);
      if (!(amount > 0) || !str('order_id') || !str('success_url') || !str('failure_url')) {
        return [400, failure(400, 'amount, order_id, success_url and failure_url are required')];
      }
      const session = randomUUID();
      checkouts.set(session, {
        session,
        order_id: str('order_id'),
        amount,
        currency: str('currency'),
        language: str('language'),
        client: body.client ?? {},
        success_url: str('success_url'),
        failure_url: str('failure_url'),
      });
      return [
        200,
        { status: 'SUCCESS', result: { checkout_url: `${origin}/checkout/${session}` } },
      ];
    }
    const tx = transactions.get(str('transaction_id'));
    if (!tx || tx.order_id !== str('order_id')) {
      return [404, failure(404, 'The requested payment was not found.')];
    }
    if (path === 'verify') {
      const { refunded, ...result } = tx;
      return [200, { status: 'SUCCESS', result: { ...result, mode: 'test', refunded } }];
    }
    if (tx.payment_status !== 'SUCCESS' || tx.refunded) {
      return [422, failure(422, 'The payment cannot be refunded.')];
    }
    tx.refunded = true;
    return [200, { status: 'SUCCESS', result: { refund_status: 'completed' } }];
  }

  async function handleApi(path: FatoraPath, req: IncomingMessage, res: ServerResponse) {
    const text = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return json(res, 400, failure(400, 'The body is not JSON.'));
    }
    const key = req.headers.api_key;
    calls.push({ path, apiKey: Array.isArray(key) ? key[0] : key, body });
    const answer = scripted.get(path)?.shift();
    if (answer?.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (res.destroyed) return;
    if (answer?.raw !== undefined) return res.writeHead(answer.status ?? 200).end(answer.raw);
    if (answer?.status !== undefined || answer?.body !== undefined) {
      return json(res, answer.status ?? 200, answer.body ?? {});
    }
    if (key !== apiKey) return json(res, 401, failure(401, "Merchant API key isn't valid."));
    const [status, payload] = api(path, body);
    json(res, status, payload);
  }

  /** The customer's click on the checkout page: a transaction, and where Fatora sends them. */
  function decide(session: string, outcome: string): string | null {
    const checkout = checkouts.get(session);
    if (!checkout || !['pay', 'fail'].includes(outcome)) return null;
    const transaction: FakeTransaction = {
      transaction_id: String(randomInt(100_000_000, 999_999_999)),
      order_id: checkout.order_id,
      amount: checkout.amount,
      currency: checkout.currency,
      payment_status: outcome === 'pay' ? 'SUCCESS' : 'FAILURE',
      refunded: false,
    };
    transactions.set(transaction.transaction_id, transaction);
    return withQuery(outcome === 'pay' ? checkout.success_url : checkout.failure_url, {
      transaction_id: transaction.transaction_id,
      order_id: checkout.order_id,
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const apiPath = /^\/v1\/payments\/(checkout|verify|refund)$/.exec(url.pathname)?.[1];
    if (req.method === 'POST' && apiPath) {
      void handleApi(apiPath as FatoraPath, req, res);
      return;
    }
    if (url.pathname === '/favicon.ico') return res.writeHead(204).end();
    const page = /^\/checkout\/([0-9a-f-]{36})(?:\/(pay|fail))?$/.exec(url.pathname);
    const checkout = page ? checkouts.get(page[1]!) : undefined;
    if (!page || !checkout) return res.writeHead(404).end();
    if (req.method === 'GET' && !page[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(checkoutPage(checkout));
    }
    const target = req.method === 'POST' ? decide(checkout.session, page[2] ?? '') : null;
    if (!target) return res.writeHead(405).end();
    res.writeHead(303, { location: target }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** FATORA_BASE_URL of a server that uses this fake. */
    origin,
    apiKey,
    calls,
    checkouts: () => [...checkouts.values()],
    transactions,
    /** The next answers of `path`, in order (then the real ones). */
    next(path: FatoraPath, ...answers: FakeAnswer[]) {
      scripted.set(path, [...(scripted.get(path) ?? []), ...answers]);
    },
    /** A click on Pay or Fail of a checkout page without a browser: where the customer goes. */
    click(checkoutUrl: string, outcome: 'pay' | 'fail'): string {
      const session = new URL(checkoutUrl).pathname.split('/').pop() ?? '';
      const target = decide(session, outcome);
      if (!target) throw new Error(`no checkout at ${checkoutUrl}`);
      return target;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeFatora = Awaited<ReturnType<typeof fakeFatora>>;
