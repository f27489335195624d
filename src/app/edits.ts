import type { QueryClient } from '@tanstack/react-query';
import { EditDropped, registerEditDefaults } from '../api/edits/policy.ts';
import type { Edit } from '../api/edits/edit.ts';
import {
  accessTokenClaims,
  readStoredUser,
  TRACK_ACCOUNT_CLAIM,
} from '../features/auth/token-store';

/** How often a waiting edit looks at the token again (cheap: a decoded, cached token). */
const TOKEN_CHECK_MS = 1000;

const claim = (name: string) => {
  const value = accessTokenClaims()[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The server acts for the account in the token, so an edit is sent only with its own user's token
 * for its own account: an edit made in "Demo Logistics" and replayed while the user looks at
 * another account waits until the token is back on "Demo Logistics" (the account's screens ask
 * for it), instead of landing in the wrong fleet. Signed out, it is dropped with the cache.
 */
export function untilTokenFor(edit: Edit, every = TOKEN_CHECK_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!readStoredUser()) return reject(new EditDropped());
      if (claim('sub') === edit.userId && claim(TRACK_ACCOUNT_CLAIM) === edit.accountId) {
        return resolve();
      }
      setTimeout(check, every);
    };
    check();
  });
}

export function registerEdits(queryClient: QueryClient) {
  registerEditDefaults(queryClient, {
    ready: (edit) => untilTokenFor(edit),
    currentUserId: () => claim('sub'),
  });
}
