import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { contentSecurityPolicy, templateSource } from './security-headers.ts';

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are on every kind of response', async () => {
    const urls = ['/', '/config.json', '/api/abp/application-configuration', '/api/nope', '/sw.js'];
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['content-security-policy'], url).toBe(contentSecurityPolicy(t.config));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('CSP allows no inline or eval script and no framing', () => {
    const d = directives(contentSecurityPolicy(testConfig()));
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    for (const name of ['manifest-src', 'base-uri', 'form-action']) {
      expect(d[name]).toEqual(["'self'"]);
    }
    // Workers from our own origin, and blob: workers our own scripts make (OpenLayers' WebGL).
    expect(d['worker-src']).toEqual(["'self'", 'blob:']);
    expect(d['img-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'https://tile.openstreetmap.org',
        'https://server.arcgisonline.com',
      ]),
    );
  });

  it('CSP follows the configuration: tiles, issuer, API and Firebase origins', () => {
    const config = testConfig({
      publicUrl: 'https://track.example.com',
      issuer: 'https://id.example.com/realm',
      logoUrl: 'https://cdn.example.com/logo.svg',
      tiles: {
        street: {
          url: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png',
          maxZoom: 22,
          attribution: '',
        },
        satellite: { url: 'https://sat.example.net/{z}/{y}/{x}', maxZoom: 20, attribution: '' },
      },
      firebase: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' },
    });
    const d = directives(contentSecurityPolicy(config));
    expect(d['img-src']).toEqual(
      expect.arrayContaining([
        'https://*.tiles.example.org',
        'https://sat.example.net',
        'https://cdn.example.com',
      ]),
    );
    expect(d['connect-src']).toEqual(
      expect.arrayContaining([
        'https://id.example.com',
        'https://track.example.com',
        'https://fcmregistrations.googleapis.com',
      ]),
    );
    expect(directives(contentSecurityPolicy(testConfig()))['connect-src']).not.toContain(
      'https://fcmregistrations.googleapis.com',
    );
  });

  it('derives sources from tile templates', () => {
    expect(templateSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(templateSource('https://{s}.tile.example.com:8443/{z}')).toBe(
      'https://*.tile.example.com:8443',
    );
    expect(templateSource('https://tiles.{region}.example.com/{z}')).toBe('https:');
    expect(templateSource('/tiles/{z}')).toBeNull();
  });
});
