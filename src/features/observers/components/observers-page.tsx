import type { AccountFeature } from '../../../api/contract/track-accounts.ts';

// WORK IN PROGRESS (issue 13): replaced by the observers management screen.
export function ObserversPage(_props: { accountId: string; features: readonly AccountFeature[] }) {
  return null;
}
