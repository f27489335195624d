import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, safeReturnUrl } from './return-url';

describe('return URL after sign-in', () => {
  const origin = 'https://app.example';

  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnUrl('/main/alerts?x=1#top', origin)).toBe('/main/alerts?x=1#top');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'main',
    '/',
    '/?returnUrl=%2Fmain',
    42,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeReturnUrl(value, origin)).toBeNull();
  });

  it('falls back to the track accounts', () => {
    expect(landingAfterSignIn(undefined)).toBe('/track-accounts');
    expect(landingAfterSignIn('/account/manage')).toBe('/account/manage');
  });
});
