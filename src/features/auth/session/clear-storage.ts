import { AUTH_KEYS, OIDC_PREFIX } from '../storage-keys';

/** The language choice survives signing out; everything else in localStorage belongs to the user. */
const KEPT_ON_SIGN_OUT = ['lang'];

export function clearLocalStorage(storage: Storage = localStorage) {
  const kept = KEPT_ON_SIGN_OUT.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
}

/** Forgets the tokens and the flags that belong to them, leaving other data alone. */
export function clearAuthStorage(storage: Storage = localStorage) {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(OIDC_PREFIX)) keys.push(key);
  }
  keys.push(AUTH_KEYS.clientId, AUTH_KEYS.rememberMe, AUTH_KEYS.lastActivity);
  keys.forEach((key) => storage.removeItem(key));
}
