import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isPlatformCodename, PLATFORM_CODENAMES, type PlatformCodename } from '../contract/platforms';

/**
 * Server configuration, read from the environment once and typed.
 * `loadConfig(env)` never touches the disk; `resolveJwtSecret(config)` does (see there).
 */
export interface Config {
  /** API_PORT, default 8000. */
  port: number;
  /** API_HOST, default 127.0.0.1. */
  host: string;
  /**
   * PUBLIC_API_URL, default `http://<API_HOST>:<API_PORT>` (localhost for a loopback or wildcard host), without a
   * trailing slash: the base of every absolute URL the API writes (page links, photo URLs), never the
   * request's `Host` header, which any client may forge.
   */
  publicApiUrl: string;
  /** DATA_DIR, default `data/` (resolved against the working directory). Holds the embedded database and the generated JWT secret. */
  dataDir: string;
  /** DATABASE_URL; unset means the embedded PGlite database in DATA_DIR/pglite. */
  databaseUrl: string | undefined;
  /** SEED_DEMO; default true with the embedded database, false with DATABASE_URL. */
  seedDemo: boolean;
  /**
   * DEMO_PLATFORM, default softswiss: the platform codename given to the casino the server creates; with
   * SEED_DEMO the demo casino is switched to it on every start.
   */
  demoPlatform: PlatformCodename;
  /**
   * PLATFORM_API_URL: the casino's platform integration (fasttrack, themill, mystino, rival) over HTTP.
   * Unset (default): the seeded stand-in in the database answers instead (demo and tests).
   */
  platformApiUrl: string | undefined;
  /** PLATFORM_API_TOKEN: sent to PLATFORM_API_URL as `Authorization: Bearer <token>`. */
  platformApiToken: string | undefined;
  /** PLATFORM_API_TIMEOUT milliseconds, default 5000: how long a platform call may take. */
  platformApiTimeout: number;
  /** PAYOUT_RETRY_HOURS, default 24: how long a payout the platform times out or fails (5xx) on is retried. */
  payoutRetryHours: number;
  /** PASSWORD_HASH_COST, default 17: scrypt's N is 2 to this power (OWASP's advice; tests use less). */
  passwordHashCost: number;
  /** JWT_SECRET; unset → generated into DATA_DIR/jwt-secret (embedded database only). */
  jwtSecret: string | undefined;
  /** WEB_ORIGIN, default http://localhost:3000: the only origin allowed by CORS and the websocket. */
  webOrigin: string;
  /** ACCESS_TOKEN_TTL seconds, default 900. */
  accessTokenTtl: number;
  /** REFRESH_TOKEN_TTL seconds, default 86400. */
  refreshTokenTtl: number;
  /** REMEMBER_ME_REFRESH_TOKEN_TTL seconds, default 2592000 (30 days). */
  rememberMeRefreshTokenTtl: number;
  /** EPHEMERAL_TOKEN_TTL seconds, default 300: lifetime of the token between password and code steps. */
  ephemeralTokenTtl: number;
  /** LOG_LEVEL, default info (fatal, error, warn, info, debug, trace, silent). */
  logLevel: string;
  /** LOGIN_MAX_FAILURES_PER_ACCOUNT, default 5. */
  loginMaxFailuresPerAccount: number;
  /** LOGIN_MAX_FAILURES_PER_IP, default 20. */
  loginMaxFailuresPerIp: number;
  /** LOGIN_FAILURE_WINDOW seconds, default 900. */
  loginFailureWindow: number;
  /** TRUST_PROXY: unset/false (default), a hop count, or a comma-separated list of proxy addresses/CIDRs; never "true". */
  trustProxy: false | number | string[];
  /** BODY_LIMIT bytes for JSON bodies, default 1048576 (1 MiB). */
  bodyLimit: number;
  /**
   * SMTP_URL, e.g. `smtp://user:pass@host:587` (or `smtps://…:465`); unset (default) means mails are not
   * delivered: they are only written to the `outbox` table and their links logged at info level.
   */
  smtpUrl: string | undefined;
  /** MAIL_FROM, default `Back-office <no-reply@localhost>`: the sender of every mail. */
  mailFrom: string;
  /**
   * DEV_OUTBOX_API, default **false** (off). When true, `GET v1/dev/outbox/?to=<email>` answers the stored
   * mails, reset and invitation links included, to anyone WITHOUT authentication: for local demos and
   * browser tests only, never in production.
   */
  devOutboxApi: boolean;
  /**
   * SCHEDULER_INTERVAL seconds, default 30: how often the campaign scheduler runs (scheduled → active at
   * the start, active → finished at the end, recurring occurrences, cost alarms); 0 turns it off in this
   * instance. Started by index.ts only.
   */
  schedulerInterval: number;
  /**
   * REQUEST_TIMEOUT seconds, default 30: the longest a client may take to send a request, headers and body;
   * a slower one is answered 408 and cut off (a body trickled at 1 byte/s would hold its connection for ever).
   */
  requestTimeout: number;
  /** WS_LOGIN_TIMEOUT seconds, default 5: a notifications socket that has not logged in by then is closed. */
  wsLoginTimeout: number;
  /** WS_MAX_SOCKETS_PER_USER, default 20: signed-in notification sockets one user may hold (in this instance). */
  wsMaxSocketsPerUser: number;
  /** WS_MAX_SOCKETS_PER_CLIENT, default 50: notification sockets one client address may hold open (in this instance). */
  wsMaxSocketsPerClient: number;
  /** WS_MESSAGES_PER_MINUTE, default 120: a socket sending more in a minute is closed (1008, policy violation). */
  wsMessagesPerMinute: number;
  /** EXPORTS_PER_USER, default 1: CSV exports one user may run at once; past it, 429 with Retry-After. */
  exportsPerUser: number;
  /** EXPORTS_AT_ONCE, default 3: CSV exports this instance runs at once, everyone's together; past it, 429. */
  exportsAtOnce: number;
  /** MEDIA_DIR, default `DATA_DIR/media`: where photo and image bytes are kept (see server/lib/media-store.ts). */
  mediaDir: string;
  /**
   * MEDIA_STORE=s3: photo bytes are kept in this S3-compatible bucket (the S3_* settings, all required
   * but the region and path style) rather than in MEDIA_DIR. Undefined with MEDIA_STORE=disk (default).
   */
  s3: S3Config | undefined;
  /**
   * METRICS_PORT: when set, Prometheus metrics are served at `/metrics` on this port (on API_HOST), apart
   * from the API, for a network only the monitoring reaches. Unset (default): no metrics port.
   */
  metricsPort: number | undefined;
  /**
   * METRICS_TOKEN: when set, `/metrics` is also answered on the API's own port to
   * `Authorization: Bearer <token>` (16+ characters). Unset (default): the API's port has no `/metrics`.
   */
  metricsToken: string | undefined;
  /** MIGRATE_ON_START, default true: apply pending migrations before listening (under a lock on PostgreSQL). */
  migrateOnStart: boolean;
  /**
   * SHUTDOWN_DELAY_SECONDS, default 0: after SIGTERM the instance reports itself not ready and keeps
   * serving this long before it stops accepting connections (time for a proxy's probe to notice).
   */
  shutdownDelaySeconds: number;
  /** SHUTDOWN_GRACE_SECONDS, default 30: how long requests in flight may take to finish after that. */
  shutdownGraceSeconds: number;
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …). */
export interface S3Config {
  /** S3_ENDPOINT, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  /** S3_BUCKET: an existing bucket, private (photos are served through the API). */
  bucket: string;
  /** S3_REGION, default us-east-1 (what most S3-compatible servers expect). */
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: credentials allowed to get, put and delete objects. */
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE, default false: `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO needs true). */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

function optionalStr(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function int(env: Env, name: string, fallback: number, { min = 0 }: { min?: number } = {}): number {
  const raw = optionalStr(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${raw}".`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = optionalStr(env, name);
  if (raw === undefined) return fallback;
  const lowered = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lowered)) return true;
  if (['0', 'false', 'no', 'off'].includes(lowered)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

/** proxy-addr's names for address ranges, accepted beside addresses and networks. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4/IPv6 address, optionally with a prefix length (`10.0.0.0/8`). */
function isAddressOrNetwork(text: string): boolean {
  const [address, prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off, the number of proxies in front of the API, or their addresses/networks. Never
 * "trust everyone": with it any client's X-Forwarded-For would be believed (per-address sign-in limits
 * gone, a whitelisted address skipping the second factor for anyone who claims it).
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = optionalStr(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  const lowered = raw.toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(lowered)) return false;
  if (['true', 'yes', 'on', '*'].includes(lowered)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} would believe X-Forwarded-For from any client: give the number of proxies in ` +
        'front of the API (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16).',
    );
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !PROXY_RANGE_NAMES.includes(entry) && !isAddressOrNetwork(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or proxy addresses/networks (or ${PROXY_RANGE_NAMES.join(', ')}); ` +
        `not understood: ${bad.join(', ') || raw}.`,
    );
  }
  return entries;
}

function demoPlatform(env: Env): PlatformCodename {
  const raw = str(env, 'DEMO_PLATFORM', 'softswiss');
  if (!isPlatformCodename(raw)) {
    throw new ConfigError(`DEMO_PLATFORM must be one of ${PLATFORM_CODENAMES.join(', ')}, got "${raw}".`);
  }
  return raw;
}

/** PUBLIC_API_URL, or the address the API listens on. */
function publicApiUrl(env: Env, host: string, port: number): string {
  const raw = optionalStr(env, 'PUBLIC_API_URL');
  if (raw === undefined) {
    // Loopback and wildcard hosts: browsers on this machine know the API as localhost.
    const local = ['0.0.0.0', '::', '', '127.0.0.1', '::1', 'localhost'].includes(host);
    const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${name}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PUBLIC_API_URL must be a URL such as https://api.example.com.');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new ConfigError(
      'PUBLIC_API_URL must be an http(s) address without query, fragment or credentials.',
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** PASSWORD_HASH_COST: 10 (tests) to 20; verification accepts up to 2^20, so hashes stay checkable. */
function passwordHashCost(env: Env): number {
  const cost = int(env, 'PASSWORD_HASH_COST', 17, { min: 10 });
  if (cost > 20) throw new ConfigError(`PASSWORD_HASH_COST must be at most 20, got "${cost}".`);
  return cost;
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = optionalStr(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL such as https://platform.example.com/api/.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must start with http:// or https://, got "${url.protocol}//".`);
  }
  return raw.endsWith('/') ? raw : `${raw}/`;
}

function smtpUrl(env: Env): string | undefined {
  const raw = optionalStr(env, 'SMTP_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@host:587.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//".`);
  }
  return raw;
}

export const MIN_METRICS_TOKEN_LENGTH = 16;

function metricsToken(env: Env): string | undefined {
  const token = optionalStr(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long.`);
  }
  return token;
}

/** MEDIA_STORE and, for `s3`, the bucket's settings. */
function s3Bucket(env: Env): S3Config | undefined {
  const kind = str(env, 'MEDIA_STORE', 'disk').toLowerCase();
  if (kind === 'disk') return undefined;
  if (kind !== 's3') throw new ConfigError(`MEDIA_STORE must be disk or s3, got "${kind}".`);
  const required = (name: string) => {
    const value = optionalStr(env, name);
    if (value === undefined) throw new ConfigError(`MEDIA_STORE=s3 needs ${name}.`);
    return value;
  };
  const endpoint = httpUrl(env, 'S3_ENDPOINT');
  if (endpoint === undefined) throw new ConfigError('MEDIA_STORE=s3 needs S3_ENDPOINT.');
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket: required('S3_BUCKET'),
    region: str(env, 'S3_REGION', 'us-east-1'),
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = optionalStr(env, 'DATABASE_URL');
  const logLevel = str(env, 'LOG_LEVEL', 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".`);
  }
  const webOrigin = str(env, 'WEB_ORIGIN', 'http://localhost:3000').replace(/\/+$/, '');
  const port = int(env, 'API_PORT', 8000);
  const host = str(env, 'API_HOST', '127.0.0.1');
  return {
    port,
    host,
    publicApiUrl: publicApiUrl(env, host, port),
    dataDir: path.resolve(str(env, 'DATA_DIR', 'data/')),
    databaseUrl,
    seedDemo: bool(env, 'SEED_DEMO', databaseUrl === undefined),
    demoPlatform: demoPlatform(env),
    platformApiUrl: httpUrl(env, 'PLATFORM_API_URL'),
    platformApiToken: optionalStr(env, 'PLATFORM_API_TOKEN'),
    platformApiTimeout: int(env, 'PLATFORM_API_TIMEOUT', 5000, { min: 1 }),
    payoutRetryHours: int(env, 'PAYOUT_RETRY_HOURS', 24, { min: 1 }),
    passwordHashCost: passwordHashCost(env),
    jwtSecret: optionalStr(env, 'JWT_SECRET'),
    webOrigin,
    accessTokenTtl: int(env, 'ACCESS_TOKEN_TTL', 900, { min: 1 }),
    refreshTokenTtl: int(env, 'REFRESH_TOKEN_TTL', 86400, { min: 1 }),
    rememberMeRefreshTokenTtl: int(env, 'REMEMBER_ME_REFRESH_TOKEN_TTL', 2592000, { min: 1 }),
    ephemeralTokenTtl: int(env, 'EPHEMERAL_TOKEN_TTL', 300, { min: 1 }),
    logLevel,
    loginMaxFailuresPerAccount: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, { min: 1 }),
    loginMaxFailuresPerIp: int(env, 'LOGIN_MAX_FAILURES_PER_IP', 20, { min: 1 }),
    loginFailureWindow: int(env, 'LOGIN_FAILURE_WINDOW', 900, { min: 1 }),
    trustProxy: trustProxy(env),
    bodyLimit: int(env, 'BODY_LIMIT', 1048576, { min: 1024 }),
    smtpUrl: smtpUrl(env),
    mailFrom: str(env, 'MAIL_FROM', 'Back-office <no-reply@localhost>'),
    devOutboxApi: bool(env, 'DEV_OUTBOX_API', false),
    schedulerInterval: int(env, 'SCHEDULER_INTERVAL', 30),
    requestTimeout: int(env, 'REQUEST_TIMEOUT', 30, { min: 1 }),
    wsLoginTimeout: int(env, 'WS_LOGIN_TIMEOUT', 5, { min: 1 }),
    wsMaxSocketsPerUser: int(env, 'WS_MAX_SOCKETS_PER_USER', 20, { min: 1 }),
    wsMaxSocketsPerClient: int(env, 'WS_MAX_SOCKETS_PER_CLIENT', 50, { min: 1 }),
    wsMessagesPerMinute: int(env, 'WS_MESSAGES_PER_MINUTE', 120, { min: 1 }),
    exportsPerUser: int(env, 'EXPORTS_PER_USER', 1, { min: 1 }),
    exportsAtOnce: int(env, 'EXPORTS_AT_ONCE', 3, { min: 1 }),
    mediaDir: path.resolve(str(env, 'MEDIA_DIR', path.join(str(env, 'DATA_DIR', 'data/'), 'media'))),
    s3: s3Bucket(env),
    metricsPort:
      optionalStr(env, 'METRICS_PORT') === undefined ? undefined : int(env, 'METRICS_PORT', 0, { min: 1 }),
    metricsToken: metricsToken(env),
    migrateOnStart: bool(env, 'MIGRATE_ON_START', true),
    shutdownDelaySeconds: int(env, 'SHUTDOWN_DELAY_SECONDS', 0),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 30),
  };
}

export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * The JWT signing secret: JWT_SECRET when set; otherwise, with the embedded database, 64 random bytes
 * generated once into DATA_DIR/jwt-secret (mode 0600) and reused; with DATABASE_URL, an error (several
 * instances sharing one database must share one secret).
 */
/** Different characters a JWT_SECRET needs at least: `openssl rand -hex 32` has 16, a word repeated far fewer. */
export const MIN_JWT_SECRET_DISTINCT = 10;

/** A secret made of few characters or of one chunk repeated (`aaaa…`, `abcdabcd…`). */
function lowEntropy(secret: string): boolean {
  return new Set(secret).size < MIN_JWT_SECRET_DISTINCT || /^(.+?)\1+$/s.test(secret);
}

export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret !== undefined) {
    if (config.jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long.`);
    }
    if (lowEntropy(config.jwtSecret)) {
      throw new ConfigError(
        `JWT_SECRET is too easy to guess (fewer than ${MIN_JWT_SECRET_DISTINCT} different characters, or one ` +
          'chunk repeated): use a long random value, for example `openssl rand -base64 64`.',
      );
    }
    return config.jwtSecret;
  }
  if (config.databaseUrl !== undefined) {
    throw new ConfigError(
      'JWT_SECRET is not set. With DATABASE_URL every API instance must sign tokens with the same secret: ' +
        'set JWT_SECRET to a long random value (for example `openssl rand -base64 64`).',
    );
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_JWT_SECRET_LENGTH) return existing;
    throw new ConfigError(
      `${file} holds a secret shorter than ${MIN_JWT_SECRET_LENGTH} characters; delete it to regenerate.`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(64).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}
