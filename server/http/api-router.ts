// The API as an express.Router, mounted at API_PREFIX: each route behind its own middlewares (rate
// limit, body parser), 405 with Allow for the other methods on its path, and a JSON 404 for any
// other path under the prefix.
import express, { type RequestHandler } from 'express';
import { apiNotFound, methodNotAllowed, READ_METHODS } from './errors.js';
import type { ApiRoute } from './routes/route.js';
import { API_PREFIX } from '../../shared/api-paths.js';


export interface ApiMount {
  route: ApiRoute;
  /** Run before the route's handler, in this order. */
  middlewares?: RequestHandler[];
}

export function apiRouter(mounts: readonly ApiMount[]): express.Router {
  const router = express.Router();
  for (const { route, middlewares = [] } of mounts) {
    if (!route.path.startsWith(`${API_PREFIX}/`)) throw new Error(`API route ${route.path} is not under ${API_PREFIX}`);
    const path = router.route(route.path.slice(API_PREFIX.length));
    // A GET route answers HEAD too (Express runs its handler and sends no body).
    if (route.method === 'GET') path.get(...middlewares, route.handle).all(methodNotAllowed(READ_METHODS));
    else path.post(...middlewares, route.handle).all(methodNotAllowed(route.method));
  }
  router.use((req, _res, next) => next(apiNotFound(req)));
  return router;
}
