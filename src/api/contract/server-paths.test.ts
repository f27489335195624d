import { describe, expect, it } from 'vitest';
import { SERVER_PATHS } from './server-paths.ts';

describe('the server paths', () => {
  it('leave client routes to the app shell', () => {
    for (const path of [
      '/',
      '/track-accounts',
      '/main/history/42',
      '/account/reset-password',
      '/auth/callback',
      '/apiary',
      '/connected',
      '/sharewith',
      '/healthy',
      '/metrics-board',
      '/no/such/page',
    ]) {
      expect(SERVER_PATHS.test(path), path).toBe(false);
    }
  });
  it('take the server’s own paths, with or without a query', () => {
    for (const path of [
      '/api/app/vehicle',
      '/api',
      '/connect/authorize?client_id=x',
      '/.well-known/openid-configuration',
      '/ingest/osmand?id=1',
      '/payment-sandbox/4f1c?t=abc',
      '/config.json',
      '/config.json?v=2',
      '/share/3ab9',
      '/swagger',
      '/swagger/index.html',
      '/health/live',
      '/health/ready',
      '/metrics',
    ]) {
      expect(SERVER_PATHS.test(path), path).toBe(true);
    }
  });
});
