// `npm run backup [-- <directory>]`: backs up the database the server's configuration names
// (DATABASE_URL, else PGlite in DATA_DIR) into a new directory, by default
// backups/gotrack-<time>. PostgreSQL while servers run; PGlite with its server stopped.
import { ConfigError, loadConfig } from '../server/config.ts';
import { backup, BackupError } from '../server/db/backup/index.ts';

try {
  const config = loadConfig();
  const target = process.argv[2];
  const written = await backup(config, target === undefined ? undefined : target);
  process.stdout.write(
    `Backup written to ${written}\nRestore it with: npm run restore -- ${written}\n`,
  );
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
