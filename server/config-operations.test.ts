import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the operator’s settings', () => {
  it('serve metrics to this machine only, JSON or human logs by where they go, slow at 1 s', () => {
    expect(loadConfig({}).operations).toEqual({
      metricsToken: null,
      logFormat: 'auto',
      slowRequestMs: 1000,
    });
  });

  it('read METRICS_TOKEN, LOG_FORMAT and SLOW_REQUEST_MS', () => {
    const c = loadConfig({
      METRICS_TOKEN: ' s3cret-token ',
      LOG_FORMAT: 'json',
      SLOW_REQUEST_MS: '250',
    });
    expect(c.operations).toEqual({
      metricsToken: 's3cret-token',
      logFormat: 'json',
      slowRequestMs: 250,
    });
    // An empty variable counts as unset: metrics stay on this machine, never open to all.
    expect(loadConfig({ METRICS_TOKEN: '' }).operations.metricsToken).toBeNull();
  });

  it('refuse what they do not understand, by name', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
    // Blanks are no token: a typo, not a wish for open metrics.
    expect(() => loadConfig({ METRICS_TOKEN: '   ' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ SLOW_REQUEST_MS: '-5' })).toThrow(/SLOW_REQUEST_MS/);
    expect(() => loadConfig({ SLOW_REQUEST_MS: 'slow' })).toThrow(/SLOW_REQUEST_MS/);
  });
});
