import { spawn } from 'node:child_process';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './manifest.ts';

/**
 * PostgreSQL's own pg_dump / pg_restore. `PG_BIN` names their directory; else the newest
 * version Debian and Ubuntu keep in /usr/lib/postgresql/<major>/bin (a newer pg_dump reads an
 * older server, not the reverse); else whichever the PATH finds.
 */
export async function pgTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const majors = (await readdir(root).catch(() => [] as string[]))
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const tool = path.join(root, major, 'bin', name);
    if (
      await access(tool).then(
        () => true,
        () => false,
      )
    )
      return tool;
  }
  return name;
}

/**
 * The database URL without its password, which goes in PGPASSWORD instead: a command line is
 * visible to every user of the machine (`ps`), the environment is not.
 */
export function connectionOf(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.href, env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs a PostgreSQL tool; resolves to what it printed on stdout. */
export function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      const name = path.basename(tool);
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), the version of the server or newer, or name their directory in PG_BIN`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new BackupError(`${path.basename(tool)} failed (exit ${code}):\n${err.trim()}`));
    });
  });
}
