import path from 'node:path';
import { CONFIG_VARIABLE_NAMES, ConfigError, loadConfig, REPO_ROOT } from './app-config.js';

const SECRET = 'a-production-secret-of-at-least-32-characters';

describe('loadConfig', () => {
  it('gives safe development defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 8080,
      databaseUrl: null,
      serveFrontend: true,
      publicBaseUrl: 'http://localhost:8080',
    });
    expect(config.embeddedPostgres.dataDir).toBe(path.join(REPO_ROOT, '.data/postgres'));
  });

  it.each([
    [{ PORT: '0' }, 'PORT'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '65536' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SERVE_FRONTEND: 'maybe' }, 'SERVE_FRONTEND'],
    [{ FACEBOOK_PIXEL_ID: 'abc' }, 'FACEBOOK_PIXEL_ID'],
    [{ GOOGLE_ADS_ID: '123' }, 'GOOGLE_ADS_ID'],
    [{ LOG_SLOW_REQUEST_MS: '-1' }, 'LOG_SLOW_REQUEST_MS'],
    [{ LOG_SLOW_REQUEST_MS: '1s' }, 'LOG_SLOW_REQUEST_MS'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('refuses to start production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL, JWT_SECRET, PUBLIC_BASE_URL/);
  });

  it('accepts production with a database, a secret and its public address', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app:pw@db:5432/viaggi',
      JWT_SECRET: SECRET,
      PUBLIC_BASE_URL: 'https://www.example.it/',
      SERVE_FRONTEND: 'false',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      isProduction: true,
      databaseUrl: 'postgres://app:pw@db:5432/viaggi',
      jwtSecret: SECRET,
      publicBaseUrl: 'https://www.example.it',
      serveFrontend: false,
      trustProxy: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: null, port: 8080 });
  });

  it('lists every variable it reads', () => {
    expect([...CONFIG_VARIABLE_NAMES].sort()).toEqual(
      [
        'DATABASE_URL',
        'EMBEDDED_POSTGRES_DIR',
        'EMBEDDED_POSTGRES_PORT',
        'FACEBOOK_PIXEL_ID',
        'GOOGLE_ADS_CONVERSION_LABEL',
        'GOOGLE_ADS_ID',
        'FRONTEND_DIST_DIR',
        'FRONTEND_SERVER_DIR',
        'HOST',
        'JWT_SECRET',
        'LOG_LEVEL',
        'LOG_SLOW_REQUEST_MS',
        'NODE_ENV',
        'PORT',
        'PUBLIC_BASE_URL',
        'SERVE_FRONTEND',
        'TRUST_PROXY',
      ].sort(),
    );
  });
});
