// express-rate-limit's Store on a PostgreSQL table (migration 3), so every app instance on the
// same database counts the same hits: N instances behind a load balancer allow the limit once,
// not N times. Times come from the database's clock, which all instances share.
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type pg from 'pg';

/** Runs one statement and returns its rows (the store's pool, timeouts and fault handling). */
export type RunQuery = (query: pg.QueryConfig) => Promise<Record<string, any>[]>;

const DEFAULT_WINDOW_MS = 60_000;

/** A hit starts a new window when the previous one has ended; otherwise it counts in it. */
const INCREMENT = {
  name: 'rate-limit-increment',
  text: `
    INSERT INTO rate_limit_hits AS current (key, hits, reset_at)
    VALUES ($1, 1, now() + make_interval(secs => $2))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN current.reset_at <= now() THEN 1 ELSE current.hits + 1 END,
      reset_at = CASE WHEN current.reset_at <= now() THEN excluded.reset_at ELSE current.reset_at END
    RETURNING hits, reset_at`,
};
const SELECT = {
  name: 'rate-limit-get',
  text: 'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
};
const DECREMENT = {
  name: 'rate-limit-decrement',
  text: 'UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()',
};

export const SWEEP_RATE_LIMITS = 'DELETE FROM rate_limit_hits WHERE reset_at <= now()';

export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowSeconds = DEFAULT_WINDOW_MS / 1000;

  constructor(
    readonly prefix: string,
    private readonly run: RunQuery,
    /** Called once a limiter uses this store: expired rows must then be swept now and then. */
    private readonly onUse: () => void,
  ) {}

  init(options: Options): void {
    this.windowSeconds = options.windowMs / 1000;
    this.onUse();
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.run({ ...SELECT, values: [this.prefix + key] });
    return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const [row] = await this.run({ ...INCREMENT, values: [this.prefix + key, this.windowSeconds] });
    return { totalHits: row!.hits, resetTime: row!.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.run({ ...DECREMENT, values: [this.prefix + key] });
  }

  async resetKey(key: string): Promise<void> {
    await this.run({
      text: 'DELETE FROM rate_limit_hits WHERE key = $1',
      values: [this.prefix + key],
    });
  }

  async resetAll(): Promise<void> {
    await this.run({
      text: 'DELETE FROM rate_limit_hits WHERE starts_with(key, $1)',
      values: [this.prefix],
    });
  }
}
