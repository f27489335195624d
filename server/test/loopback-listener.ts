import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server on 127.0.0.1 for tests of outbound requests: it answers with `handle` and counts
 * the connections it accepted, so a test can tell "refused before connecting" from "answered".
 */
export async function loopbackListener(
  handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) =>
    res.writeHead(204).end(),
) {
  let connections = 0;
  const server = createServer(handle);
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        // A test may leave a response hanging on purpose (a slow answer): cut it.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type LoopbackListener = Awaited<ReturnType<typeof loopbackListener>>;
