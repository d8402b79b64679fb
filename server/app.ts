// The Express app, built from its dependencies so tests and the entry point wire it the same way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { quizzes as generatedQuizzes } from '../src/generated/quiz-data.en.js';
import { API_BODY_LIMIT_BYTES, EVENTS_PER_WRITE_BUDGET, type ServerConfig } from './config.js';
import { apiNotFound, logToConsole, methodNotAllowed, respondWithError, type ErrorLog } from './errors.js';
import { createQuizCatalog, type CatalogQuiz } from './quiz-catalog.js';
import { postEvent } from './routes/events.js';
import { getHealth } from './routes/health.js';
import type { ApiRoute } from './routes/route.js';
import { postTestResult } from './routes/test-results.js';
import { applySecurityHeaders } from './security-headers.js';
import { writeRateLimit } from './security.js';
import { loadStaticSite, type StaticSite } from './static.js';
import type { ResultStore } from './store/types.js';

export interface AppDeps {
  store: ResultStore;
  config: Pick<ServerConfig, 'staticDir' | 'rateLimitWritesPerMinute' | 'trustProxy'>;
  /** Defaults to the generated English quiz data. */
  quizzes?: readonly CatalogQuiz[];
  log?: ErrorLog;
  /** Serve the API and known static files before Express's per-request setup (default true). */
  fastPath?: boolean;
}

export type App = express.Express & { readonly staticSite: StaticSite };

export function createApp({
  store,
  config,
  quizzes = generatedQuizzes,
  log = logToConsole,
  fastPath = true,
}: AppDeps): App {
  const catalog = createQuizCatalog(quizzes);
  const staticSite = loadStaticSite(config.staticDir);
  const routes = apiRoutes(store, catalog, config);

  const app = Object.assign(express(), { staticSite });
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', false);
  app.set('trust proxy', config.trustProxy);

  app.use((_req, res, next) => {
    applySecurityHeaders(res);
    next();
  });
  for (const route of routes) {
    const handler = (req: IncomingMessage, res: ServerResponse) => runRoute(route, req, res, log);
    if (route.method === 'GET') app.get(route.path, handler);
    else app.post(route.path, handler);
    const allow = route.method === 'GET' ? 'GET, HEAD' : route.method;
    app.all(route.path, (req, res) => respondWithError(req, res, methodNotAllowed(req, allow), log));
  }
  app.use('/api', (req, res) => respondWithError(req, res, apiNotFound(req), log));
  app.use((req, res, next) => {
    if (!staticSite.serve(req, res, pathnameOf(req.url))) next();
  });
  app.use((req, res) => staticSite.notFound(req, res));
  app.use((error: unknown, req: IncomingMessage, res: ServerResponse, _next: unknown) => {
    // Outside the API too: a bare 500, never Express's default page with a stack trace.
    respondWithError(req, res, error, log);
  });

  if (fastPath) installFastPath(app, routes, staticSite, log);
  return app;
}

function apiRoutes(
  store: ResultStore,
  catalog: ReturnType<typeof createQuizCatalog>,
  config: AppDeps['config'],
): ApiRoute[] {
  const writes = { store, catalog, bodyLimitBytes: API_BODY_LIMIT_BYTES };
  // Each write endpoint has its own budget, so analytics beacons never use up result saves.
  return [
    postTestResult({
      ...writes,
      limitWrites: writeRateLimit(config.rateLimitWritesPerMinute, config.trustProxy, store.rateLimitStore?.('saves:')),
    }),
    postEvent({
      ...writes,
      limitWrites: writeRateLimit(
        eventsPerMinute(config.rateLimitWritesPerMinute),
        config.trustProxy,
        store.rateLimitStore?.('events:'),
      ),
    }),
    getHealth(store),
  ];
}

function eventsPerMinute(writesPerMinute: number | null): number | null {
  return writesPerMinute === null ? null : writesPerMinute * EVENTS_PER_WRITE_BUDGET;
}

function runRoute(route: ApiRoute, req: IncomingMessage, res: ServerResponse, log: ErrorLog): void {
  route.handle(req, res).catch((error: unknown) => respondWithError(req, res, error, log));
}

function pathnameOf(url: string | undefined = '/'): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

type HandleFunction = (req: IncomingMessage, res: ServerResponse, callback?: unknown) => void;

/**
 * Express's per-request setup (prototype swaps, router walk) costs more than the whole API
 * handler, so exact API paths and known static files are answered before it. The handlers are
 * the same ones registered with Express above; everything else (404s, 405s, odd URLs) goes on to
 * Express. An Express app calls `app.handle` for every request, which is the hook used here.
 */
function installFastPath(app: express.Express, routes: ApiRoute[], staticSite: StaticSite, log: ErrorLog): void {
  const routeByKey = new Map<string, ApiRoute>();
  for (const route of routes) {
    routeByKey.set(`${route.method} ${route.path}`, route);
    if (route.method === 'GET') routeByKey.set(`HEAD ${route.path}`, route);
  }
  const target = app as unknown as { handle: HandleFunction };
  const expressHandle = target.handle;
  target.handle = function handle(this: unknown, req, res, callback) {
    const pathname = pathnameOf(req.url);
    const route = routeByKey.get(`${req.method} ${pathname}`);
    // Route handlers and the static site write the security headers with their own.
    if (route) return runRoute(route, req, res, log);
    if (staticSite.serve(req, res, pathname)) return;
    expressHandle.call(this, req, res, callback);
  };
}
