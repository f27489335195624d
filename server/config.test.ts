import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      port: 8080,
      // Demo mode by default, so only this machine can reach it.
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app/data'),
      staticDir: path.resolve('/srv/app/dist'),
      databaseUrl: null,
      demo: true,
      multiTenancy: false,
      publicUrl: 'http://localhost:8080',
      issuer: 'http://localhost:8080',
      clientId: 'GoTrack_App',
      scope: 'offline_access openid profile email phone roles GoTrack',
      appName: 'GoTrack',
      firebase: null,
    });
    expect(c.tiles.street.url).toContain('openstreetmap');
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '9000',
      NODE_ENV: 'production',
      MULTI_TENANCY: 'true',
      PUBLIC_URL: 'https://gt.example.com/',
      DATABASE_URL: 'postgres://u:p@db/gt',
      FIREBASE_CONFIG: '{"apiKey":"k","projectId":"p","messagingSenderId":"1","appId":"a"}',
      TILE_SATELLITE_MAX_ZOOM: '19',
      LOGO_URL: '',
    });
    expect(c).toMatchObject({
      port: 9000,
      demo: false,
      multiTenancy: true,
      databaseUrl: 'postgres://u:p@db/gt',
    });
    expect(c.publicUrl).toBe('https://gt.example.com');
    expect(c.issuer).toBe('https://gt.example.com');
    expect(c.firebase?.projectId).toBe('p');
    expect(c.tiles.satellite.maxZoom).toBe(19);
  });

  it('keeps demo mode on loopback unless DEMO=1 is said explicitly', () => {
    const modeOf = (env: NodeJS.ProcessEnv) => {
      const c = loadConfig(env);
      return { demo: c.demo, host: c.host };
    };
    expect(modeOf({})).toEqual({ demo: true, host: '127.0.0.1' });
    expect(modeOf({ HOST: '::1' })).toEqual({ demo: true, host: '::1' });
    expect(modeOf({ DEMO: '1' })).toEqual({ demo: true, host: '0.0.0.0' });
    expect(modeOf({ DEMO: '1', HOST: '192.168.1.5' })).toEqual({
      demo: true,
      host: '192.168.1.5',
    });
    expect(modeOf({ NODE_ENV: 'production' })).toEqual({ demo: false, host: '0.0.0.0' });
    expect(modeOf({ DEMO: '0' })).toEqual({ demo: false, host: '0.0.0.0' });
    expect(modeOf({ DEMO: '0', HOST: '10.0.0.2' })).toEqual({ demo: false, host: '10.0.0.2' });
    expect(modeOf({ NODE_ENV: 'production', DEMO: 'true' })).toEqual({
      demo: true,
      host: '0.0.0.0',
    });
    // Demo mode by accident on a reachable address is refused, naming the way out.
    for (const HOST of ['0.0.0.0', '::', '192.168.1.5']) {
      expect(() => loadConfig({ HOST })).toThrow(/HOST:.*DEMO=1.*NODE_ENV=production|DEMO=0/s);
    }
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    const trust = (TRUST_PROXY?: string) =>
      loadConfig({ PUBLIC_URL: 'https://gt.example.com', ...(TRUST_PROXY && { TRUST_PROXY }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 172.16.0.0/12,loopback,::1')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
    expect(() => trust('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/x')).toThrow(/TRUST_PROXY/);
  });

  it('reads the SMTP server and the From of e-mail', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: null,
      mailFrom: 'GoTrack <no-reply@localhost>',
    });
    const c = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      PUBLIC_URL: 'https://gt.example.com',
      APP_NAME: 'Fleet',
    });
    expect(c.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(c.mailFrom).toBe('Fleet <no-reply@gt.example.com>');
    expect(loadConfig({ MAIL_FROM: 'Ops <ops@example.com>' }).mailFrom).toBe(
      'Ops <ops@example.com>',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL/);
  });

  it('caps history only when told, never below what the history shows', () => {
    expect(loadConfig({}).positionRetentionDays).toBeNull();
    expect(loadConfig({ POSITION_RETENTION_DAYS: '400' }).positionRetentionDays).toBe(400);
    expect(() => loadConfig({ POSITION_RETENTION_DAYS: '7' })).toThrow(
      /POSITION_RETENTION_DAYS.*30/,
    );
    expect(() => loadConfig({ POSITION_RETENTION_DAYS: 'long' })).toThrow(
      /POSITION_RETENTION_DAYS/,
    );
  });

  it('names every bad variable', () => {
    const bad = {
      PORT: 'eighty',
      MULTI_TENANCY: 'sometimes',
      ISSUER: 'id.example.com',
      FIREBASE_CONFIG: '{',
    };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (err) {
      for (const name of Object.keys(bad)) expect((err as Error).message).toContain(name);
    }
  });
});
