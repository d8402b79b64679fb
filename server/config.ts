// Server configuration: one typed object, read from the environment by `configFromEnv`.
import { STANDING_MIN_TAKERS } from '../shared/domain/score-distribution.js';
import { DEFAULT_STORE_TIMEOUT_MS } from './store/types.js';

/**
 * The analytics beacon's per-minute budget, as a multiple of the result saves' budget: one quiz
 * sends a save and two or three events (started, completed, shares).
 */
export const EVENTS_PER_WRITE_BUDGET = 5;

/** Largest API request body. A pretty-printed 100-answer result with its question ids is about 3 KB. */
export const API_BODY_LIMIT_BYTES = 4 * 1024;

/** false: the socket address is the client; a number: that many proxies in front; true: trust all. */
export type TrustProxySetting = boolean | number;

export interface ServerConfig {
  port: number;
  host: string;
  /** A postgres:// or postgresql:// URL, or a SQLite file path (":memory:" for a throwaway store). */
  databaseUrl: string;
  staticDir: string;
  /** Writes allowed per client per minute on each write endpoint; null turns the limit off. */
  rateLimitWritesPerMinute: number | null;
  trustProxy: TrustProxySetting;
  /** How long a graceful shutdown waits for in-flight requests before closing them. */
  shutdownTimeoutMs: number;
  /** How long a request waits for the store (a lock, a connection, a statement) before a 503. */
  storeTimeoutMs: number;
  /** A client must send its request headers within this time, and the whole request within the next. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Open connections beyond this are closed as soon as they are accepted. */
  maxConnections: number;
  /** Where the Prometheus metrics are served, never on the public port; null: not served. */
  metricsPort: number | null;
  metricsHost: string;
  /** The least severe log lines written; "silent" writes none. */
  logLevel: LogLevel;
  /** One line per request (at info level); off leaves the other lines (start, faults, shutdown). */
  logRequests: boolean;
  /** Whether request log lines carry the client's address (req.ip); off unless the operator turns it on. */
  logClientAddress: boolean;
  /** Whether saves count their answers per question (off only to measure what counting costs). */
  countQuestions: boolean;
  /** Counted results a quiz needs before its per-question figures are given. */
  questionFiguresMinResults: number;
  /** Stored results a quiz needs before its score distribution says where a visitor stands. */
  standingMinTakers: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_CONFIG: ServerConfig = {
  port: 3000,
  host: '0.0.0.0',
  databaseUrl: 'data/results.db',
  staticDir: 'dist/client',
  rateLimitWritesPerMinute: 120,
  trustProxy: false,
  shutdownTimeoutMs: 10_000,
  storeTimeoutMs: DEFAULT_STORE_TIMEOUT_MS,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 30_000,
  maxConnections: 1_000,
  metricsPort: null,
  metricsHost: '127.0.0.1',
  logLevel: 'info',
  logRequests: true,
  logClientAddress: false,
  countQuestions: true,
  questionFiguresMinResults: 100,
  standingMinTakers: STANDING_MIN_TAKERS,
};

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function configFromEnv(env: Env = process.env): ServerConfig {
  const config: ServerConfig = {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? DEFAULT_CONFIG.host,
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? DEFAULT_CONFIG.databaseUrl,
    staticDir: nonEmpty(env.STATIC_DIR) ?? DEFAULT_CONFIG.staticDir,
    rateLimitWritesPerMinute: parseRateLimit(env.RATE_LIMIT_WRITES_PER_MINUTE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownTimeoutMs: parseWholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', 0, 'milliseconds'),
    storeTimeoutMs: parseWholeNumber(env, 'STORE_TIMEOUT_MS', 1, 'milliseconds'),
    headersTimeoutMs: parseWholeNumber(env, 'HEADERS_TIMEOUT_MS', 1, 'milliseconds'),
    requestTimeoutMs: parseWholeNumber(env, 'REQUEST_TIMEOUT_MS', 1, 'milliseconds'),
    maxConnections: parseWholeNumber(env, 'MAX_CONNECTIONS', 1, 'connections'),
    metricsPort: parseMetricsPort(env.METRICS_PORT),
    metricsHost: nonEmpty(env.METRICS_HOST) ?? DEFAULT_CONFIG.metricsHost,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    logRequests: parseSwitch(env, 'LOG_REQUESTS'),
    logClientAddress: parseSwitch(env, 'LOG_CLIENT_ADDRESS'),
    countQuestions: parseSwitch(env, 'QUESTION_COUNTING'),
    questionFiguresMinResults: parseWholeNumber(env, 'QUESTION_FIGURES_MIN_RESULTS', 1, 'results'),
    standingMinTakers: parseWholeNumber(env, 'STANDING_MIN_TAKERS', 1, 'results'),
  };
  if (
    config.metricsPort !== null &&
    config.metricsPort !== 0 &&
    config.metricsPort === config.port
  ) {
    throw new ConfigError(
      `METRICS_PORT must differ from PORT (${config.port}): metrics are never served on the public port`,
    );
  }
  // Node refuses a header timeout longer than the whole request's.
  if (config.headersTimeoutMs > config.requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${config.headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${config.requestTimeoutMs})`,
    );
  }
  return config;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return DEFAULT_CONFIG.port;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** Off unless set: "off" or empty also mean off; 0 picks a free port (tests). */
function parseMetricsPort(value: string | undefined): number | null {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined || text === 'off') return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(
      `METRICS_PORT must be an integer from 0 to 65535, or "off", got "${value}"`,
    );
  }
  return port;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return DEFAULT_CONFIG.logLevel;
  if ((LOG_LEVELS as readonly string[]).includes(text)) return text as LogLevel;
  throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
}

const SWITCHES = {
  LOG_REQUESTS: 'logRequests',
  LOG_CLIENT_ADDRESS: 'logClientAddress',
  QUESTION_COUNTING: 'countQuestions',
} as const;

function parseSwitch(env: Env, name: keyof typeof SWITCHES): boolean {
  const text = nonEmpty(env[name])?.toLowerCase();
  if (text === undefined) return DEFAULT_CONFIG[SWITCHES[name]];
  if (['true', 'on', '1'].includes(text)) return true;
  if (['false', 'off', '0'].includes(text)) return false;
  throw new ConfigError(`${name} must be on or off, got "${env[name]}"`);
}

function parseRateLimit(value: string | undefined): number | null {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return DEFAULT_CONFIG.rateLimitWritesPerMinute;
  if (text === 'off' || text === '0') return null;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 0) {
    throw new ConfigError(
      `RATE_LIMIT_WRITES_PER_MINUTE must be a whole number, or 0 or "off" to disable it, got "${value}"`,
    );
  }
  return limit;
}

/** How many proxies (load balancers) in front of the app append to X-Forwarded-For. */
function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return DEFAULT_CONFIG.trustProxy;
  if (text === 'false' || text === 'off' || text === '0') return false;
  if (text === 'true' || text === 'on') return true;
  if (/^\d+$/.test(text)) return Number(text);
  throw new ConfigError(
    `TRUST_PROXY must be the number of proxies in front of the app (e.g. 1), true or false, got "${value}"`,
  );
}

const NUMERIC_SETTINGS = {
  SHUTDOWN_TIMEOUT_MS: 'shutdownTimeoutMs',
  STORE_TIMEOUT_MS: 'storeTimeoutMs',
  HEADERS_TIMEOUT_MS: 'headersTimeoutMs',
  REQUEST_TIMEOUT_MS: 'requestTimeoutMs',
  MAX_CONNECTIONS: 'maxConnections',
  QUESTION_FIGURES_MIN_RESULTS: 'questionFiguresMinResults',
  STANDING_MIN_TAKERS: 'standingMinTakers',
} as const;

function parseWholeNumber(
  env: Env,
  name: keyof typeof NUMERIC_SETTINGS,
  min: number,
  unit: string,
): number {
  const value = env[name];
  const text = nonEmpty(value);
  if (text === undefined) return DEFAULT_CONFIG[NUMERIC_SETTINGS[name]];
  const number = Number(text);
  if (!Number.isInteger(number) || number < min) {
    throw new ConfigError(
      `${name} must be a whole number of ${unit}, at least ${min}, got "${value}"`,
    );
  }
  return number;
}

/** The storage backend a DATABASE_URL selects. */
export type StoreLocation = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

export function storeLocation(databaseUrl: string): StoreLocation {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return { kind: 'postgres', url: databaseUrl };
  // "sqlite:path", "sqlite://path" and "file:path" are accepted as spellings of a plain path.
  const file = databaseUrl.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (!file) throw new ConfigError(`DATABASE_URL names no SQLite file: "${databaseUrl}"`);
  return { kind: 'sqlite', file };
}
