import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A mistake or a refusal the operator reads: printed as it is, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const MANIFEST = 'backup.json';

/** What a backup directory holds, written last: a directory without it is not a backup. */
const manifest = z.object({
  app: z.literal('gotrack'),
  format: z.literal(1),
  kind: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  /** `select version()` of the database backed up. */
  server: z.string(),
  /** Migrations applied in it: a newer build migrates a restored copy on its first start. */
  migrations: z.number(),
});
export type Manifest = z.infer<typeof manifest>;

export async function writeManifest(dir: string, m: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(m, null, 2)}\n`, { mode: 0o600 });
}

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST}`);
  const parsed = manifest.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupError(`${path.join(dir, MANIFEST)} is not a GoTrack backup`);
  return parsed.data;
}
