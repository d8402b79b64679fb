// The per-client limit on writes (express-rate-limit), usable on the fast path and in Express.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { clientAddress } from './client-address.js';
import type { TrustProxySetting } from './config.js';
import { ApiError, sendApiError } from './errors.js';

/** Resolves true when the request may go on; otherwise it has already answered 429. */
export type WriteLimiter = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const ONE_MINUTE_MS = 60_000;

/** One budget per endpoint and client; null when RATE_LIMIT_WRITES_PER_MINUTE turns it off. */
export function writeRateLimit(
  limitPerMinute: number | null,
  trustProxy: TrustProxySetting,
  store?: Store,
): WriteLimiter | null {
  if (limitPerMinute === null) return null;
  const limiter = rateLimit({
    // Shared by all instances when the result store provides one (PostgreSQL); in memory otherwise.
    store,
    windowMs: ONE_MINUTE_MS,
    limit: limitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // The address comes from clientAddress (the same rule as Express's trust proxy), so
    // express-rate-limit's checks of Express's req.ip do not apply.
    validate: false,
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req, trustProxy)),
    handler: (_req, res) =>
      sendApiError(
        res,
        new ApiError(429, 'rate_limited', 'Too many requests from this address; please wait a minute and try again.'),
      ),
  });
  return (req, res) =>
    new Promise<boolean>((resolve, reject) => {
      Promise.resolve(
        limiter(req as never, res as never, (error?: unknown) => (error ? reject(error) : resolve(true))),
      ).then(() => {
        if (res.headersSent) resolve(false);
      }, reject);
    });
}
