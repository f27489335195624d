import { isLoopback, type Config } from './config.ts';
import { DEMO_ADMIN_USER, DEMO_OBSERVER_PHONE, DEMO_OWNER_PHONE } from './modules/identity/seed.ts';

export interface BannerInfo {
  config: Config;
  /** Where this process actually listens (the port may have been chosen by the OS). */
  port: number;
  databaseKind: 'pglite' | 'postgres';
  seeded: boolean;
  /** The administrator's password when this start generated it (shown this once). */
  generatedAdminPassword: string | null;
}

const RULE = `  ${'*'.repeat(76)}`;

function adminPassword({ config, seeded, generatedAdminPassword }: BannerInfo): string {
  if (generatedAdminPassword) {
    return `${generatedAdminPassword}   (generated; shown only now, or set ADMIN_PASSWORD before the first start)`;
  }
  // The value of ADMIN_PASSWORD is a secret: name the variable, not the value.
  if (seeded && config.adminPassword) return '(the password in ADMIN_PASSWORD)';
  return '(the one printed when the database was created, or ADMIN_PASSWORD then)';
}

// Demo mode signs anyone in: whoever starts it must not miss that, nor who can reach it.
function demoLines(info: BannerInfo): string[] {
  const { host } = info.config;
  return [
    RULE,
    '  DEMO MODE: one-time codes shown on screen, demo users, a seeded administrator.',
    isLoopback(host)
      ? `  Only this machine can reach it (${host}). DEMO=1 shows it to other machines; NODE_ENV=production (or DEMO=0) runs a real server.`
      : `  DEMO MODE is reachable from other machines (DEMO=1, HOST=${host}): never put real data in it.`,
    `  Sign in with ${DEMO_OWNER_PHONE} (owner) or ${DEMO_OBSERVER_PHONE} (observer); the code is filled in for you.`,
    `  Administrator: ${DEMO_ADMIN_USER} / ${adminPassword(info)}`,
    RULE,
  ];
}

/** Lines for the person who just ran `npm start`. */
export function bannerLines(info: BannerInfo): string[] {
  const { config, port, databaseKind, seeded } = info;
  const local = `http://localhost:${port}`;
  return [
    '',
    `  ${config.appName} is running: ${local}`,
    ...(config.publicUrl !== `http://localhost:${config.port}` && config.publicUrl !== local
      ? [`  Public URL: ${config.publicUrl}`]
      : []),
    databaseKind === 'pglite'
      ? `  Data: embedded PostgreSQL (PGlite) in ${config.dataDir}/pg`
      : '  Data: PostgreSQL (DATABASE_URL)',
    seeded ? '  New database: migrated and seeded.' : '  Existing database: migrated if needed.',
    // This server speaks plain HTTP: an https PUBLIC_URL means a proxy in front of it.
    ...(config.publicUrl.startsWith('https:') && config.trustProxy === false
      ? ['  TRUST_PROXY is not set: behind your https proxy every client shares its address.']
      : []),
    ...(config.demo ? demoLines(info) : ['  Production mode.']),
    '',
  ];
}

export function printBanner(info: BannerInfo): void {
  process.stdout.write(`${bannerLines(info).join('\n')}\n`);
}
