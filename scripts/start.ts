import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start`: build the PWA when the build is missing or older than its sources, then run the
// server as a child process with the console attached.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What the client build is made from (vite.config.ts imports the two scripts). */
export const BUILD_INPUTS = [
  'src',
  'sw',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/manifest.ts',
  'scripts/cache-version.ts',
  'scripts/route-tree-arrays.ts',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export function needsBuild(root: string): boolean {
  const index = path.join(root, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

function build(): void {
  process.stdout.write('Building the web app (npm run build)…\n');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('The build failed; see above.\n');
    process.exit(result.status ?? 1);
  }
}

function serve(): void {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', path.join('server', 'main.ts')],
    { cwd: ROOT, stdio: 'inherit' },
  );
  // Orchestrators signal this process only; the server shuts down gracefully on the same signal.
  // (On Ctrl+C the terminal signals both; the server ignores the immediate duplicate.)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (needsBuild(ROOT)) build();
  serve();
}
