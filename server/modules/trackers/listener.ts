import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { TrackerLimits } from '../../config-trackers.ts';
import type { Ingest } from '../ingest/service.ts';
import type { TrackerMetrics } from '../metrics/tracker-metrics.ts';
import { serveConnection, type Connection } from './connection.ts';
import { sessionContext } from './context.ts';
import type { TrackerProtocol } from './session.ts';

/** How long a shutdown waits for packets being stored to be acknowledged. */
const SHUTDOWN_GRACE_MS = 5_000;

export interface TrackerListener {
  address(): AddressInfo;
  /** Stops accepting, lets packets being stored be acknowledged, closes every connection. */
  close(): Promise<void>;
}

export interface ListenerDeps {
  protocol: TrackerProtocol;
  ingest: Ingest;
  log: FastifyBaseLogger;
  metrics: TrackerMetrics;
  limits: TrackerLimits;
}

/** A TCP listener of one tracker protocol on `host`:`port` (0: any free port). */
export async function startTrackerListener(
  deps: ListenerDeps,
  host: string,
  port: number,
): Promise<TrackerListener> {
  const { protocol, ingest, log, metrics, limits } = deps;
  const name = protocol.name;
  const open = new Map<Connection, Socket>();
  const perAddress = new Map<string, number>();
  const server = createServer((socket) => {
    const address = socket.remoteAddress ?? '';
    const count = perAddress.get(address) ?? 0;
    if (count >= limits.connectionsPerAddress) {
      metrics.disconnected(name, 'too many connections');
      socket.destroy();
      return;
    }
    perAddress.set(address, count + 1);
    metrics.connected(name, 1);
    const ctx = sessionContext({ protocol: name, ingest, log, metrics, address });
    const connection = serveConnection(socket, deps, ctx);
    open.set(connection, socket);
    socket.once('close', () => {
      open.delete(connection);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      metrics.connected(name, -1);
    });
  });
  server.maxConnections = limits.maxConnections;
  // Beyond maxConnections Node closes new connections itself and says so.
  server.on('drop', () => metrics.disconnected(name, 'too many connections'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => log.error({ err, protocol: name }, 'tracker listener error'));

  return {
    address: () => server.address() as AddressInfo,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of open.keys()) connection.shutdown();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>(
        (resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS)),
      );
      await Promise.race([closed, grace]);
      clearTimeout(timer);
      // A packet still being stored after the grace is not acknowledged: the tracker resends it.
      for (const socket of open.values()) socket.destroy();
      await closed;
    },
  };
}
