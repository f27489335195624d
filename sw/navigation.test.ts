import { describe, expect, it } from 'vitest';
import { isShellNavigation } from './navigation.ts';

describe('service worker navigation fallback', () => {
  it('serves the shell for client routes', () => {
    for (const path of ['/', '/track-accounts', '/main/history/42', '/no/such/page']) {
      expect(isShellNavigation(path)).toBe(true);
    }
  });
  it('never serves the shell for server paths', () => {
    for (const path of [
      '/api/app/vehicle',
      '/connect/authorize',
      '/.well-known/openid-configuration',
      '/ingest/osmand',
    ]) {
      expect(isShellNavigation(path)).toBe(false);
    }
  });
});
