export interface OtherTabsOptions {
  /** The stored user's localStorage key. */
  userKey: string;
  /** Another tab signed out (or cleared storage): this tab must leave too. */
  onSignedOut: () => void;
  /** Another tab refreshed or replaced the tokens: pick them up. */
  onTokensChanged: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Tabs share one localStorage, and the `storage` event tells every other tab about a change:
 * sign-out clears storage, a refresh rewrites the stored user.
 */
export function watchOtherTabs({
  userKey,
  onSignedOut,
  onTokensChanged,
  target = window,
}: OtherTabsOptions): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== localStorage) return;
    if (event.key === null || (event.key === userKey && event.newValue === null)) onSignedOut();
    else if (event.key === userKey) onTokensChanged();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
