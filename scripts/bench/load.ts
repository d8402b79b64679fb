// API and static load. Each server runs alone on core 0; the bench itself, the load generator, on
// core 1 (taskset).
//   API: POST /api/test-results on the app, on a bare Express 5 route (the framework's floor) and on
//        raw node:http, each saturated by autocannon, then at a steady offered load sent open-loop.
//   static: GET / (brotli) on the app and on raw node:http sending the same bytes and headers.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openLoop, type LoadResult } from './open-loop.js';
import { cpuMeter, peakRssBytes, type CpuShares } from './processes.js';
import { requestBodies, saveRequests } from './request-bodies.js';
import { startApp, startFloor, type Server } from './servers.js';
import { tempDir } from './site.js';

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;
export type ApiServer = 'app' | 'express' | 'http';

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
  static: { app: Run; http: Run; bodyBytes: number };
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

async function staticRuns(siteDir: string, options: LoadOptions): Promise<LoadReport['static']> {
  const body = fs.readFileSync(path.join(siteDir, 'index.html.br'));
  const requests = [{ method: 'GET' as const, path: '/', headers: { 'accept-encoding': 'br' } }];
  const dir = tempDir('static');
  const run = async (server: Server) => {
    try {
      if (options.warmupSeconds > 0) await saturate(server, requests, options, options.warmupSeconds);
      return await measure(server, () => saturate(server, requests, options));
    } finally {
      await server.child.stop();
    }
  };
  const appServer = await startApp('app (static)', siteDir, { core: SERVER_CORE });
  // (On a failed check the server is stopped with every other child when the bench ends.)
  const check = await fetch(appServer.origin, { headers: { 'accept-encoding': 'br' } });
  const html = Buffer.from(await check.arrayBuffer());
  if (check.headers.get('content-encoding') !== 'br' || !html.equals(fs.readFileSync(path.join(siteDir, 'index.html')))) {
    throw new Error('GET / (br) did not answer index.html brotli-compressed');
  }
  // The floor sends the same bytes with the same headers, minus those of the connection.
  const headers = Object.fromEntries([...check.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)));
  fs.writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers));
  fs.writeFileSync(path.join(dir, 'index.html.br'), body);
  const app = await run(appServer);
  const http = await run(await startFloor('static', SERVER_CORE, [path.join(dir, 'index.html.br'), path.join(dir, 'headers.json')]));
  return { app, http, bodyBytes: body.length };
}

export async function runLoad(siteDir: string, options: LoadOptions): Promise<LoadReport> {
  // From here on the bench process (autocannon, the open-loop sender) stays on its own core.
  execFileSync('taskset', ['-a', '-p', '-c', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
  const bodies = requestBodies();
  const api = async (name: ApiServer) => {
    options.log(`API ${name}: ${options.connections} connections for ${options.seconds} s, then ${options.rate} requests/s open-loop for ${options.seconds} s`);
    const server = name === 'app' ? await startApp('app (api)', siteDir, { core: SERVER_CORE }) : await startFloor(name, SERVER_CORE);
    try {
      return await apiRuns(server, bodies, options);
    } finally {
      await server.child.stop();
    }
  };
  const { log, ...settings } = options;
  const results = { app: await api('app'), express: await api('express'), http: await api('http') };
  log('static GET / (br): the app, then raw node:http');
  return { ...settings, api: results, static: await staticRuns(siteDir, options) };
}
