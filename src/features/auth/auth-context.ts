import type { QueryClient } from '@tanstack/react-query';
import { appStateKeys } from '../../api/app-state-keys.ts';
import type { RuntimeConfig } from '../../api/contract/runtime-config.ts';

/** What the sign-in feature needs from the app; `app/bootstrap` provides it. */
export interface AuthContext {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** Deletes the IndexedDB copy of the query cache (it holds the user's data). */
  clearPersistedCache: () => Promise<void>;
  /** A full page load: a signed-out app must not keep anything of the user in memory. */
  reload: (url: string) => void;
  /** Signing out, before the tokens go: other features' clean-up that needs them (push). */
  beforeSignOut?: () => Promise<void>;
  /** A session is active (signed in, or restored at start-up): other features' follow-up. */
  onSignedIn?: () => void;
}

export const currentPath = () => location.pathname + location.search + location.hash;

/** The sign-in screen; a return address that is the sign-in screen itself is dropped. */
export const signInUrl = (returnUrl?: string) =>
  returnUrl && !/^\/([?#]|$)/.test(returnUrl)
    ? `/?returnUrl=${encodeURIComponent(returnUrl)}`
    : '/';

/** Refreshing app state = refetching ABP's application configuration (DESIGN.md). */
export const refreshAppState = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: appStateKeys.all() });
