import { ConfigError, PUBLISHED_DEMO_PASSWORD, loadConfig } from '@/config/env';

/** One German sentence: starts upper-case, ends with a full stop, and names the setting. */
function expectConfigError(env: NodeJS.ProcessEnv, setting: string): void {
  let thrown: unknown;
  try {
    loadConfig(env);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ConfigError);
  const message = (thrown as Error).message;
  expect(message).toContain(setting);
  expect(message).toMatch(/^[A-ZÄÖÜ_]+[^\n]*\.$/);
  expect(message).toMatch(/muss|ist|fehlt/);
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.nodeEnv).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.accessTokenTtlSeconds).toBe(900);
    expect(config.refreshTokenTtlDays).toBe(30);
    expect(config.seedDemo).toBe(true);
    expect(config.botCheckSecret).toBeNull();
    expect(config.botCheckVerifyUrl).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    );
    expect(config.loginRateLimitPerMinute).toBe(30);
    expect(config.logLevel).toBe('warn');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('trusts no proxy by default, a hop count or addresses when told, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
    expectConfigError({ TRUST_PROXY: 'true' }, 'TRUST_PROXY');
  });

  it('runs as one instance on the embedded database, as one of several on PostgreSQL unless told', () => {
    expect(loadConfig({})).toMatchObject({ multiInstance: false, cacheMaxAgeSeconds: 60 });
    const pg = 'postgres://vh@db:5432/vh';
    expect(loadConfig({ DATABASE_URL: pg }).multiInstance).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg, MULTI_INSTANCE: 'false' }).multiInstance).toBe(false);
    expect(loadConfig({ MULTI_INSTANCE: 'false' }).multiInstance).toBe(false);
    expect(
      loadConfig({ MULTI_INSTANCE: 'true', DATABASE_URL: pg, CACHE_MAX_AGE_SECONDS: '30' }),
    ).toMatchObject({ multiInstance: true, cacheMaxAgeSeconds: 30 });
    expectConfigError({ MULTI_INSTANCE: 'true' }, 'MULTI_INSTANCE');
    expectConfigError(
      { MULTI_INSTANCE: 'true', DATABASE_URL: pg, CACHE_MAX_AGE_SECONDS: '1' },
      'CACHE_MAX_AGE_SECONDS',
    );
  });

  it('bounds the public byte cache at 64 MB unless told, in whole megabytes from 1 to 4096', () => {
    expect(loadConfig({}).publicCacheMaxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ PUBLIC_CACHE_MAX_MB: '256' }).publicCacheMaxBytes).toBe(256 * 1024 * 1024);
    for (const value of ['0', '1.5', '64MB', '5000'])
      expectConfigError({ PUBLIC_CACHE_MAX_MB: value }, 'PUBLIC_CACHE_MAX_MB');
  });

  it('keeps files on the local disk unless told; S3 needs a bucket and both keys or none', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ STORAGE_DRIVER: 'local' }).s3).toBeNull();
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'verein' }).s3).toEqual({
      endpoint: null,
      bucket: 'verein',
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'verein',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'geheim',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'verein',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'geheim' },
      forcePathStyle: true,
    });
    expectConfigError({ STORAGE_DRIVER: 'disk' }, 'STORAGE_DRIVER');
    expectConfigError({ STORAGE_DRIVER: 's3' }, 'S3_BUCKET');
    expectConfigError(
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' },
      'S3_SECRET_ACCESS_KEY',
    );
    expectConfigError(
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'x' },
      'S3_ACCESS_KEY_ID',
    );
    expectConfigError(
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio' },
      'S3_ENDPOINT',
    );
  });

  it('makes a fresh random JWT secret per start outside production', () => {
    expect(loadConfig({}).jwtSecret).not.toBe(loadConfig({}).jwtSecret);
  });

  it('does not seed demo data by default when a PostgreSQL database is configured', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db' });
    expect(config.databaseUrl).toBe('postgres://u@localhost:5432/db');
    expect(config.seedDemo).toBe(false);
  });

  it('reads explicit settings and drops a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://tus-musterstadt.de/',
      SEED_DEMO: 'yes',
      DEMO_PASSWORD: 'Vorführung-2026',
      LOG_LEVEL: 'debug',
      STATIC_DIR: 'none',
      BOT_CHECK_SECRET: 'geheim',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://tus-musterstadt.de');
    expect(config.seedDemo).toBe(true);
    expect(config.demoPassword).toBe('Vorführung-2026');
    expect(config.logLevel).toBe('debug');
    expect(config.staticDir).toBeNull();
    expect(config.botCheckSecret).toBe('geheim');
  });

  it('seeds no demo content in production by default, also on the embedded database', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://u@h:5432/db' }).seedDemo).toBe(
      false,
    );
  });

  it('refuses SEED_DEMO=true in production without an own DEMO_PASSWORD', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SEED_DEMO: 'true' };
    expectConfigError(production, 'DEMO_PASSWORD');
    expectConfigError({ ...production, DEMO_PASSWORD: PUBLISHED_DEMO_PASSWORD }, 'DEMO_PASSWORD');
    expectConfigError({ ...production, DEMO_PASSWORD: 'kurz-2026' }, 'DEMO_PASSWORD');
    expect(loadConfig({ ...production, DEMO_PASSWORD: 'x'.repeat(12) }).demoPassword).toBe(
      'x'.repeat(12),
    );
  });

  it('gives the demo accounts the published password outside production', () => {
    expect(loadConfig({}).demoPassword).toBe(PUBLISHED_DEMO_PASSWORD);
    expect(PUBLISHED_DEMO_PASSWORD).toBe('Turnen1887!');
  });

  it('reads the shutdown settings', () => {
    expect(loadConfig({}).shutdownDelaySeconds).toBe(0);
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(30);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '5' }).shutdownDelaySeconds).toBe(5);
    expectConfigError({ SHUTDOWN_TIMEOUT_SECONDS: '0' }, 'SHUTDOWN_TIMEOUT_SECONDS');
  });

  it('caps the public forms’ mails at 3 an hour and 6 a day per mailbox, 20 a day per client', () => {
    expect(loadConfig({}).mailLimits).toEqual({
      perAddressPerHour: 3,
      perAddressPerDay: 6,
      perClientPerDay: 20,
    });
    expect(loadConfig({ MAIL_PER_CLIENT_PER_DAY: '50' }).mailLimits.perClientPerDay).toBe(50);
    expectConfigError({ MAIL_PER_ADDRESS_PER_HOUR: '0' }, 'MAIL_PER_ADDRESS_PER_HOUR');
    expectConfigError({ MAIL_PER_ADDRESS_PER_DAY: 'viele' }, 'MAIL_PER_ADDRESS_PER_DAY');
  });

  it.each(['0', '65536', 'abc', '80.5', '-1'])('rejects PORT=%s', (port) => {
    expectConfigError({ PORT: port }, 'PORT');
  });

  it.each(['mysql://u@h/db', 'http://localhost:5432/db'])(
    'rejects a DATABASE_URL with another protocol (%s)',
    (url) => expectConfigError({ DATABASE_URL: url }, 'DATABASE_URL'),
  );

  it('rejects a DATABASE_URL that is no URL', () => {
    expectConfigError({ DATABASE_URL: 'nicht eine url' }, 'DATABASE_URL');
  });

  it('rejects a JWT_SECRET shorter than 32 characters', () => {
    expectConfigError({ JWT_SECRET: 'x'.repeat(31) }, 'JWT_SECRET');
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
  });

  it('requires JWT_SECRET in production', () => {
    expectConfigError({ NODE_ENV: 'production' }, 'JWT_SECRET');
  });

  it.each(['vielleicht', '2'])('rejects SEED_DEMO=%s', (value) => {
    expectConfigError({ SEED_DEMO: value }, 'SEED_DEMO');
  });

  it.each(['verbose', 'INFO', 'trace'])('rejects LOG_LEVEL=%s', (value) => {
    expectConfigError({ LOG_LEVEL: value }, 'LOG_LEVEL');
  });

  it('rejects an unknown NODE_ENV', () => {
    expectConfigError({ NODE_ENV: 'staging' }, 'NODE_ENV');
  });

  it('rejects a PUBLIC_URL that is not http(s)', () => {
    expectConfigError({ PUBLIC_URL: 'ftp://tus-musterstadt.de' }, 'PUBLIC_URL');
  });

  it('rejects an out-of-range LOGIN_RATE_LIMIT_PER_MINUTE', () => {
    expectConfigError({ LOGIN_RATE_LIMIT_PER_MINUTE: '0' }, 'LOGIN_RATE_LIMIT_PER_MINUTE');
  });
});
