import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { freshDatabase, type TestDatabase } from './fresh-db.ts';

/** A config as `npm start` would read it with no env, pointed at throw-away directories. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }, tmpdir()), ...overrides };
}

export const FAKE_ASSET = 'assets/index-3f2a9c1b.js';

/** A stand-in for Vite's `dist/`: the server tests must not depend on building the client. */
export async function fakeStaticDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gotrack-static-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'icons'));
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><title>GoTrack</title></head><body>shell</body></html>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': '{"name":"GoTrack"}',
    'workbox-5d1f3c2a.js': '// workbox runtime',
    [FAKE_ASSET]: 'console.log("app");',
    'icons/icon-192.png': 'png',
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and a fake static dir. `extend` runs before the app is ready,
 * for tests that add their own routes.
 */
export async function setupTestApp(
  options: {
    config?: Partial<Config>;
    deps?: Partial<AppDeps>;
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const staticDir = await fakeStaticDir();
  const config = testConfig({ staticDir, ...options.config });
  const app = await buildApp({ config, db: database.db, ...options.deps });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(staticDir, { recursive: true, force: true });
    },
  };
}
