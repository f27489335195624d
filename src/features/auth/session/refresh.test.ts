import { describe, expect, it, vi } from 'vitest';
import type { UserManager } from 'oidc-client-ts';
import { isDefinitiveFailure, NoRefreshTokenError, refreshTokens, REFRESH_LOCK } from './refresh';

function fakeManager(expiresIn: number, refreshToken: string | null = 'r-1') {
  const stored = { refresh_token: refreshToken, expires_in: expiresIn };
  const renewed = { refresh_token: 'r-2', expires_in: 900 };
  return {
    stored,
    renewed,
    um: {
      getUser: vi.fn(async () => stored),
      signinSilent: vi.fn(async () => renewed),
    } as unknown as UserManager,
  };
}

describe('token refresh', () => {
  it('runs under the cross-tab lock', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      const { um, renewed } = fakeManager(60);
      await expect(refreshTokens(um)).resolves.toBe(renewed);
      expect(request).toHaveBeenCalledWith(REFRESH_LOCK, expect.any(Function));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses tokens another tab refreshed while this one waited', async () => {
    const { um, stored } = fakeManager(800);
    await expect(refreshTokens(um)).resolves.toBe(stored);
    expect(um.signinSilent).not.toHaveBeenCalled();
  });

  it('refreshes a fresh token when forced (a claim must change)', async () => {
    const { um, renewed } = fakeManager(800);
    await expect(refreshTokens(um, { force: true })).resolves.toBe(renewed);
  });

  it('has nothing to refresh without a refresh token', async () => {
    const { um } = fakeManager(-1, null);
    await expect(refreshTokens(um)).rejects.toBeInstanceOf(NoRefreshTokenError);
  });

  it('tells a refusal (the session is over) from a network failure (retry)', () => {
    expect(isDefinitiveFailure(new NoRefreshTokenError())).toBe(true);
    expect(isDefinitiveFailure({ name: 'ErrorResponse', error: 'invalid_grant' })).toBe(true);
    expect(isDefinitiveFailure({ name: 'ErrorResponse', error: 'server_error' })).toBe(false);
    expect(isDefinitiveFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isDefinitiveFailure({ name: 'ErrorTimeout' })).toBe(false);
  });
});
