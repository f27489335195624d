import { TRACK_ACCOUNT_KEYS } from '../storage-keys';

let override: string | null = null;

/** Used by `refreshWithTrackAccount`: the next token request asks for this account explicitly. */
export const overrideTrackAccount = (id: string | null) => void (override = id);

/**
 * The `TrackAccountId` header of token requests (spec part 1 §6): the chosen account from
 * localStorage, but only on the account's own screens (`/main…`) or while a temporary choice is
 * pending — elsewhere the user acts outside any account and must get a token without one.
 */
export function trackAccountHeader(
  pathname: string = location.pathname,
  storage: Pick<Storage, 'getItem'> = localStorage,
): string {
  if (override) return override;
  const id = storage.getItem(TRACK_ACCOUNT_KEYS.trackAccountId);
  if (!id) return '';
  const onMain = pathname === '/main' || pathname.startsWith('/main/');
  return onMain || storage.getItem(TRACK_ACCOUNT_KEYS.tempTrackAccountId) ? id : '';
}
