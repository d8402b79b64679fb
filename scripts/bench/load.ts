// The save under load. Each server runs alone on core 0; the bench itself, the load generator, on
// core 1 (taskset): POST /api/test-results on the app and on the plain way (plain-way.ts), each
// saturated by autocannon, then at a steady offered load sent open-loop, in one run.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { openLoop, type LoadResult } from './open-loop.js';
import { cpuMeter, peakRssBytes, type CpuShares } from './processes.js';
import { requestBodies, saveRequests } from './request-bodies.js';
import { startApp, startPlainWay, type Server } from './servers.js';

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;
export type ApiServer = 'app' | 'plain';

export interface Run extends LoadResult {
  /** Peak resident memory of the server process since it started (VmHWM), bytes. */
  peakRssBytes: number | null;
  cpu: CpuShares;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Offered load of the open-loop runs, requests per second. */
  rate: number;
  log: (line: string) => void;
}

export interface LoadReport extends Omit<LoadOptions, 'log'> {
  /** Per server: saturated by autocannon, then at the steady open-loop rate. */
  api: Record<ApiServer, { saturated: Run; steady: Run }>;
}

/** One autocannon run, as the open-loop sender reports its own. */
export async function saturate(server: Server, requests: autocannon.Request[], options: LoadOptions, seconds = options.seconds): Promise<LoadResult> {
  return autocannonResult(await autocannon({ url: server.origin, connections: options.connections, duration: seconds, timeout: 10, requests }));
}

/** An autocannon result in the open-loop sender's shape. */
export function autocannonResult(result: autocannon.Result): LoadResult {
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    failed: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
    statusCodes,
  };
}

/** Runs a load against a server and adds its peak memory and the CPU use of both cores. */
export async function measure(server: Server, load: () => Promise<LoadResult>): Promise<Run> {
  const cpu = cpuMeter(server.child.pid, SERVER_CORE, LOAD_CORE);
  const result = await load();
  return { ...result, cpu: cpu(), peakRssBytes: peakRssBytes(server.child.pid) };
}

async function apiRuns(server: Server, bodies: string[], options: LoadOptions): Promise<{ saturated: Run; steady: Run }> {
  const check = await fetch(`${server.origin}/api/test-results`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[0] });
  if (check.status !== 201) throw new Error(`${server.child.name}: POST /api/test-results answered ${check.status}: ${(await check.text()).slice(0, 300)}`);
  const requests = saveRequests(bodies);
  if (options.warmupSeconds > 0) await saturate(server, requests, options, options.warmupSeconds);
  const saturated = await measure(server, () => saturate(server, requests, options));
  await sleep(500);
  const steady = await measure(server, () => openLoop(server.origin, bodies, options.rate, options.seconds));
  return { saturated, steady };
}

export async function runLoad(siteDir: string, options: LoadOptions): Promise<LoadReport> {
  // From here on the bench process (autocannon, the open-loop sender) stays on its own core.
  execFileSync('taskset', ['-a', '-p', '-c', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
  const bodies = requestBodies();
  const api = async (name: ApiServer) => {
    options.log(`API ${name}: ${options.connections} connections for ${options.seconds} s, then ${options.rate} requests/s open-loop for ${options.seconds} s`);
    const server = name === 'app' ? await startApp('app (api)', siteDir, { core: SERVER_CORE }) : await startPlainWay(SERVER_CORE);
    try {
      return await apiRuns(server, bodies, options);
    } finally {
      await server.child.stop();
    }
  };
  const { log, ...settings } = options;
  return { ...settings, api: { app: await api('app'), plain: await api('plain') } };
}
