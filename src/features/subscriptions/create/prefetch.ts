import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { plansQuery } from '../api/list-plans';
import { durationDiscountsQuery } from './api/duration-discounts';
import { geoNodesQuery } from './api/geo-nodes';

/** Starts the create form's catalogue loads while the page chunk arrives (not awaited). */
export function createPagePrefetch(client: QueryClient): void {
  void client.prefetchQuery(plansQuery(i18n.locale));
  void client.prefetchQuery(geoNodesQuery(i18n.locale));
  void client.prefetchQuery(durationDiscountsQuery());
}
