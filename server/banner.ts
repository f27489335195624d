import type { Config } from './config.ts';
import {
  DEMO_ADMIN_PASSWORD,
  DEMO_ADMIN_USER,
  DEMO_OBSERVER_PHONE,
  DEMO_OWNER_PHONE,
} from './modules/identity/seed.ts';

export interface BannerInfo {
  config: Config;
  /** Where this process actually listens (the port may have been chosen by the OS). */
  port: number;
  databaseKind: 'pglite' | 'postgres';
  seeded: boolean;
}

/** Lines for the person who just ran `npm start`. Later issues add their own (demo sign-in…). */
export function bannerLines({ config, port, databaseKind, seeded }: BannerInfo): string[] {
  const local = `http://localhost:${port}`;
  const lines = [
    '',
    `  ${config.appName} is running: ${local}`,
    ...(config.publicUrl !== `http://localhost:${config.port}` && config.publicUrl !== local
      ? [`  Public URL: ${config.publicUrl}`]
      : []),
    databaseKind === 'pglite'
      ? `  Data: embedded PostgreSQL (PGlite) in ${config.dataDir}/pg`
      : '  Data: PostgreSQL (DATABASE_URL)',
    seeded ? '  New database: migrated and seeded.' : '  Existing database: migrated if needed.',
    ...(config.demo
      ? [
          '  Demo mode (NODE_ENV is not production).',
          `  Sign in with ${DEMO_OWNER_PHONE} (owner) or ${DEMO_OBSERVER_PHONE} (observer); the code is shown on the sign-in screen in demo mode.`,
          // The value of ADMIN_PASSWORD is a secret: name the variable, not the value.
          `  Administrator: ${DEMO_ADMIN_USER} / ${config.adminPassword ? '(the password in ADMIN_PASSWORD)' : DEMO_ADMIN_PASSWORD}`,
        ]
      : ['  Production mode.']),
    '',
  ];
  return lines;
}

export function printBanner(info: BannerInfo): void {
  process.stdout.write(`${bannerLines(info).join('\n')}\n`);
}
