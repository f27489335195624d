import { z } from 'zod';
import type { FatoraConfig } from '../../config-payments.ts';
import type { OutboundGuard } from '../../outbound/guard.ts';

/**
 * Fatora's HTTP API as its public documentation describes it: `POST {base}/v1/payments/{path}`
 * with the merchant key in the `api_key` header, JSON both ways, answers enveloped as
 * `{"status":"SUCCESS","result":{…}}` or `{"status":"FAILURE","error_code":…,"description":…}`.
 * Every call goes through the outbound guard (no redirects, bounded size and time).
 */

export type FatoraPath = 'checkout' | 'verify' | 'refund';

/** Fatora could not be asked (no answer in time, refused by the guard, unreachable). */
export class FatoraUnreachable extends Error {
  override name = 'FatoraUnreachable';
}

export interface FatoraAnswer {
  /** The HTTP status. */
  http: number;
  /** The JSON body, or null when it was not JSON. */
  body: unknown;
}

export type FatoraPost = (path: FatoraPath, body: Record<string, unknown>) => Promise<FatoraAnswer>;

export function fatoraPost(config: FatoraConfig, guard: OutboundGuard): FatoraPost {
  return async (path, body) => {
    let response;
    try {
      response = await guard.request({
        url: `${config.baseUrl}/v1/payments/${path}`,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          api_key: config.apiKey,
        },
        body: JSON.stringify(body),
        timeoutMs: config.timeoutMs,
      });
    } catch (err) {
      throw new FatoraUnreachable(`Fatora ${path}: ${(err as Error).message}`, { cause: err });
    }
    let json: unknown = null;
    try {
      json = JSON.parse(response.body.toString('utf8'));
    } catch {
      // Left null: the caller treats an answer it cannot read as no answer.
    }
    return { http: response.status, body: json };
  };
}

/** Fatora writes ids and amounts as strings or numbers depending on the field and the call. */
const text = z.union([z.string(), z.number()]).transform(String);

export const checkoutAnswer = z.object({
  status: z.literal('SUCCESS'),
  result: z.object({ checkout_url: z.url({ protocol: /^https?$/ }) }),
});

export const verifyAnswer = z.object({
  status: z.literal('SUCCESS'),
  result: z.object({
    order_id: text,
    transaction_id: text,
    amount: z.coerce.number().finite(),
    currency: z.string().optional(),
    payment_status: z.enum(['SUCCESS', 'PENDING', 'FAILURE']),
  }),
});

export const refundAnswer = z.object({ status: z.literal('SUCCESS') });

/** `{"status":"FAILURE",…}`: Fatora understood the call and said no (e.g. payment not found). */
export const isFailureEnvelope = (body: unknown) =>
  (body as { status?: unknown } | null)?.status === 'FAILURE';
