import { z } from 'zod';

// Who takes payments (server/modules/payments/providers.ts): the built-in sandbox, or Fatora.

export const PAYMENT_PROVIDERS = ['sandbox', 'fatora'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Fatora's public API host (its documentation's `https://api.fatora.io/v1/payments/…`). */
export const FATORA_DEFAULT_BASE_URL = 'https://api.fatora.io';

export interface FatoraConfig {
  /** FATORA_API_KEY: the merchant token Fatora issued, sent as the `api_key` header. */
  apiKey: string;
  /** FATORA_BASE_URL without a trailing slash. */
  baseUrl: string;
  /**
   * The longest one call to Fatora may take: 6 s, so a verify and a refund together stay within
   * the app's 15 s wait for a read (tests shorten it; not an environment variable).
   */
  timeoutMs: number;
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export const paymentEnv = {
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  FATORA_API_KEY: z.string().trim().min(1).optional(),
  FATORA_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    // The API key travels in a header: only a test fake on this machine may be plain http.
    .refine(
      (u) => u.startsWith('https:') || LOOPBACK.test(new URL(u).hostname),
      'must be https (plain http only for a fake on loopback)',
    )
    .default(FATORA_DEFAULT_BASE_URL),
};
type PaymentEnv = { [K in keyof typeof paymentEnv]?: z.infer<(typeof paymentEnv)[K]> };

/** Fatora cannot take a payment without the merchant's key: refuse to start rather than fail later. */
export function checkPaymentEnv(e: PaymentEnv, ctx: z.RefinementCtx): void {
  if (e.PAYMENT_PROVIDER === 'fatora' && !e.FATORA_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['FATORA_API_KEY'],
      message: 'required when PAYMENT_PROVIDER=fatora (the merchant API key Fatora issued)',
    });
  }
}

export const fatoraConfigOf = (e: PaymentEnv): FatoraConfig | null =>
  e.PAYMENT_PROVIDER === 'fatora' && e.FATORA_API_KEY
    ? {
        apiKey: e.FATORA_API_KEY,
        baseUrl: e.FATORA_BASE_URL ?? FATORA_DEFAULT_BASE_URL,
        timeoutMs: 6_000,
      }
    : null;
