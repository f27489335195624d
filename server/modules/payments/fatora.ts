import type { FastifyBaseLogger } from 'fastify';
import type { FatoraConfig } from '../../config-payments.ts';
import { BusinessError } from '../../http/errors.ts';
import type { OutboundGuard } from '../../outbound/guard.ts';
import {
  checkoutAnswer,
  fatoraPost,
  FatoraUnreachable,
  isFailureEnvelope,
  refundAnswer,
  verifyAnswer,
  type FatoraAnswer,
  type FatoraPath,
} from './fatora-api.ts';
import { CHECKOUT_UNAVAILABLE, NOT_PAYABLE, VERIFY_UNAVAILABLE } from './messages.ts';
import type { PaymentProvider } from './provider.ts';

export const FATORA = 'fatora';
/** Amounts are Syrian pounds (the app's "SP"), ISO 4217 SYP. */
export const FATORA_CURRENCY = 'SYP';

const cents = (amount: number) => Math.round(amount * 100);

export interface FatoraOptions {
  config: FatoraConfig;
  guard: OutboundGuard;
  log?: FastifyBaseLogger;
}

/**
 * Fatora's standard checkout. Its redirect back to the app proves nothing (anyone can type a
 * success URL): a result counts only once `verify` confirmed it for this order, this transaction
 * and this amount. Fatora opens a new checkout session on every call, so only a Pending payment
 * gets one.
 */
export function fatoraProvider({ config, guard, log }: FatoraOptions): PaymentProvider {
  const post = fatoraPost(config, guard);

  /** An answer, or the user's message when Fatora could not be asked (logged for the operator). */
  async function ask(path: FatoraPath, body: Record<string, unknown>, message: string) {
    try {
      return await post(path, body);
    } catch (err) {
      if (!(err instanceof FatoraUnreachable)) throw err;
      log?.error({ err }, 'Fatora did not answer');
      throw new BusinessError(message);
    }
  }
  const unusable = (path: FatoraPath, answer: FatoraAnswer, message: string) => {
    log?.error({ http: answer.http, body: answer.body }, `Fatora's ${path} answer is unusable`);
    return new BusinessError(message);
  };

  return {
    name: FATORA,

    async createCheckout(p) {
      if (p.status !== 'Pending') throw new BusinessError(NOT_PAYABLE);
      const answer = await ask(
        'checkout',
        {
          amount: cents(p.amount) / 100,
          currency: FATORA_CURRENCY,
          order_id: p.id,
          client: p.payer,
          language: p.language,
          success_url: p.returnUrl,
          failure_url: p.returnUrl,
        },
        CHECKOUT_UNAVAILABLE,
      );
      const parsed = checkoutAnswer.safeParse(answer.body);
      if (answer.http !== 200 || !parsed.success) {
        throw unusable('checkout', answer, CHECKOUT_UNAVAILABLE);
      }
      return parsed.data.result.checkout_url;
    },

    // Results are asked for (fetchResult), never pushed: the notification endpoint refuses all.
    verifyNotification: () => null,

    async fetchResult(p, reference) {
      const answer = await ask(
        'verify',
        { transaction_id: reference, order_id: p.id },
        VERIFY_UNAVAILABLE,
      );
      // Fatora does not know this transaction for this order: a forged or mistyped return. (A
      // refused key, 401/403, is the operator's problem, not the payer's: unavailable below.)
      const unknown = [400, 404, 422].includes(answer.http);
      if (unknown || (answer.http === 200 && isFailureEnvelope(answer.body))) {
        log?.warn({ paymentId: p.id, reference }, 'Fatora knows no such transaction');
        return null;
      }
      const parsed = verifyAnswer.safeParse(answer.body);
      if (answer.http !== 200 || !parsed.success) {
        throw unusable('verify', answer, VERIFY_UNAVAILABLE);
      }
      const r = parsed.data.result;
      const mismatch =
        r.order_id !== p.id
          ? 'another order'
          : r.transaction_id !== reference
            ? 'another transaction'
            : r.payment_status === 'SUCCESS' && cents(r.amount) !== cents(p.amount)
              ? 'another amount'
              : r.currency && r.currency !== FATORA_CURRENCY
                ? 'another currency'
                : null;
      if (mismatch) {
        // Never applied: the operator compares it with Fatora's dashboard.
        log?.error(
          { paymentId: p.id, reference, answer: r },
          `Fatora's verify is about ${mismatch}`,
        );
        return null;
      }
      if (r.payment_status === 'PENDING') return null;
      return {
        status: r.payment_status === 'SUCCESS' ? 'Paid' : 'Failed',
        reference,
        amount: r.amount,
      };
    },

    async refund(p, reference) {
      try {
        const answer = await post('refund', { transaction_id: reference, order_id: p.id });
        const ok = answer.http === 200 && refundAnswer.safeParse(answer.body).success;
        if (!ok) log?.warn({ paymentId: p.id, reference, answer }, 'Fatora refused the refund');
        return ok;
      } catch (err) {
        log?.warn({ err, paymentId: p.id, reference }, 'Fatora did not answer the refund');
        return false;
      }
    },
  };
}
