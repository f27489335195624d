import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEMO_EXTRA_USERS } from './tests/e2e/demo-users.ts';

// End-to-end tests run Debian's Chromium against the production build (`npm run build`, done by
// `npm run test:e2e` first) served by the real server on a free port with a throw-away data
// directory. The config file is loaded by the runner and again by every worker: the port and
// the data directory are chosen once, in the runner, and handed to the workers through the
// environment.

/** Asks the OS for a free TCP port, synchronously (the config cannot await). */
function freePort(): number {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
    ],
    { encoding: 'utf8' },
  );
  const port = Number(probe.stdout);
  if (probe.status !== 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`could not find a free port: ${probe.stderr || probe.stdout}`);
  }
  return port;
}

process.env.E2E_PORT ??= String(freePort());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gotrack-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // Only the process that made the directory removes it, after the web server has been stopped.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        headless: true,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning server/main.ts',
    url: `${baseURL}/config.json`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The origin the browser uses: config.json hands it to the app as its API and issuer.
      PUBLIC_URL: baseURL,
      // Always the embedded database in the throw-away directory (empty counts as unset).
      DATABASE_URL: '',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // A side build (`vite build --outDir …`) can be tested with E2E_STATIC_DIR.
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      // Map tiles from the server's generated dev tiles: the tests never reach the internet.
      TILE_STREET_URL: `${baseURL}/dev-tiles/street/{z}/{x}/{y}.png`,
      TILE_SATELLITE_URL: `${baseURL}/dev-tiles/satellite/{z}/{x}/{y}.png`,
      LOG_LEVEL: 'warn',
      // The demo administrator's password is generated unless set; auth.spec signs in with it.
      ADMIN_PASSWORD: 'Admin123!',
      // A worker signs its demo users in test after test: no 30 s wait between codes (the limits
      // themselves are covered by the server tests).
      OTP_RESEND_SECONDS: '0',
      OTP_PHONE_HOURLY_LIMIT: '100',
      // Each worker slot signs in as its own demo owner and observer (tests/e2e/demo-helpers.ts), so
      // no worker's one-time code is replaced by another's: enough sets for `--workers 9`.
      DEMO_EXTRA_USERS: String(DEMO_EXTRA_USERS),
      // push.spec's fake push service on 127.0.0.1 (server/test/web-push-fake.ts): the only push
      // service this server sends to, and its address let through the outbound guard.
      PUSH_SERVICE_HOSTS: 'http://127.0.0.1:*',
      OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1',
    },
    reuseExistingServer: false,
    // A new data directory is migrated and seeded first: allow for a slow machine.
    timeout: 120_000,
    // Exercise the server's graceful shutdown; the runner kills it if it hangs.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
