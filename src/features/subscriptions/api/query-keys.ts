/**
 * Query keys of the subscriptions feature, from one place (DESIGN.md). Catalogue names arrive
 * localized by Accept-Language, so their keys carry the language: a persisted English list is
 * never shown to an Arabic reader.
 */
export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  plans: (locale: string) => ['subscriptions', 'plans', locale] as const,
  planFeatures: (planKey: string, locale: string) =>
    ['subscriptions', 'plans', locale, planKey, 'features'] as const,
  /** What the server made of a payer's return from the payment provider (never persisted). */
  paymentReturn: (paymentId: string, reference: string | null) =>
    ['subscriptions', 'payment-return', paymentId, reference] as const,
};
