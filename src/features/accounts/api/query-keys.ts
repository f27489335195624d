/** Query keys of the accounts feature, from one place (DESIGN.md). */
export const accountQueries = {
  all: () => ['track-accounts'] as const,
  list: () => ['track-accounts', 'list'] as const,
  /** The signed-in user's invitations to watch accounts (issue 28); no account id second. */
  invitations: () => ['track-accounts', 'invitations'] as const,
  // Per account, so switching accounts never shows another account's flags or subscription.
  features: (id: string) => ['track-accounts', id, 'features'] as const,
  currentSubscription: (id: string) => ['track-accounts', id, 'current-subscription'] as const,
};
