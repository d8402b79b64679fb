// The Express app, built from its dependencies so tests and the entry point wire it the same way.
// Every request takes the same middleware chain: its metrics and log line (when on), security
// headers, the API's router under /api (its routes listed here, one line each), the
// site's route (score links, the static site, the 404 page; 405 for other methods than GET and
// HEAD), and one error handler.
import express from 'express';
import { quizCatalog } from '../../shared/generated/quiz-catalog.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../config.js';
import type { Logger } from '../observability/logger.js';
import type { AppMetrics } from '../observability/metrics.js';
import { observeRequests } from '../observability/request-observer.js';
import { timedStore } from '../store/write-outcomes.js';
import type { ResultStore } from '../store/types.js';
import { API_PREFIX } from '../../shared/api-paths.js';
import { apiRouter, closeConnectionOnUnreadBody } from './api-router.js';
import {
  errorHandler,
  logToConsole,
  methodNotAllowed,
  READ_METHODS,
  type ErrorLog,
} from './errors.js';
import { postEvent } from './routes/events.js';
import { getHealth } from './routes/health.js';
import { getQuestionFigures } from './routes/question-figures.js';
import { getScoreDistribution } from './routes/score-distribution.js';
import { questionFigureSnapshots } from './question-figure-snapshots.js';
import { createQuizCatalog, type CatalogQuiz } from './quiz-catalog.js';
import { postTestResult } from './routes/test-results.js';
import { scoreLinkPages } from './score-link-pages.js';
import { securityHeaders } from './security-headers.js';
import { loadStaticSite, type StaticSite } from './static.js';

export interface AppDeps {
  store: ResultStore;
  config: Pick<ServerConfig, 'staticDir' | 'rateLimitWritesPerMinute' | 'trustProxy'> &
    Partial<
      Pick<
        ServerConfig,
        'logClientAddress' | 'countQuestions' | 'questionFiguresMinResults' | 'standingMinTakers'
      >
    >;
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

export function createApp({
  store: untimedStore,
  config,
  quizzes = quizCatalog,
  log = logToConsole,
  metrics,
  logger,
  now,
}: AppDeps): App {
  const store = metrics ? timedStore(untimedStore, metrics) : untimedStore;
  metrics?.watchStore(() => untimedStore.ping());
  const catalog = createQuizCatalog(quizzes);
  const staticSite = loadStaticSite(config.staticDir);

  const app = Object.assign(express(), { staticSite });
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', false);
  app.set('trust proxy', config.trustProxy);

  if (metrics || logger)
    app.use(observeRequests({ metrics, logger, logClientAddress: config.logClientAddress }));
  app.use(closeConnectionOnUnreadBody);
  app.use(securityHeaders());

  const countQuestions = config.countQuestions ?? DEFAULT_CONFIG.countQuestions;
  const threshold = config.questionFiguresMinResults ?? DEFAULT_CONFIG.questionFiguresMinResults;
  const minTakers = config.standingMinTakers ?? DEFAULT_CONFIG.standingMinTakers;
  const api = [
    postTestResult({ store, catalog, countQuestions, minTakers }),
    postEvent({ store, catalog }),
    getHealth(store),
    getScoreDistribution({ store, catalog, minTakers }),
    getQuestionFigures({ catalog, snapshots: questionFigureSnapshots({ store, threshold, now }) }),
  ];
  app.use(API_PREFIX, apiRouter(api, { writesPerMinute: config.rateLimitWritesPerMinute, store }));
  // Everything else is a page or file of the built site: GET and HEAD (Express answers HEAD with the
  // GET handlers) take score links, the static files, then the 404 page; any other method, on any
  // path (none accepts another), gets 405 with Allow. On the app's own router, not a nested one:
  // leaving a nested router takes an event-loop turn (it defers with setImmediate), and a 405 sent
  // that late loses the race with Node's parser over a body sent without Content-Length (a bare 400).
  app
    .route(EVERY_PATH)
    .get(scoreLinkPages(config.staticDir), staticSite.serve, staticSite.notFound)
    .all(methodNotAllowed(READ_METHODS));
  app.use(errorHandler(log));
  return app;
}

/**
 * Every path, as a pattern without a parameter: Express decodes a wildcard parameter ('/{*path}'),
 * which answers a malformed %-escape with an error instead of the 404 page.
 */
const EVERY_PATH = /^\//;
