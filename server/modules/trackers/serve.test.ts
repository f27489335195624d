import { afterAll, describe, expect, it } from 'vitest';
import {
  runCleanups,
  serverLocation,
  spawnServer,
  type Cleanups,
} from '../../test/server-process.ts';
import { trackerClient } from '../../test/tracker-client.ts';
import { imeiHandshake } from './teltonika/device.ts';

// `npm start` with TELTONIKA_PORT and GT06_PORT: the listeners start with the server, answer,
// and a SIGTERM closes them and their connections before the clean exit.

const cleanups: Cleanups = [];
afterAll(() => runCleanups(cleanups), 30_000);

describe('a server started with tracker ports', () => {
  it('listens on them, and closes them and their connections on SIGTERM', async () => {
    const { env } = await serverLocation(cleanups);
    // The simulator off: its own trackers would connect too, and this is about the listeners.
    Object.assign(env, { TELTONIKA_PORT: '0', GT06_PORT: '0', SIMULATOR: '0' });
    const server = spawnServer(env);
    cleanups.push(() => server.stop());
    await server.listening();
    const portOf = async (protocol: string) => {
      const pattern = new RegExp(`^.*"protocol":"${protocol}".*"tracker listener started".*$`, 'm');
      const [line = ''] = await server.waitFor(pattern);
      return (JSON.parse(line) as { port: number }).port;
    };
    const teltonika = await trackerClient(await portOf('teltonika'));
    teltonika.send(imeiHandshake('490154203237518'));
    // No vehicle has this IMEI: refused, closed, and counted.
    expect(await teltonika.closedBy()).toEqual(Buffer.of(0x00));
    const gt06 = await trackerClient(await portOf('gt06'));
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(await gt06.closedBy()).toHaveLength(0);
    expect(server.output()).toContain('"msg":"shut down cleanly"');
  }, 120_000); // a fresh data directory is migrated and seeded first: ~40 s on a loaded machine
});
