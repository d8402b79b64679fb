// The API as an express.Router, mounted at API_PREFIX: each route with its kind for the metrics, a
// POST route behind its rate limit and the JSON body reader, 405 with Allow for the other methods on
// its path, and a JSON 404 for any other path under the prefix. The rate limit is express-rate-limit,
// keyed on req.ip (Express's trust proxy rule).
import express, { type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { API_PREFIX } from '../../shared/api-paths.js';
import { API_BODY_LIMIT_BYTES } from '../config.js';
import type { ResultStore } from '../store/types.js';
import { ApiError, apiNotFound, methodNotAllowed, READ_METHODS } from './errors.js';
import { readJsonBody } from './request-body.js';
import type { ApiRoute } from './routes/route.js';

export interface ApiRouterOptions {
  /** The per-client write budget per endpoint; null turns rate limits off. */
  writesPerMinute: number | null;
  /** Shares the rate limits' counts between instances when the store offers it. */
  store: ResultStore;
}

export function apiRouter(routes: readonly ApiRoute[], { writesPerMinute, store }: ApiRouterOptions): express.Router {
  const router = express.Router();
  const readBody = readJsonBody(API_BODY_LIMIT_BYTES);
  for (const route of routes) {
    if (!route.path.startsWith(`${API_PREFIX}/`)) throw new Error(`API route ${route.path} is not under ${API_PREFIX}`);
    const name = route.path.slice(API_PREFIX.length);
    const kind: RequestHandler = (_req, res, next) => {
      res.locals.routeKind = route.kind;
      next();
    };
    const path = router.route(name).all(kind);
    // A GET route answers HEAD too (Express runs its handler and sends no body).
    if (route.method === 'GET') path.get(route.handle).all(methodNotAllowed(READ_METHODS));
    else {
      // Each write endpoint has its own budget, so analytics beacons never use up result saves.
      const limit =
        writesPerMinute === null ? [] : [writeRateLimit(writesPerMinute * (route.writeBudget ?? 1), store.rateLimitStore?.(`${name.slice(1)}:`))];
      path.post(...limit, ...readBody, route.handle).all(methodNotAllowed(route.method));
    }
  }
  router.use((req, _res, next) => next(apiNotFound(req)));
  return router;
}

const ONE_MINUTE_MS = 60_000;

/**
 * One budget per endpoint and client. `store` is shared by every app instance when the result
 * store provides one; otherwise counts are kept in this process.
 */
function writeRateLimit(limitPerMinute: number, store: Store | undefined): RequestHandler {
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
