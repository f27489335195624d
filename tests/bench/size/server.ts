import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { dist, root } from './dist-files.ts';

// The real server (`server/main.ts`) serving dist on 127.0.0.1 with the embedded database in a
// throw-away data directory.

export const origin = (port: number): string => `http://127.0.0.1:${port}`;

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface Started {
  child: ChildProcess;
  /** Spawn → first 200 on /config.json. */
  ms: number;
}

/** Starts the server and waits until /config.json answers 200; throws when it does not. */
export async function startServer(
  port: number,
  dataDir: string,
  timeoutMs: number,
): Promise<Started> {
  const began = performance.now();
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin(port),
        DATABASE_URL: '', // the embedded database (PGlite) in DATA_DIR
        DATA_DIR: dataDir,
        STATIC_DIR: dist,
        LOG_LEVEL: 'warn',
        // The server's own demo tiles, as the e2e server has: the map route is measured as a
        // user with working tiles sees it (without them it also loads the border outlines).
        TILE_STREET_URL: `${origin(port)}/dev-tiles/street/{z}/{x}/{y}.png`,
        TILE_SATELLITE_URL: `${origin(port)}/dev-tiles/satellite/{z}/{x}/{y}.png`,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });

  const url = `${origin(port)}/config.json`;
  while (performance.now() - began < timeoutMs) {
    if (exited !== undefined) {
      throw new Error(`server exited with code ${exited} before it answered\n${stderr}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.status === 200) return { child, ms: performance.now() - began };
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  await stopServer(child);
  throw new Error(`server did not answer 200 on ${url} within ${timeoutMs} ms\n${stderr}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A first start creates, migrates and seeds a new data directory: allow for a slow machine. */
export const FIRST_START_TIMEOUT_MS = 180_000;
