import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRACCAR_FORWARD_SECRET', () => {
  it('is unset by default: the Traccar gateway is off', () => {
    expect(loadConfig({}).traccarForwardSecret).toBeNull();
    expect(loadConfig({ TRACCAR_FORWARD_SECRET: '' }).traccarForwardSecret).toBeNull();
  });

  it('is read when long enough', () => {
    const secret = 'Zq8wYc2Lr5T0pX7vN1bK4hJ9';
    expect(loadConfig({ TRACCAR_FORWARD_SECRET: secret }).traccarForwardSecret).toBe(secret);
  });

  it('refuses a guessable or blank-bearing secret at start-up', () => {
    for (const bad of ['short-secret', 'a secret with spaces in its middle']) {
      expect(() => loadConfig({ TRACCAR_FORWARD_SECRET: bad })).toThrow(
        /TRACCAR_FORWARD_SECRET: must be at least 24 characters, without spaces/,
      );
    }
  });
});
