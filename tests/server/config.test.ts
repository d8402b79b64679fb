// Reading the configuration from the environment.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/content/paths.js';
import { ConfigError, configFromEnv, DEFAULT_CONFIG, storeLocation } from '../../server/config.js';

/** [variable, default] from the tables of docs/ (a row: | `NAME` | `default` | meaning |). */
const DOCUMENTED_DEFAULTS = ['configuration.md', 'operations.md'].flatMap((file) =>
  [
    ...readFileSync(join(projectRoot, 'docs', file), 'utf8').matchAll(
      /^\| `([A-Z_]+)` +\| `([^`]*)`/gm,
    ),
  ].map((match) => [match[1]!, match[2]!] as const),
);

describe('configFromEnv', () => {
  it('uses the defaults for an empty environment', () => {
    expect(configFromEnv({})).toEqual(DEFAULT_CONFIG);
  });

  it('has the default docs/ give each variable: setting it to that changes nothing', () => {
    expect(DOCUMENTED_DEFAULTS.map(([name]) => name)).toContain('PORT');
    for (const [name, value] of DOCUMENTED_DEFAULTS)
      expect(configFromEnv({ [name]: value }), `${name}=${value}`).toEqual(DEFAULT_CONFIG);
  });

  it('reads every setting', () => {
    expect(
      configFromEnv({
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://quiz@db/quiz',
        STATIC_DIR: '/srv/site',
        RATE_LIMIT_WRITES_PER_MINUTE: '300',
        TRUST_PROXY: '1',
        SHUTDOWN_TIMEOUT_MS: '5000',
        STORE_TIMEOUT_MS: '2000',
        HEADERS_TIMEOUT_MS: '10000',
        REQUEST_TIMEOUT_MS: '15000',
        MAX_CONNECTIONS: '500',
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.5',
        LOG_LEVEL: 'warn',
        LOG_REQUESTS: 'off',
        LOG_CLIENT_ADDRESS: 'on',
        QUESTION_COUNTING: 'off',
        QUESTION_FIGURES_MIN_RESULTS: '250',
        STANDING_MIN_TAKERS: '50',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://quiz@db/quiz',
      staticDir: '/srv/site',
      rateLimitWritesPerMinute: 300,
      trustProxy: 1,
      shutdownTimeoutMs: 5000,
      storeTimeoutMs: 2000,
      headersTimeoutMs: 10000,
      requestTimeoutMs: 15000,
      maxConnections: 500,
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      logLevel: 'warn',
      logRequests: false,
      logClientAddress: true,
      countQuestions: false,
      questionFiguresMinResults: 250,
      standingMinTakers: 50,
    });
  });

  it('counts answers per question and gives figures from 100 counted results unless told otherwise', () => {
    expect(DEFAULT_CONFIG.countQuestions).toBe(true);
    expect(() => configFromEnv({ QUESTION_FIGURES_MIN_RESULTS: '0' })).toThrow(
      /QUESTION_FIGURES_MIN_RESULTS must be a whole number of results, at least 1/,
    );
    expect(() => configFromEnv({ QUESTION_COUNTING: 'maybe' })).toThrow(
      /QUESTION_COUNTING must be on or off/,
    );
  });

  it('serves no metrics and logs no client address unless told to', () => {
    expect(DEFAULT_CONFIG).toMatchObject({ metricsPort: null, logClientAddress: false });
    expect(configFromEnv({ METRICS_PORT: 'off' }).metricsPort).toBeNull();
    expect(configFromEnv({ LOG_LEVEL: 'SILENT' }).logLevel).toBe('silent');
  });

  it.each(['0', 'off', 'OFF'])('turns the rate limit off with %s', (value) => {
    expect(
      configFromEnv({ RATE_LIMIT_WRITES_PER_MINUTE: value }).rateLimitWritesPerMinute,
    ).toBeNull();
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ RATE_LIMIT_WRITES_PER_MINUTE: 'lots' }, /RATE_LIMIT_WRITES_PER_MINUTE/],
    [{ TRUST_PROXY: 'loopback' }, /TRUST_PROXY/],
    [{ STORE_TIMEOUT_MS: '0' }, /STORE_TIMEOUT_MS/],
    [{ MAX_CONNECTIONS: '-5' }, /MAX_CONNECTIONS/],
    [{ METRICS_PORT: 'ninety' }, /METRICS_PORT/],
    [{ PORT: '8080', METRICS_PORT: '8080' }, /METRICS_PORT must differ from PORT \(8080\)/],
    [
      { LOG_LEVEL: 'verbose' },
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    ],
    [{ LOG_CLIENT_ADDRESS: 'maybe' }, /LOG_CLIENT_ADDRESS/],
    [{ LOG_REQUESTS: 'sometimes' }, /LOG_REQUESTS must be on or off/],
    [
      { HEADERS_TIMEOUT_MS: '40000' },
      /HEADERS_TIMEOUT_MS \(40000\) must not exceed REQUEST_TIMEOUT_MS/,
    ],
  ])('rejects %o with a message naming the setting', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError);
    expect(() => configFromEnv(env)).toThrow(message);
  });
});

describe('storeLocation', () => {
  it.each([
    ['postgres://u@h/db', { kind: 'postgres', url: 'postgres://u@h/db' }],
    [
      'postgresql://u@h:5433/db?sslmode=require',
      { kind: 'postgres', url: 'postgresql://u@h:5433/db?sslmode=require' },
    ],
    ['data/results.db', { kind: 'sqlite', file: 'data/results.db' }],
    ['sqlite:data/x.db', { kind: 'sqlite', file: 'data/x.db' }],
    ['sqlite:///var/lib/quiz/results.db', { kind: 'sqlite', file: '/var/lib/quiz/results.db' }],
    ['file:/tmp/r.db', { kind: 'sqlite', file: '/tmp/r.db' }],
  ])('reads %s', (url, location) => {
    expect(storeLocation(url)).toEqual(location);
  });
});
