import { describe, expect, it } from 'vitest';
import { bannerLines, type BannerInfo } from './banner.ts';
import { loadConfig } from './config.ts';

const info = (env: NodeJS.ProcessEnv, more: Partial<BannerInfo> = {}): string =>
  bannerLines({
    config: loadConfig(env, '/srv/app'),
    port: 8080,
    databaseKind: 'pglite',
    seeded: false,
    generatedAdminPassword: null,
    ...more,
  }).join('\n');

describe('start banner', () => {
  it('says loudly that demo mode is on, and that only this machine can reach it', () => {
    const text = info({});
    expect(text).toMatch(/DEMO MODE/);
    expect(text).toMatch(/127\.0\.0\.1/);
    expect(text).toMatch(/DEMO=1/);
    expect(text).toMatch(/NODE_ENV=production/);
  });

  it('warns when demo mode is reachable from other machines', () => {
    expect(info({ DEMO: '1' })).toMatch(/DEMO MODE.*reachable from other machines/s);
  });

  it('prints a generated administrator password once, and never a fixed one', () => {
    const first = info({}, { seeded: true, generatedAdminPassword: 'Zq9-generated-pw' });
    expect(first).toContain('admin / Zq9-generated-pw');
    const later = info({});
    expect(later).not.toContain('Admin123!');
    expect(later).toMatch(/admin \/ .*printed when the database was created/);
    // A password from the environment is a secret: the variable is named, not the value.
    const fromEnv = info({ ADMIN_PASSWORD: 'Secret-from-env' }, { seeded: true });
    expect(fromEnv).toContain('ADMIN_PASSWORD');
    expect(fromEnv).not.toContain('Secret-from-env');
  });

  it('reminds an https deployment to name its proxy', () => {
    const https = { DEMO: '0', PUBLIC_URL: 'https://gt.example.com' };
    expect(info(https)).toMatch(/TRUST_PROXY is not set/);
    expect(info({ ...https, TRUST_PROXY: '1' })).not.toMatch(/TRUST_PROXY/);
  });

  it('says production mode when demo is off', () => {
    const text = info({ DEMO: '0' });
    expect(text).toContain('Production mode');
    expect(text).not.toMatch(/DEMO MODE|admin \//);
  });
});
