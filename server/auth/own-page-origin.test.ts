import { describe, expect, it } from 'vitest';
import { isOwnPageOrigin } from './own-page-origin.ts';

describe("a request from one of this server's own pages", () => {
  it('is one whose Origin is its own scheme and Host', () => {
    expect(isOwnPageOrigin('http://127.0.0.1:8080', 'http://127.0.0.1:8080', true)).toBe(true);
    expect(isOwnPageOrigin('http://[::1]:8080', 'http://[::1]:8080', true)).toBe(true);
    expect(isOwnPageOrigin('http://localhost:8080', 'http://localhost:8080', true)).toBe(true);
    // A deployment's second host name.
    expect(isOwnPageOrigin('https://www.gt.example', 'https://www.gt.example', false)).toBe(true);
  });

  it('is not a page of another site, nor, in demo mode, a DNS name someone else may own', () => {
    expect(isOwnPageOrigin('https://evil.example', 'http://localhost:8080', false)).toBe(false);
    expect(isOwnPageOrigin('http://localhost:8080', 'https://localhost:8080', false)).toBe(false);
    expect(isOwnPageOrigin('http://rebind.example:8080', 'http://rebind.example:8080', true)).toBe(
      false,
    );
    expect(isOwnPageOrigin('null', 'null', false)).toBe(false);
  });
});
