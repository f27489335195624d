import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the tracker listeners’ settings', () => {
  it('are off unless a port is set, with bounds on every connection', () => {
    expect(loadConfig({}).trackers).toEqual({
      teltonikaPort: null,
      gt06Port: null,
      limits: {
        maxFrameBytes: 16_384,
        frameTimeoutMs: 30_000,
        idleTimeoutMs: 600_000,
        connectionsPerAddress: 1000,
        maxConnections: 20_000,
      },
    });
    // An empty variable counts as unset: the listener stays off.
    expect(loadConfig({ TELTONIKA_PORT: '' }).trackers.teltonikaPort).toBeNull();
  });

  it('read TELTONIKA_PORT, GT06_PORT and the TRACKER_* limits', () => {
    const { trackers } = loadConfig({
      TELTONIKA_PORT: '5027',
      GT06_PORT: '5023',
      TRACKER_MAX_FRAME_BYTES: '4096',
      TRACKER_FRAME_TIMEOUT_SECONDS: '10',
      TRACKER_IDLE_TIMEOUT_SECONDS: '300',
      TRACKER_CONNECTIONS_PER_ADDRESS: '50',
      TRACKER_MAX_CONNECTIONS: '6000',
    });
    expect(trackers).toEqual({
      teltonikaPort: 5027,
      gt06Port: 5023,
      limits: {
        maxFrameBytes: 4096,
        frameTimeoutMs: 10_000,
        idleTimeoutMs: 300_000,
        connectionsPerAddress: 50,
        maxConnections: 6000,
      },
    });
  });

  it('refuse what they do not understand, by name', () => {
    expect(() => loadConfig({ TELTONIKA_PORT: '70000' })).toThrow(/TELTONIKA_PORT/);
    expect(() => loadConfig({ GT06_PORT: 'gt06' })).toThrow(/GT06_PORT/);
    // A limit too small for a Teltonika packet, or none at all, is a typo.
    expect(() => loadConfig({ TRACKER_MAX_FRAME_BYTES: '100' })).toThrow(/TRACKER_MAX_FRAME_BYTES/);
    expect(() => loadConfig({ TRACKER_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(
      /TRACKER_IDLE_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ TRACKER_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(
      /TRACKER_CONNECTIONS_PER_ADDRESS/,
    );
  });
});
