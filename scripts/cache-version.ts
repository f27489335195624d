import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Where each query-key root (`queryKey[0]`) is fetched and shaped. The saved query cache keeps a
 * root's queries across an app update while the files that decide what they hold — these, and the
 * contract files they import — are unchanged (src/app/persist-rules.ts). A root missing here is
 * refetched online after every update: add new features' roots.
 */
export const QUERY_ROOTS: Record<string, string[]> = {
  abp: ['src/api/app-state.ts'],
  auth: ['src/features/auth/api'],
  'track-accounts': ['src/features/accounts/api'],
  monitoring: ['src/features/monitoring/api'],
  groups: ['src/features/groups/api'],
  observers: ['src/features/observers/api'],
  zones: ['src/features/zones/api'],
  routes: ['src/features/routes/api'],
  alerts: ['src/features/alerts/api'],
  notifications: ['src/features/notifications/api'],
  'mobile-profile': ['src/features/profile/api'],
  reports: ['src/features/reports/api'],
  subscriptions: [
    'src/features/subscriptions/api',
    'src/features/subscriptions/create/api',
    'src/features/subscriptions/purchase/api',
    'src/features/subscriptions/requests/api',
    'src/features/subscriptions/requests/query-keys.ts',
  ],
};

/** Files whose change can change what a saved query holds (not screens, styles or texts). */
const isDataShapeFile = (path: string) =>
  path.startsWith('src/api/contract/') ||
  path === 'src/api/app-state.ts' ||
  /^src\/features\/(.+\/)?(api\/|query-keys\.ts$)/.test(path);

/** How saved queries are written: a change to it touches every root. */
const SAVE_FORMAT = 'src/app/persist-rules.ts';

const isSource = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);

function listFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => listFiles(join(path, name)));
}

/** The relative imports of a TypeScript file, resolved to existing files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const base = resolve(dirname(file), spec!);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
    const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    if (hit) found.push(hit);
  }
  return found;
}

/** The data-shape files a root depends on: its own, then what they import, transitively. */
export function shapeFiles(root: string, paths: string[]): string[] {
  const toPath = (file: string) => relative(root, file).split(sep).join('/');
  const seen = new Set<string>();
  const queue = paths
    .map((p) => join(root, p))
    .filter((p) => existsSync(p))
    .flatMap(listFiles)
    .filter(isSource);
  while (queue.length > 0) {
    const file = queue.pop()!;
    const path = toPath(file);
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...importsOf(file).filter((f) => isDataShapeFile(toPath(f))));
  }
  return [...seen, SAVE_FORMAT].filter((p) => existsSync(join(root, p))).sort();
}

/** One short hash per query-key root, as the JSON text the build hands the app. */
export function cacheVersion(root: string, roots = QUERY_ROOTS): string {
  const versions: Record<string, string> = {};
  for (const [key, paths] of Object.entries(roots)) {
    const hash = createHash('sha256');
    for (const file of shapeFiles(root, paths)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(join(root, file)))
        .update('\0');
    }
    versions[key] = hash.digest('hex').slice(0, 12);
  }
  return JSON.stringify(versions);
}
