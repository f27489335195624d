import { describe, expect, it } from 'vitest';
import { testRuntimeConfig } from '../../testing/runtime-config';
import { usesCodeFlow } from './sign-in-flow';

describe('the sign-in flow', () => {
  const own = 'http://127.0.0.1:8080';
  const config = testRuntimeConfig({ baseURL: own, apiURL: own, issuer: own });

  it('is our code screens with our own provider, under any name of our server', () => {
    expect(usesCodeFlow(config, own)).toBe(false);
    expect(usesCodeFlow(config, 'http://localhost:8080')).toBe(false);
  });

  it('is the code flow with a provider elsewhere', () => {
    expect(usesCodeFlow({ ...config, issuer: 'https://id.example' }, own)).toBe(true);
  });
});
