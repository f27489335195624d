import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bill, payment, request, trackAccount } from '../../db/schema.ts';
import { PAGE_CSP } from '../../auth/pages.ts';
import { receiveNotification } from './apply.ts';
import type { PaymentDeps } from './deps.ts';
import { missingPage, sandboxPage, type SandboxLine } from './sandbox-page.ts';
import { isPageToken, SANDBOX_PAGE_PATH } from './sandbox.ts';
import { safeReturnUrl } from './return-url.ts';
import { pageLanguage, type PaymentRow } from './service.ts';
import { makeNotification, SIGNATURE_HEADER } from './signature.ts';

export interface SandboxRouteDeps {
  db: Db;
  deps: PaymentDeps;
  secret: Buffer;
  publicUrl: string;
}

interface PageRoute {
  Params: { paymentId: string };
  Querystring: { t?: string };
  Body: { t?: string } | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new subscription's account name from its form, else the existing account's name. */
function labelOf(payload: unknown, accountName: string | null): string | null {
  const name = (payload as { accountName?: unknown } | null)?.accountName;
  return typeof name === 'string' && name.trim() ? name : accountName;
}

/**
 * The sandbox's hosted page at /payment-sandbox/:paymentId (the link from createCheckout) and its
 * two plain-form actions. Pay and Fail go through the same signed-notification path a real
 * provider's webhook takes (in-process), so the sandbox exercises the real checks.
 */
export function sandboxRoutes(app: FastifyInstance, s: SandboxRouteDeps): void {
  const csp = PAGE_CSP([new URL(s.publicUrl).origin]);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(body);

  async function find(id: string, token: unknown): Promise<PaymentRow | undefined> {
    if (!UUID.test(id) || !isPageToken(s.secret, id, token)) return undefined;
    return (await s.db.select().from(payment).where(eq(payment.id, id)))[0];
  }

  async function linesOf(row: PaymentRow): Promise<SandboxLine[]> {
    if (row.requestIds.length === 0) return [];
    const rows = await s.db
      .select({
        id: request.id,
        type: request.type,
        payload: request.payload,
        total: bill.total,
        account: trackAccount.name,
      })
      .from(request)
      .leftJoin(bill, eq(bill.requestId, request.id))
      .leftJoin(trackAccount, eq(trackAccount.id, request.trackAccountId))
      .where(inArray(request.id, row.requestIds));
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      label: labelOf(r.payload, r.account),
      total: r.total ?? 0,
    }));
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<PageRoute>(`${SANDBOX_PAGE_PATH}/:paymentId`, async (req, reply) => {
      const { paymentId } = req.params;
      const row = await find(paymentId, req.query.t);
      if (!row) return html(reply, 404, missingPage('en'));
      const view = {
        lang: pageLanguage(row.language),
        paymentId,
        status: row.status,
        amount: row.amount,
        lines: await linesOf(row),
        token: req.query.t ?? '',
        returnUrl: safeReturnUrl(row.callbackUrl, s.publicUrl),
      };
      return html(reply, 200, sandboxPage(view));
    });

    for (const [action, result] of [
      ['pay', 'Paid'],
      ['fail', 'Failed'],
    ] as const) {
      scope.post<PageRoute>(`${SANDBOX_PAGE_PATH}/:paymentId/${action}`, async (req, reply) => {
        const { paymentId } = req.params;
        const token = req.body?.t;
        let row = await find(paymentId, token);
        if (!row) return html(reply, 404, missingPage('en'));
        if (row.status === 'Pending') {
          const { body, signature } = makeNotification(s.secret, paymentId, result);
          await receiveNotification(s.db, s.deps, {
            headers: { [SIGNATURE_HEADER]: signature },
            body,
          });
          row = (await find(paymentId, token)) ?? row;
        }
        // Paid: back to the app, as a provider does; otherwise the page shows the outcome.
        const target =
          row.status === 'Paid'
            ? safeReturnUrl(row.callbackUrl, s.publicUrl)
            : `${SANDBOX_PAGE_PATH}/${paymentId}?t=${encodeURIComponent(String(token))}`;
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      });
    }
  });
}
