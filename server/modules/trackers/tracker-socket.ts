import { once } from 'node:events';
import { connect } from 'node:net';

/**
 * A tracker's side of a TCP connection on loopback (tests, the demo simulator, load tests):
 * writes bytes, reads exactly the bytes expected (waiting for them, never for a fixed time), and
 * tells when the server closed.
 */
export async function trackerClient(port: number) {
  const socket = connect({ host: '127.0.0.1', port });
  await once(socket, 'connect');
  let received = Buffer.alloc(0);
  let ended = false;
  let wake = () => {};
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => {
      ended = true;
      wake();
      resolve();
    });
  });
  socket.on('error', () => {}); // a reset by the server shows as `closed`
  return {
    send(bytes: Buffer): void {
      socket.write(bytes);
    },
    /** The next `n` bytes the server sends; rejects if it closes first or after `timeoutMs`. */
    async read(n: number, timeoutMs = 20_000): Promise<Buffer> {
      const deadline = setTimeout(() => wake(), timeoutMs);
      const started = Date.now();
      try {
        while (received.length < n) {
          if (ended) throw new Error(`closed after ${received.toString('hex') || 'nothing'}`);
          if (Date.now() - started >= timeoutMs) throw new Error(`no ${n} bytes in time`);
          await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        clearTimeout(deadline);
      }
      const out = received.subarray(0, n);
      received = received.subarray(n);
      return out;
    },
    /** Resolves once the server closed the connection (with what it sent before, unread). */
    async closedBy(timeoutMs = 20_000): Promise<Buffer> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the server did not close')), timeoutMs);
      });
      await Promise.race([closed, late]).finally(() => clearTimeout(timer));
      return received;
    },
    get isClosed(): boolean {
      return ended;
    },
    end(): void {
      socket.destroy();
    },
  };
}
export type TrackerClient = Awaited<ReturnType<typeof trackerClient>>;
