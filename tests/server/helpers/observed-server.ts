// The real app with metrics (and optionally a logger) on, its metrics endpoint on a port of its own,
// and a reader for what a Prometheus scrape of it returns.
import type http from 'node:http';
import type { DestinationStream } from 'pino';
import { createLoggers } from '../../../server/observability/logger.js';
import { AppMetrics } from '../../../server/observability/metrics.js';
import { startMetricsServer } from '../../../server/observability/metrics-server.js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppDeps } from '../../../server/http/app.js';
import type { ResultStore } from '../../../server/store/types.js';
import { createFakeSite } from './fake-site.js';
import { request, startTestServer, type TestServer } from './http.js';
import { openTestStore, type TestStore } from './stores.js';

export interface ObservedServer extends TestServer {
  metricsUrl: string;
}

type ObservedDeps = Omit<AppDeps, 'config' | 'metrics' | 'logger'> & {
  config?: Partial<AppDeps['config']>;
  logTo?: DestinationStream;
};

export async function startObservedServer(deps: ObservedDeps): Promise<ObservedServer> {
  const metrics = new AppMetrics();
  const logger = deps.logTo ? createLoggers('info', deps.logTo).requests : undefined;
  const app = await startTestServer({ ...deps, metrics, logger });
  let metricsServer: http.Server;
  try {
    metricsServer = await startMetricsServer(metrics.registry, '127.0.0.1', 0);
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = metricsServer.address() as { port: number };
  return {
    ...app,
    metricsUrl: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => metricsServer.close(resolve));
      await app.close();
    },
  };
}

/**
 * For a test file: a fake site shared by its tests, and `start`, which starts the observed app on
 * a fresh SQLite store with the deps `depsFor` makes; each app and store is stopped after its test.
 */
export function useObservedServers(): (
  depsFor: (store: ResultStore, staticDir: string) => ObservedDeps,
) => Promise<ObservedServer> {
  let site: ReturnType<typeof createFakeSite>;
  let handle: TestStore | undefined;
  let server: ObservedServer | undefined;
  beforeAll(() => {
    site = createFakeSite();
  });
  afterAll(() => site.remove());
  afterEach(async () => {
    await server?.close();
    await handle?.dispose();
    server = undefined;
    handle = undefined;
  });
  return async (depsFor) => {
    handle = await openTestStore('sqlite');
    server = await startObservedServer(depsFor(handle.store, site.dir));
    return server;
  };
}

/** One sample of a scrape: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[name!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

export class Scrape {
  constructor(
    readonly text: string,
    readonly samples: Sample[],
  ) {}

  /** The sample's value, 0 when the series does not exist (yet). */
  value(name: string, labels: Record<string, string> = {}): number {
    const sample = this.samples.find(
      (candidate) =>
        candidate.name === name &&
        Object.keys(labels).length === Object.keys(candidate.labels).length &&
        Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
    );
    return sample?.value ?? 0;
  }

  /** Every series of the site's own metrics, as `name{labels}`. */
  ownSeries(): string[] {
    return this.samples
      .filter((sample) => sample.name.startsWith('quiz_'))
      .map((sample) => `${sample.name}${JSON.stringify(sample.labels)}`);
  }
}

export async function scrape(metricsUrl: string): Promise<Scrape> {
  const response = await request(metricsUrl, '/metrics');
  if (response.status !== 200)
    throw new Error(`GET /metrics answered ${response.status}: ${response.text}`);
  return new Scrape(response.text, parseExposition(response.text));
}
