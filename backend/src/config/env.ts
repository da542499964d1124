import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Validated configuration. Every setting is read once at start-up; see README "Configuration". */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** postgres:// URL, or null for the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  seedDemo: boolean;
  /** The demo accounts' password: the published one outside production, DEMO_PASSWORD in it. */
  demoPassword: string;
  botCheckSecret: string | null;
  botCheckVerifyUrl: string;
  loginRateLimitPerMinute: number;
  /** Anonymous writes (likes, views, contact, page views) per client address and minute. */
  publicWriteRateLimitPerMinute: number;
  staticDir: string | null;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (comma-separated). */
  trustProxy: boolean | number | string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /** smtp:// or smtps:// URL; null writes each mail as an .eml file under dataDir/mail. */
  smtpUrl: string | null;
  /** Sender of every mail the product sends. */
  mailFrom: string;
  /** The club office's address: contact-form messages go there. */
  officeEmail: string;
  /** Contact-form messages are deleted this many days after they arrive. */
  supportRetentionDays: number;
  /** Audit-log entries are deleted this many days after they were written. */
  auditRetentionDays: number;
  /** Trial bookings are deleted this many days after their training. */
  trialRetentionDays: number;
  /** Caps on the mails the public forms make the club send (mail/mail-quota.ts). */
  mailLimits: MailLimits;
  /** Uploaded files (images) live here, outside the web root. */
  uploadDir: string;
  /** Largest accepted upload in bytes (spec section 9: 100 MB). */
  uploadMaxBytes: number;
  /** After SIGTERM: keep answering (with /readyz 503) at least this long before closing. */
  shutdownDelaySeconds: number;
  /** After SIGTERM: give up (exit code 1) once nothing has moved this long (health/drain.ts). */
  shutdownTimeoutSeconds: number;
  /**
   * Several instances share one PostgreSQL database (MULTI_INSTANCE, the default with
   * DATABASE_URL): a write through one drops the public cache of all of them (LISTEN/NOTIFY,
   * common/cache-bus.ts), the rate limits are counted in it for all (common/limit-counters.ts),
   * and one runs the timed jobs. MULTI_INSTANCE=false keeps all that in the one process, which
   * then refuses to start beside another (common/instance-lock.ts).
   */
  multiInstance: boolean;
  /**
   * With MULTI_INSTANCE: a cached public answer is loaded again at the latest after this long,
   * so a lost notification cannot keep old bytes for longer.
   */
  cacheMaxAgeSeconds: number;
  /**
   * The public byte cache's budget (common/public-cache.ts): bodies, gzip copies, page variants,
   * outage copies and learnt addresses together; past it the least recently used entries go.
   */
  publicCacheMaxBytes: number;
  /**
   * Where uploads (images, the club's documents) live: null keeps them on the local disk
   * (uploadDir); an S3-compatible bucket (STORAGE_DRIVER=s3) is what several instances share.
   */
  s3: S3Config | null;
}

/** How many mails the public forms may make the club send (mail/mail-quota.ts). */
export interface MailLimits {
  /** To one mailbox (normalised: case, `+tags`, quoted local parts) within a clock hour. */
  perAddressPerHour: number;
  /** To one mailbox within a day (UTC). */
  perAddressPerDay: number;
  /** On behalf of one client (an IPv4 address, an IPv6 /64) within a day, to anybody. */
  perClientPerDay: number;
}

/** STORAGE_DRIVER=s3: the bucket and how to reach it (files/s3-file-storage.ts). */
export interface S3Config {
  /** null: the provider's default endpoint (AWS S3 for the region). */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the AWS SDK's own credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
}

/** The demo accounts' password printed in the README: never accepted in production. */
export const PUBLISHED_DEMO_PASSWORD = 'Turnen1887!';

/** Shortest DEMO_PASSWORD accepted in production. */
export const DEMO_PASSWORD_MIN_LENGTH = 12;

/** Thrown for a wrong or missing setting; main.ts prints the sentence and exits without a stack trace. */
export class ConfigError extends Error {}

function int(
  env: NodeJS.ProcessEnv,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(
      `${key} muss eine ganze Zahl zwischen ${min} und ${max} sein (ist "${raw}").`,
    );
  }
  return value;
}

function bool(env: NodeJS.ProcessEnv, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${key} muss "true" oder "false" sein (ist "${raw}").`);
}

function url(env: NodeJS.ProcessEnv, key: string, fallback: string, protocols: string[]): string {
  const raw = env[key] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${key} ist keine gültige URL (ist "${raw}").`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${key} muss mit ${protocols.join(' oder ')}// beginnen (ist "${raw}").`);
  }
  return raw.replace(/\/$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = (env.NODE_ENV || 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(
      `NODE_ENV muss development, production oder test sein (ist "${nodeEnv}").`,
    );
  }
  const databaseUrl = env.DATABASE_URL
    ? url(env, 'DATABASE_URL', '', ['postgres:', 'postgresql:'])
    : null;
  const port = int(env, 'PORT', 3000, 1, 65535);
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        'JWT_SECRET fehlt: in production muss ein geheimer Schlüssel (mindestens 32 Zeichen) gesetzt sein.',
      );
    }
    // Development and test: a fresh secret per process; sessions do not survive a restart.
    jwtSecret = randomBytes(32).toString('hex');
  } else if (jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET ist zu kurz: er muss mindestens 32 Zeichen haben.');
  }
  const logLevel = (env.LOG_LEVEL || 'warn') as AppConfig['logLevel'];
  if (!['fatal', 'error', 'warn', 'info', 'debug'].includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL muss fatal, error, warn, info oder debug sein (ist "${logLevel}").`,
    );
  }
  // Production never seeds the demo club unless asked for, and then never with the published password.
  const seedDemo = bool(env, 'SEED_DEMO', nodeEnv !== 'production' && databaseUrl === null);
  const demoPassword = env.DEMO_PASSWORD || PUBLISHED_DEMO_PASSWORD;
  if (nodeEnv === 'production' && seedDemo && !env.DEMO_PASSWORD) {
    throw new ConfigError(
      `SEED_DEMO=true legt in production Demo-Konten an, dafür muss DEMO_PASSWORD ein eigenes Passwort mit mindestens ${DEMO_PASSWORD_MIN_LENGTH} Zeichen sein.`,
    );
  }
  if (
    nodeEnv === 'production' &&
    env.DEMO_PASSWORD &&
    (demoPassword.length < DEMO_PASSWORD_MIN_LENGTH || demoPassword === PUBLISHED_DEMO_PASSWORD)
  ) {
    throw new ConfigError(
      `DEMO_PASSWORD muss in production mindestens ${DEMO_PASSWORD_MIN_LENGTH} Zeichen haben und darf nicht das veröffentlichte Demo-Passwort sein.`,
    );
  }
  // On PostgreSQL another process may share the database at any time (a second instance, the
  // next release started before the old one stops), so sharing is the default there.
  const multiInstance = bool(env, 'MULTI_INSTANCE', databaseUrl !== null);
  if (multiInstance && !databaseUrl) {
    throw new ConfigError(
      'MULTI_INSTANCE=true braucht DATABASE_URL: mehrere Instanzen teilen sich eine PostgreSQL-Datenbank, die eingebettete ist nur für einen Prozess.',
    );
  }
  const dataDir = resolve(env.DATA_DIR || resolve(repoRoot(), 'data'));
  const staticDir =
    env.STATIC_DIR === 'none' ? null : resolve(env.STATIC_DIR || defaultStaticDir());
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']);
  const siteHost = new URL(publicUrl).hostname;
  return {
    nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    publicUrl,
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86_400),
    refreshTokenTtlDays: int(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    seedDemo,
    demoPassword,
    botCheckSecret: env.BOT_CHECK_SECRET || null,
    botCheckVerifyUrl: url(
      env,
      'BOT_CHECK_VERIFY_URL',
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      ['http:', 'https:'],
    ),
    loginRateLimitPerMinute: int(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 30, 1, 100_000),
    publicWriteRateLimitPerMinute: int(env, 'PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE', 60, 1, 100_000),
    staticDir,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel,
    smtpUrl: env.SMTP_URL ? url(env, 'SMTP_URL', '', ['smtp:', 'smtps:']) : null,
    mailFrom: env.MAIL_FROM || `noreply@${siteHost}`,
    officeEmail: env.OFFICE_EMAIL || `info@${siteHost}`,
    supportRetentionDays: int(env, 'SUPPORT_RETENTION_DAYS', 180, 1, 3650),
    auditRetentionDays: int(env, 'AUDIT_RETENTION_DAYS', 365, 30, 3650),
    trialRetentionDays: int(env, 'TRIAL_RETENTION_DAYS', 30, 1, 365),
    mailLimits: {
      perAddressPerHour: int(env, 'MAIL_PER_ADDRESS_PER_HOUR', 3, 1, 1_000),
      perAddressPerDay: int(env, 'MAIL_PER_ADDRESS_PER_DAY', 6, 1, 10_000),
      perClientPerDay: int(env, 'MAIL_PER_CLIENT_PER_DAY', 20, 1, 100_000),
    },
    uploadDir: resolve(env.UPLOAD_DIR || resolve(dataDir, 'uploads')),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 100 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    shutdownDelaySeconds: int(env, 'SHUTDOWN_DELAY_SECONDS', 0, 0, 300),
    shutdownTimeoutSeconds: int(env, 'SHUTDOWN_TIMEOUT_SECONDS', 30, 1, 3600),
    multiInstance,
    cacheMaxAgeSeconds: int(env, 'CACHE_MAX_AGE_SECONDS', 60, 5, 86_400),
    publicCacheMaxBytes: int(env, 'PUBLIC_CACHE_MAX_MB', 64, 1, 4096) * 1024 * 1024,
    s3: s3Config(env),
  };
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver === 'local') return null;
  if (driver !== 's3') {
    throw new ConfigError(`STORAGE_DRIVER muss "local" oder "s3" sein, nicht "${driver}".`);
  }
  const bucket = env.S3_BUCKET ?? '';
  if (!bucket) {
    throw new ConfigError('S3_BUCKET fehlt: STORAGE_DRIVER=s3 braucht den Namen des Buckets.');
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(
      `${missing} fehlt: setze S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY beide oder keinen (dann gilt die Anmeldung der Umgebung, etwa eine Instanzrolle).`,
    );
  }
  return {
    endpoint: env.S3_ENDPOINT ? url(env, 'S3_ENDPOINT', '', ['http:', 'https:']) : null,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

function trustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  // "true" would trust any X-Forwarded-For a client sends, which defeats the login throttling.
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY muss die Zahl der Proxys oder ihre Adressen angeben, nicht "true".',
    );
  }
  return raw;
}

/** The repository root: backend/ lives one level below it, whether running from src or dist. */
export function repoRoot(): string {
  const marker = `${'/'}backend${'/'}`;
  const index = __dirname.lastIndexOf(marker);
  return index >= 0 ? __dirname.slice(0, index) : resolve(__dirname, '..', '..', '..');
}

function defaultStaticDir(): string {
  return resolve(repoRoot(), 'frontend', 'dist');
}

export const APP_CONFIG = Symbol('APP_CONFIG');
