import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser, configureTokenStore } from '../token-store';
import { jwt } from '../testing/fake-provider';
import { expiresIn, isExpired, parseUser, serializeUser, userFromTokens } from './oidc-user';

// Written by oidc-client-ts 3.5's `User.toStorageString()` (an installed app's session before
// the upgrade), with an older version's `userState` on top.
const idToken = jwt({ sub: 'user-1', iss: 'https://id.example', given_name: 'Sara' });
const written = JSON.stringify({
  id_token: idToken,
  session_state: null,
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'Bearer',
  scope: 'openid profile offline_access',
  profile: { sub: 'user-1', iss: 'https://id.example', given_name: 'Sara' },
  expires_at: 2_000_000_000,
  userState: { returnUrl: '/main' },
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the stored user', () => {
  it("reads a session oidc-client-ts stored, and writes it back in the library's shape", () => {
    const user = parseUser(written)!;
    expect(user).toMatchObject({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      id_token: idToken,
      profile: { sub: 'user-1', given_name: 'Sara' },
      expires_at: 2_000_000_000,
    });
    const rewritten = JSON.parse(serializeUser(user)) as Record<string, unknown>;
    expect(Object.keys(rewritten)).toEqual([
      'id_token',
      'session_state',
      'access_token',
      'refresh_token',
      'token_type',
      'scope',
      'profile',
      'expires_at',
    ]);
    const { userState: _dropped, ...fields } = JSON.parse(written) as Record<string, unknown>;
    expect(rewritten).toEqual(fields);
  });

  it('is what the first screen reads synchronously (token-store.ts)', () => {
    configureTokenStore('https://id.example', 'GoTrack_App');
    localStorage.setItem(
      'oidc.user:https://id.example:GoTrack_App',
      serializeUser(parseUser(written)!),
    );
    expect(readStoredUser()).toMatchObject({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
    });
  });

  it('counts anything unreadable as no user', () => {
    expect(parseUser(null)).toBeNull();
    expect(parseUser('{not json')).toBeNull();
    expect(parseUser('{"id_token":"x"}')).toBeNull();
  });

  it('derives expires_in and expired from expires_at', () => {
    vi.useFakeTimers({ now: 1_000_000_000_000 });
    expect(expiresIn({ expires_at: 1_000_000_060 })).toBe(60);
    expect(isExpired({ expires_at: 1_000_000_060 })).toBe(false);
    expect(isExpired({ expires_at: 1_000_000_000 })).toBe(true);
    expect(expiresIn({})).toBeUndefined();
    expect(isExpired({})).toBe(false);
  });
});

describe('a token response', () => {
  it('makes a user whose profile is the id token without its protocol claims', () => {
    vi.useFakeTimers({ now: 1_000_000_000_000 });
    const id = jwt({ sub: 'u', nonce: 'n', at_hash: 'h', auth_time: 1, exp: 2, given_name: 'S' });
    const user = userFromTokens({ access_token: 'a', id_token: id, expires_in: 900 });
    expect(user).toMatchObject({ access_token: 'a', token_type: 'Bearer', expires_at: 1e9 + 900 });
    expect(user.profile).toEqual({ sub: 'u', exp: 2, given_name: 'S' });
  });

  it('keeps the refresh token and id token a refresh answer leaves out', () => {
    const before = parseUser(written)!;
    const after = userFromTokens({ access_token: 'access-2', expires_in: 900 }, before);
    expect(after).toMatchObject({
      access_token: 'access-2',
      refresh_token: 'refresh-1',
      id_token: idToken,
      profile: before.profile,
      scope: before.scope,
    });
    const rotated = userFromTokens({ access_token: 'a3', refresh_token: 'refresh-3' }, before);
    expect(rotated.refresh_token).toBe('refresh-3');
  });
});
