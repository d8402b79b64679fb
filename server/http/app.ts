// The Express app, built from its dependencies so tests and the entry point wire it the same way.
// Every request takes the same middleware chain: its metrics and log line (when on), security
// headers, the API routes (each with its own rate limit and body parser), 405 for pages asked with
// another method than GET or HEAD, score links, the static site, the 404 page, and one error handler.
import express, { type RequestHandler } from 'express';
import { quizCatalog } from '../../shared/generated/quiz-catalog.js';
import { API_BODY_LIMIT_BYTES, DEFAULT_CONFIG, EVENTS_PER_WRITE_BUDGET, type ServerConfig } from '../config.js';
import type { Logger } from '../observability/logger.js';
import type { AppMetrics } from '../observability/metrics.js';
import { observeRequests } from '../observability/request-observer.js';
import { timedStore } from '../observability/timed-store.js';
import type { ResultStore } from '../store/types.js';
import { apiNotFound, errorHandler, logToConsole, methodNotAllowed, type ErrorLog } from './errors.js';
import { jsonBody } from './json-body.js';
import { onlyReadPages, READ_METHODS } from './page-methods.js';
import { createQuizCatalog, type CatalogQuiz } from './quiz-catalog.js';
import { writeRateLimit } from './rate-limit.js';
import { postEvent } from './routes/events.js';
import { getHealth } from './routes/health.js';
import { getQuestionFigures } from './routes/question-figures.js';
import { getScoreDistribution } from './routes/score-distribution.js';
import { questionFigureSnapshots } from './question-figure-snapshots.js';
import type { ApiRoute } from './routes/route.js';
import { postTestResult } from './routes/test-results.js';
import { scoreLinkPages } from './score-link-pages.js';
import { securityHeaders } from './security-headers.js';
import { loadStaticSite, type StaticSite } from './static.js';
import { closeConnectionOnUnreadBody } from './unread-body.js';

export interface AppDeps {
  store: ResultStore;
  config: Pick<ServerConfig, 'staticDir' | 'rateLimitWritesPerMinute' | 'trustProxy'> &
    Partial<Pick<ServerConfig, 'logClientAddress' | 'countQuestions' | 'questionFiguresMinResults'>>;
  /** Defaults to the generated quiz catalog (shared/generated/quiz-catalog.ts). */
  quizzes?: readonly CatalogQuiz[];
  log?: ErrorLog;
  /** Request and store metrics, in the registry the metrics endpoint serves; none when metrics are off. */
  metrics?: AppMetrics;
  /** Where the request log lines go; none without it. */
  logger?: Logger;
  /** The clock of the question figures' snapshots, in milliseconds since the epoch. */
  now?: () => number;
}

export type App = express.Express & { readonly staticSite: StaticSite };

export function createApp({ store: untimedStore, config, quizzes = quizCatalog, log = logToConsole, metrics, logger, now }: AppDeps): App {
  const store = metrics ? timedStore(untimedStore, metrics) : untimedStore;
  metrics?.watchStore(() => untimedStore.ping());
  const catalog = createQuizCatalog(quizzes);
  const staticSite = loadStaticSite(config.staticDir);

  const app = Object.assign(express(), { staticSite });
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', false);
  app.set('trust proxy', config.trustProxy);

  if (metrics || logger) app.use(observeRequests({ metrics, logger, logClientAddress: config.logClientAddress }));
  app.use(closeConnectionOnUnreadBody);
  app.use(securityHeaders());

  // Each write endpoint has its own budget, so analytics beacons never use up result saves.
  const savesPerMinute = config.rateLimitWritesPerMinute;
  const readBody = jsonBody(API_BODY_LIMIT_BYTES);
  const countQuestions = config.countQuestions ?? DEFAULT_CONFIG.countQuestions;
  mount(app, postTestResult({ store, catalog, countQuestions }), ...writeLimit(store, 'test-results', savesPerMinute), readBody);
  mount(
    app,
    postEvent({ store, catalog }),
    ...writeLimit(store, 'events', savesPerMinute === null ? null : savesPerMinute * EVENTS_PER_WRITE_BUDGET),
    readBody,
  );
  mount(app, getHealth(store));
  mount(app, getScoreDistribution({ store, catalog }));
  const threshold = config.questionFiguresMinResults ?? DEFAULT_CONFIG.questionFiguresMinResults;
  mount(app, getQuestionFigures({ catalog, snapshots: questionFigureSnapshots({ store, threshold, now }) }));
  app.use('/api', (req, _res, next) => next(apiNotFound(req)));
  app.use(onlyReadPages);

  app.use(scoreLinkPages(config.staticDir));
  app.use(staticSite.serve);
  app.use(staticSite.notFound);
  app.use(errorHandler(log));
  return app;
}

/** Registers the route after its middlewares, and 405 for the other methods on its path. */
function mount(app: express.Express, route: ApiRoute, ...middlewares: RequestHandler[]): void {
  const path = app.route(route.path);
  if (route.method === 'GET') path.get(...middlewares, route.handle);
  else path.post(...middlewares, route.handle);
  const allow = route.method === 'GET' ? READ_METHODS : route.method;
  path.all((req, _res, next) => next(methodNotAllowed(req, allow)));
}

/** The endpoint's rate limit, or none when RATE_LIMIT_WRITES_PER_MINUTE turns limits off. */
function writeLimit(store: ResultStore, endpoint: string, perMinute: number | null): RequestHandler[] {
  return perMinute === null ? [] : [writeRateLimit(perMinute, store.rateLimitStore?.(`${endpoint}:`))];
}
