import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('payment provider configuration', () => {
  it('is the sandbox unless PAYMENT_PROVIDER says fatora', () => {
    const c = loadConfig({});
    expect(c.paymentProvider).toBe('sandbox');
    expect(c.fatora).toBeNull();
    // A key alone does not switch providers.
    expect(loadConfig({ FATORA_API_KEY: 'k' }).fatora).toBeNull();
  });

  it("reads Fatora's key and address, defaulting to Fatora's public API host", () => {
    const c = loadConfig({ PAYMENT_PROVIDER: 'fatora', FATORA_API_KEY: ' merchant-key ' });
    expect(c.paymentProvider).toBe('fatora');
    expect(c.fatora).toMatchObject({ apiKey: 'merchant-key', baseUrl: 'https://api.fatora.io' });
    expect(c.fatora!.timeoutMs).toBeLessThan(15_000);
    const local = loadConfig({
      PAYMENT_PROVIDER: 'fatora',
      FATORA_API_KEY: 'k',
      FATORA_BASE_URL: 'http://127.0.0.1:9999/',
    });
    expect(local.fatora?.baseUrl).toBe('http://127.0.0.1:9999');
  });

  it('refuses to start with fatora and no key, naming what is missing', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'fatora' })).toThrow(
      /FATORA_API_KEY: required when PAYMENT_PROVIDER=fatora/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'fatora', FATORA_API_KEY: '  ' })).toThrow(
      /FATORA_API_KEY/,
    );
  });

  it('refuses an unknown provider, and sending the key over plain http to another machine', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'fatora',
        FATORA_API_KEY: 'k',
        FATORA_BASE_URL: 'http://api.fatora.io',
      }),
    ).toThrow(/FATORA_BASE_URL: must be https/);
  });
});
