// The per-client limit on writes: express-rate-limit, keyed on req.ip (Express's trust proxy rule).
import { rateLimit, type Store } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { ApiError } from './errors.js';

const ONE_MINUTE_MS = 60_000;

/**
 * One budget per endpoint and client. `store` is shared by every app instance when the result
 * store provides one; otherwise counts are kept in this process.
 */
export function writeRateLimit(limitPerMinute: number, store: Store | undefined): RequestHandler {
  return rateLimit({
    windowMs: ONE_MINUTE_MS,
    limit: limitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store,
    // TRUST_PROXY=true is documented for when every hop is the operator's, and a client may send
    // X-Forwarded-For that TRUST_PROXY=false ignores on purpose: neither is a misconfiguration.
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (_req, _res, next) =>
      next(
        new ApiError(429, 'rate_limited', 'Too many requests from this address; please wait a minute and try again.'),
      ),
  });
}
