// The server's Prometheus metrics (prom-client), in a registry of their own so that several apps in
// one process (tests) never share or collide. Every label value comes from a fixed set: route kinds,
// status classes, the catalog's quiz slugs and the site's languages.
import type { Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { siteLanguages } from '../../shared/generated/catalog.js';
import { quizCatalog } from '../../shared/generated/quiz-catalog.js';
import { answersWithin } from '../http/routes/health.js';
import { ROUTE_KINDS, statusClass, type RouteKind } from './route-kind.js';

/** What happened to a POST /api/test-results. */
export type SaveOutcome = 'stored' | 'invalid' | 'rate_limited' | 'store_unavailable' | 'error';

/** The quiz label of a valid save that names no quiz (a spec-style body). */
const UNNAMED_QUIZ = 'unnamed';
/** The quiz or language label of a body that names none we know, or was never read. */
const UNKNOWN_LABEL = 'unknown';

/** The status class of a request whose client left before the response was sent. */
const ABORTED = 'aborted';

/** From 1 ms (a save on a warm SQLite store) to 10 s (past the default store timeout of 5 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How long a scrape waits for the store's health check before reporting it down. */
const STORE_PING_TIMEOUT_MS = 1_000;

export interface MetricsOptions {
  /** The quiz slugs a save may be labelled with; defaults to the generated catalog's. */
  quizSlugs?: readonly string[];
  /** Defaults to the site's languages. */
  languages?: readonly string[];
}

/**
 * A metric's children by label values, each made once: prom-client's labels() checks the values
 * and builds a new child on every call, and a request moves up to four metrics. The values come
 * from fixed sets, so the map stays small.
 */
class Children<T> {
  private readonly made = new Map<string, T>();
  constructor(private readonly make: (values: string[]) => T) {}

  of(...values: string[]): T {
    const key = values.join('\n');
    let child = this.made.get(key);
    if (!child) this.made.set(key, (child = this.make(values)));
    return child;
  }
}

export type StoreOperation = 'save' | 'event';
export type StoreOutcome = 'ok' | 'unavailable' | 'error';

export class AppMetrics {
  readonly registry = new Registry();
  private readonly quizSlugs: ReadonlySet<string>;
  private readonly languages: ReadonlySet<string>;

  private readonly requests = new Counter({
    name: 'quiz_http_requests_total',
    help: 'HTTP requests answered, by route kind and status class.',
    labelNames: ['kind', 'status_class'] as const,
    registers: [this.registry],
  });
  private readonly requestDuration = new Histogram({
    name: 'quiz_http_request_duration_seconds',
    help: 'Time from a request arriving to its response being sent, by route kind and status class.',
    labelNames: ['kind', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly saves = new Counter({
    name: 'quiz_result_saves_total',
    help: 'POST /api/test-results by quiz, language and outcome (stored, invalid, rate_limited, store_unavailable, error).',
    labelNames: ['quiz', 'language', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly storeWriteDuration = new Histogram({
    name: 'quiz_store_write_duration_seconds',
    help: 'Time the store took to acknowledge a write (durably committed) or fail it, by operation and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly refusedConnections = new Counter({
    name: 'quiz_http_refused_connections_total',
    help: 'Connections closed on arrival because MAX_CONNECTIONS were open.',
    registers: [this.registry],
  });
  private readonly requestChildren = new Children((values) => this.requests.labels(...values));
  private readonly requestDurationChildren = new Children((values) =>
    this.requestDuration.labels(...values),
  );
  private readonly saveChildren = new Children((values) => this.saves.labels(...values));
  private readonly storeWriteChildren = new Children((values) =>
    this.storeWriteDuration.labels(...values),
  );
  private storePing: (() => Promise<void>) | null = null;
  private server: Server | null = null;

  constructor(options: MetricsOptions = {}) {
    this.quizSlugs = new Set(options.quizSlugs ?? quizCatalog.map((quiz) => quiz.slug));
    this.languages = new Set(options.languages ?? siteLanguages);
    const storeUp = new Gauge({
      name: 'quiz_store_up',
      help: '1 when the store answers and takes writes (as /api/health reports it), 0 otherwise; checked at each scrape.',
      registers: [this.registry],
      collect: async () => {
        if (this.storePing)
          storeUp.set((await answersWithin(this.storePing(), STORE_PING_TIMEOUT_MS)) ? 1 : 0);
      },
    });
    const openConnections = new Gauge({
      name: 'quiz_http_open_connections',
      help: 'Connections open on the public port.',
      registers: [this.registry],
      collect: async () => {
        const server = this.server;
        if (server)
          openConnections.set(
            await new Promise<number>((resolve) =>
              server.getConnections((_e, count) => resolve(count ?? 0)),
            ),
          );
      },
    });
    const maxConnections = new Gauge({
      name: 'quiz_http_max_connections',
      help: 'MAX_CONNECTIONS: open connections beyond it are refused.',
      registers: [this.registry],
      collect: () => {
        if (this.server) maxConnections.set(this.server.maxConnections);
      },
    });
    // Each kind's 2xx, 4xx and 5xx start at zero, so error ratios and alerts work before the first error.
    for (const kind of ROUTE_KINDS) {
      for (const status of [200, 400, 500]) {
        this.requests.labels(kind, statusClass(status)).inc(0);
      }
    }
    // The process's own: CPU, memory, heap, event-loop delay, GC time, file descriptors.
    collectDefaultMetrics({ register: this.registry });
  }

  observeRequest(kind: RouteKind, status: number, seconds: number): void {
    this.observe(kind, statusClass(status), seconds);
  }

  /** A request whose client went away before its response was sent. */
  observeAbortedRequest(kind: RouteKind, seconds: number): void {
    this.observe(kind, ABORTED, seconds);
  }

  private observe(kind: RouteKind, cls: string, seconds: number): void {
    this.requestChildren.of(kind, cls).inc();
    this.requestDurationChildren.of(kind, cls).observe(seconds);
  }

  /** `body` is the parsed request body, undefined when it was never read (e.g. rate limited). */
  observeSave(body: unknown, status: number): void {
    const { quiz, language } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    this.saveChildren
      .of(this.quizLabel(body, quiz), this.languageLabel(language), saveOutcome(status))
      .inc();
  }

  observeStoreWrite(operation: StoreOperation, outcome: StoreOutcome, seconds: number): void {
    this.storeWriteChildren.of(operation, outcome).observe(seconds);
  }

  /** The store's health check, run at each scrape. */
  watchStore(ping: () => Promise<void>): void {
    this.storePing = ping;
  }

  /** The public server: its open connections, its limit and the connections it refuses. */
  watchServer(server: Server): void {
    this.server = server;
    server.on('drop', () => this.refusedConnections.inc());
  }

  private quizLabel(body: unknown, quiz: unknown): string {
    if (typeof quiz === 'string' && this.quizSlugs.has(quiz)) return quiz;
    // A body in the spec's shape names no quiz; one that was not JSON, or was never read, names nothing.
    return quiz === undefined && typeof body === 'object' && body !== null
      ? UNNAMED_QUIZ
      : UNKNOWN_LABEL;
  }

  private languageLabel(language: unknown): string {
    return typeof language === 'string' && this.languages.has(language) ? language : UNKNOWN_LABEL;
  }
}

export function saveOutcome(status: number): SaveOutcome {
  if (status >= 200 && status < 300) return 'stored';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'store_unavailable';
  if (status >= 400 && status < 500) return 'invalid';
  return 'error';
}
