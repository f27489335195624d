// `npm run restore -- <backup directory>`: restores a backup of `npm run backup` into the
// database the configuration names, which must be empty (a new DATA_DIR, or a new database
// for DATABASE_URL). Start the server afterwards: it migrates an older backup forward.
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.ts';
import { restore, BackupError } from '../server/db/backup/index.ts';

const source = process.argv[2];
if (!source) {
  process.stderr.write('Usage: npm run restore -- <backup directory>\n');
  process.exit(2);
}
try {
  const config = loadConfig();
  const manifest = await restore(config, path.resolve(source));
  const where = config.databaseUrl ? 'the database of DATABASE_URL' : `${config.dataDir}/pg`;
  process.stdout.write(
    `Restored the ${manifest.kind} backup of ${manifest.createdAt} into ${where}.\n`,
  );
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
