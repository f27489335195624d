import { describe, expect, it } from 'vitest';
import { atPageOrigin } from './page-origin.ts';

const ownServer = { baseURL: 'http://localhost:8080', apiURL: 'http://localhost:8080' };

describe('addresses as the page calls them', () => {
  it('are the page’s own origin when the app and its API are one server', () => {
    const page = 'http://127.0.0.1:8080';
    expect(atPageOrigin('http://localhost:8080', ownServer, page)).toBe(`${page}/`);
    expect(atPageOrigin('http://localhost:8080/connect/token', ownServer, page)).toBe(
      `${page}/connect/token`,
    );
    // A deployment's second host name, and the configured name itself.
    const deployed = { baseURL: 'https://gt.example.com', apiURL: 'https://gt.example.com/' };
    expect(atPageOrigin('https://gt.example.com/realm', deployed, 'https://www.gt.example')).toBe(
      'https://www.gt.example/realm',
    );
    expect(atPageOrigin('http://localhost:8080/x', ownServer, 'http://localhost:8080')).toBe(
      'http://localhost:8080/x',
    );
  });

  it('stay as configured for another server', () => {
    const page = 'http://127.0.0.1:8080';
    // An identity provider elsewhere, beside our API.
    expect(atPageOrigin('https://id.example/', ownServer, page)).toBe('https://id.example/');
    // A separate API (a static host in front of ABP): nothing is on the page's server.
    const abp = { baseURL: 'https://app.example', apiURL: 'https://api.example' };
    expect(atPageOrigin('https://api.example', abp, 'https://app.example')).toBe(
      'https://api.example',
    );
    expect(atPageOrigin('https://app.example/x', abp, 'https://alias.example')).toBe(
      'https://app.example/x',
    );
    // Relative addresses, or no app address configured.
    expect(atPageOrigin('', ownServer, page)).toBe('');
    expect(atPageOrigin('http://localhost:8080', { ...ownServer, baseURL: '' }, page)).toBe(
      'http://localhost:8080',
    );
  });
});
