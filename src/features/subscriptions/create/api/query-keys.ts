import { subscriptionQueries } from '../../api/query-keys';

/**
 * Keys of the create screen's catalogue lists, under the feature's root key (one factory per
 * feature, DESIGN.md). Localized names carry the language, like the plans.
 */
export const createQueries = {
  geoNodes: (locale: string) => [...subscriptionQueries.all(), 'geoNodes', locale] as const,
  durationDiscounts: () => [...subscriptionQueries.all(), 'durationDiscounts'] as const,
  smsBundles: (locale: string) => [...subscriptionQueries.all(), 'smsBundles', locale] as const,
};
