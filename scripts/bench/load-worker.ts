// The load generator, run as its own process pinned to a core apart from the server's. It runs one
// autocannon load and prints "RESULT <json>". Usage: load-worker.ts '<LoadSpec json>'
import autocannon, { type Request } from 'autocannon';
import { loadQuizShapes, makeBodies } from './request-bodies.js';

export interface LoadSpec {
  origin: string;
  scenario: 'api-test-results' | 'static-home-br';
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  throughputBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** errors + timeouts + non2xx */
  failed: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
  /** Share of one core this load generator used during the run (0–1); near 1 means it limited the rate. */
  loadGeneratorCpu: number;
}

async function requestsFor(spec: LoadSpec): Promise<Request[]> {
  if (spec.scenario === 'static-home-br') {
    return [{ method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } }];
  }
  const bodies = makeBodies(await loadQuizShapes(), 64);
  return bodies.map((body) => ({
    method: 'POST',
    path: '/api/test-results',
    headers: { 'content-type': 'application/json' },
    body,
  }));
}

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(spec.origin)) throw new Error(`Refusing to load anything but 127.0.0.1: ${spec.origin}`);
  const requests = await requestsFor(spec);
  const cpuBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.durationSeconds,
    pipelining: 1,
    timeout: 10,
    requests,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const wallMicros = Number(process.hrtime.bigint() - wallBefore) / 1000;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count;
  const output: LoadResult = {
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    throughputBytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    failed: result.errors + result.timeouts + result.non2xx,
    statusCodes,
    durationSeconds: result.duration,
    loadGeneratorCpu: Math.min(1, (cpu.user + cpu.system) / wallMicros),
  };
  console.log(`RESULT ${JSON.stringify(output)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
