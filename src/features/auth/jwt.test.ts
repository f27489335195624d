import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_CLAIMS } from '../../api/contract/identity.ts';
import { decodeJwt, isTrueClaim } from './jwt';
import { jwt } from './testing/fake-provider';
import { SET_OWN_PASSWORD_CLAIM } from './own-password';
import { PROFILE_REQUIRES_UPDATE_CLAIM, TRACK_ACCOUNT_CLAIM } from './token-store';

describe('JWT claims', () => {
  it('decodes a payload, Arabic text included', () => {
    expect(decodeJwt(jwt({ sub: '1', name: 'سارة' }))).toEqual({ sub: '1', name: 'سارة' });
  });

  it('answers nothing for what is not a JWT', () => {
    expect(decodeJwt(undefined)).toEqual({});
    expect(decodeJwt('opaque-token')).toEqual({});
    expect(decodeJwt('a.%%%.c')).toEqual({});
  });

  it('reads boolean claims written either way', () => {
    expect(isTrueClaim(true)).toBe(true);
    expect(isTrueClaim('True')).toBe(true);
    expect(isTrueClaim(false)).toBe(false);
    expect(isTrueClaim(undefined)).toBe(false);
  });

  it('spells the profile and account claims as the contract does', () => {
    expect(PROFILE_REQUIRES_UPDATE_CLAIM).toBe(ACCESS_TOKEN_CLAIMS.profileRequiresUpdate);
    expect(SET_OWN_PASSWORD_CLAIM).toBe(ACCESS_TOKEN_CLAIMS.setOwnPassword);
    expect(TRACK_ACCOUNT_CLAIM).toBe(ACCESS_TOKEN_CLAIMS.trackAccountId);
  });
});
