import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './fixtures.ts';
import { DEMO_EXTRA_USERS } from './demo-users.ts';

/** A free TCP port on 127.0.0.1, chosen by the OS. */
function freePort(): number {
  const probe = spawnSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ]);
  return Number(String(probe.stdout));
}

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second real server, for the journeys that change what the shared one serves (a new build is
 * deployed): its own port, its own data directory, the given static directory. The settings are
 * those of playwright.config.ts's web server.
 */
export async function startOwnServer(
  staticDir: string,
  /** More settings for this server (`SIGN_IN_FLOW=code`, …). */
  extraEnv: Record<string, string> = {},
): Promise<OwnServer> {
  const port = freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'gotrack-e2e-own-'));
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        TILE_STREET_URL: `${baseURL}/dev-tiles/street/{z}/{x}/{y}.png`,
        TILE_SATELLITE_URL: `${baseURL}/dev-tiles/satellite/{z}/{x}/{y}.png`,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'Admin123!',
        OTP_RESEND_SECONDS: '0',
        OTP_PHONE_HOURLY_LIMIT: '100',
        // The same per-worker demo users as the shared server, so `signInDemo` works here too.
        DEMO_EXTRA_USERS: String(DEMO_EXTRA_USERS),
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
        return fetch(`${baseURL}/config.json`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { message: 'the second server answers', timeout: 120_000 },
    )
    .toBe(200);
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
