import type { TrackAccount } from '../../api/contract/track-accounts.ts';

export const account = (
  name: string,
  association: 'Owner' | 'Observer',
  accountType: 'Personal' | 'Business' = 'Business',
): TrackAccount => ({
  id: crypto.randomUUID(),
  name,
  accountType,
  userTrackAccountAssociation: { associationType: association },
  creationTime: '2026-01-01T00:00:00Z',
});
