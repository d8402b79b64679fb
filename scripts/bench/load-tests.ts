// Step 4: API and static load, each server pinned to core 0 and the load generator to core 1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleRss, spawnChild, waitForExit } from './children.js';
import { mainThreadProfile, summariseProfile, type ProfileSummary } from './cpu-profile.js';
import { trackCpu, type CpuShare } from './cpu-usage.js';
import { probe } from './http-probe.js';
import type { LoadResult, LoadSpec } from './load-worker.js';
import { benchScript, projectRoot } from './paths.js';
import { loadQuizShapes, makeBodies } from './request-bodies.js';
import { makeTempDir, startBaselineServer, startRealServer, type RunningServer } from './servers.js';

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

export interface MeasuredLoad extends LoadResult {
  /** Peak resident memory of the server process during the run (VmHWM / polled VmRSS), bytes. */
  serverPeakRssBytes: number | null;
  cpu: CpuShare;
}

export interface LoadComparison {
  real: MeasuredLoad;
  baseline: MeasuredLoad;
  /** real req/s ÷ baseline req/s */
  ratio: number;
}

export interface LoadReport {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  serverCore: number;
  loadCore: number;
  api: LoadComparison;
  static: LoadComparison & { bodyBytes: number; headers: Record<string, string> };
  /** Why the figures may not be trustworthy (a busy machine, a saturated load generator). */
  warnings: string[];
  /** With --profile: an extra, profiled API run (its req/s is not comparable: profiling costs CPU). */
  profile?: { load: MeasuredLoad; summary: ProfileSummary | null; error?: string };
}

/**
 * Runs one autocannon load in a child process pinned to the load core. With `server`, also samples
 * the server's peak RSS and the CPU use of both processes over the run.
 */
async function runWorker(spec: LoadSpec, server?: RunningServer): Promise<MeasuredLoad> {
  const child = spawnChild(
    `load generator (${spec.scenario})`,
    'taskset',
    ['-c', String(LOAD_CORE), 'node', '--import', 'tsx', benchScript('load-worker.ts'), JSON.stringify(spec)],
    { cwd: projectRoot },
  );
  const rss = server ? sampleRss(server.pid) : null;
  const cpu = server ? trackCpu(server.pid, SERVER_CORE, LOAD_CORE) : null;
  // Bounded: the load's own length plus start-up and autocannon's request timeout.
  const limitMs = (spec.durationSeconds + 45) * 1000;
  try {
    const exit = await waitForExit(child, limitMs);
    const cpuShare = cpu?.stop() ?? null;
    const peakRss = rss?.stop() ?? null;
    const match = /^RESULT (.+)$/m.exec(child.output());
    if (exit !== 0 || !match) throw new Error(`${child.name} failed (${exit}):\n${child.output().slice(-2000)}`);
    const result = JSON.parse(match[1]!) as LoadResult;
    return { ...result, serverPeakRssBytes: peakRss, cpu: cpuShare ?? emptyCpu };
  } finally {
    rss?.stop();
    cpu?.stop();
    await child.stop();
  }
}

const emptyCpu: CpuShare = { serverCpu: null, serverCoreBusy: null, serverCoreOthers: null, loadCoreBusy: null };

async function measure(
  server: RunningServer,
  scenario: LoadSpec['scenario'],
  connections: number,
  durationSeconds: number,
  warmupSeconds: number,
): Promise<MeasuredLoad> {
  if (warmupSeconds > 0) await runWorker({ origin: server.origin, scenario, connections, durationSeconds: warmupSeconds });
  return runWorker({ origin: server.origin, scenario, connections, durationSeconds }, server);
}

async function checkApi(server: RunningServer, body: string, label: string): Promise<void> {
  const response = await probe(server.origin, '/api/test-results', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (response.status !== 201) {
    throw new Error(`${label}: POST /api/test-results answered ${response.status}: ${response.body.toString().slice(0, 500)}`);
  }
}

/** Headers the real server sends with GET / (br), minus the per-connection ones. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function realStaticHeaders(server: RunningServer, expected: Buffer): Promise<Record<string, string>> {
  const response = await probe(server.origin, '/', { headers: { 'accept-encoding': 'br' } });
  if (response.status !== 200) throw new Error(`GET / answered ${response.status}`);
  if (response.headers['content-encoding'] !== 'br') {
    throw new Error(`GET / with Accept-Encoding: br came back as "${response.headers['content-encoding'] ?? 'identity'}"`);
  }
  if (!response.body.equals(expected)) {
    console.warn('  note: GET / (br) differs from index.html.br of the snapshot served');
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || PER_CONNECTION.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function compare<T extends MeasuredLoad>(real: T, baseline: T): LoadComparison {
  return { real, baseline, ratio: baseline.requestsPerSecond > 0 ? real.requestsPerSecond / baseline.requestsPerSecond : NaN };
}

/** An extra API run under `node --cpu-prof`; the profile is written when the server exits. */
async function profileApi(
  staticDir: string,
  profileDir: string,
  run: { connections: number; durationSeconds: number; warmupSeconds: number },
): Promise<NonNullable<LoadReport['profile']>> {
  fs.mkdirSync(profileDir, { recursive: true });
  // Only the latest run's profiles are kept.
  for (const name of fs.readdirSync(profileDir).filter((file) => file.endsWith('.cpuprofile'))) {
    fs.rmSync(path.join(profileDir, name), { force: true });
  }
  const startedAt = Date.now();
  const server = await startRealServer({
    name: 'real server (api, profiled)',
    core: SERVER_CORE,
    staticDir,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  let load: MeasuredLoad;
  try {
    load = await measure(server, 'api-test-results', run.connections, run.durationSeconds, run.warmupSeconds);
  } finally {
    await server.child.stop(10_000);
  }
  const file = mainThreadProfile(profileDir, startedAt);
  if (!file) return { load, summary: null, error: `no profile was written to ${profileDir}` };
  return { load, summary: summariseProfile(file) };
}

function reliabilityWarnings(runs: Record<string, MeasuredLoad>): string[] {
  const warnings: string[] = [];
  const contended = Object.entries(runs).filter(([, run]) => (run.cpu.serverCoreOthers ?? 0) > 0.1);
  if (contended.length > 0) {
    warnings.push(
      `Other processes used over 10% of the server's core during ${contended
        .map(([name, run]) => `${name} (${Math.round((run.cpu.serverCoreOthers ?? 0) * 100)}%)`)
        .join(', ')}; load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}. req/s and latency are not reliable: re-run on an idle machine.`,
    );
  }
  const saturated = Object.entries(runs).filter(([, run]) => run.loadGeneratorCpu > 0.9);
  if (saturated.length > 0) {
    warnings.push(
      `autocannon used over 90% of its core in ${saturated.map(([name]) => name).join(', ')}: that req/s is capped by the load generator (a baseline is then a lower bound and real/baseline ratios are optimistic).`,
    );
  }
  return warnings;
}

export async function runLoadTests(options: {
  staticDir: string;
  /** Where --profile writes the CPU profile; none means no profiled run. */
  profileDir?: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  log: (line: string) => void;
}): Promise<LoadReport> {
  const { staticDir, profileDir, connections, durationSeconds, warmupSeconds, log } = options;
  const run = { connections, durationSeconds, warmupSeconds };
  const sampleBody = makeBodies(await loadQuizShapes(), 1)[0]!;

  // (a) The real API.
  log(`(a) real server, POST /api/test-results: ${connections} connections, ${durationSeconds} s`);
  let server = await startRealServer({ name: 'real server (api)', core: SERVER_CORE, staticDir });
  let realApi: MeasuredLoad;
  try {
    await checkApi(server, sampleBody, 'real server');
    realApi = await measure(server, 'api-test-results', run.connections, run.durationSeconds, run.warmupSeconds);
  } finally {
    await server.child.stop();
  }

  // (b) Bare node:http JSON baseline.
  log(`(b) node:http baseline, JSON POST: ${connections} connections, ${durationSeconds} s`);
  server = await startBaselineServer('baseline (api)', SERVER_CORE, ['api']);
  let baselineApi: MeasuredLoad;
  try {
    await checkApi(server, sampleBody, 'baseline server');
    baselineApi = await measure(server, 'api-test-results', run.connections, run.durationSeconds, run.warmupSeconds);
  } finally {
    await server.child.stop();
  }

  // (c) Static GET / (br): the real server, then a bare server sending the same bytes and headers.
  log(`(c) GET / (Accept-Encoding: br), real server then node:http baseline`);
  const brFile = path.join(staticDir, 'index.html.br');
  const brBytes = fs.readFileSync(brFile);
  const headersFile = path.join(makeTempDir('static'), 'headers.json');
  server = await startRealServer({ name: 'real server (static)', core: SERVER_CORE, staticDir });
  let realStatic: MeasuredLoad;
  let headers: Record<string, string>;
  try {
    headers = await realStaticHeaders(server, brBytes);
    realStatic = await measure(server, 'static-home-br', run.connections, run.durationSeconds, run.warmupSeconds);
  } finally {
    await server.child.stop();
  }
  // The baseline serves a snapshot, so a rebuild during the run cannot change its bytes.
  const bodyFile = path.join(path.dirname(headersFile), 'index.html.br');
  fs.writeFileSync(bodyFile, brBytes);
  fs.writeFileSync(headersFile, JSON.stringify(headers));
  server = await startBaselineServer('baseline (static)', SERVER_CORE, ['static', bodyFile, headersFile]);
  let baselineStatic: MeasuredLoad;
  try {
    const check = await probe(server.origin, '/', { headers: { 'accept-encoding': 'br' } });
    if (check.status !== 200 || !check.body.equals(brBytes)) throw new Error('The static baseline does not send index.html.br');
    baselineStatic = await measure(server, 'static-home-br', run.connections, run.durationSeconds, run.warmupSeconds);
  } finally {
    await server.child.stop();
  }

  let profile: LoadReport['profile'];
  if (profileDir) {
    log(`(profile) real server under node --cpu-prof, POST /api/test-results: ${connections} connections, ${durationSeconds} s`);
    profile = await profileApi(staticDir, profileDir, run);
  }

  const runs = { 'API real': realApi, 'API baseline': baselineApi, 'static real': realStatic, 'static baseline': baselineStatic };
  return {
    ...run,
    warnings: reliabilityWarnings(runs),
    profile,
    serverCore: SERVER_CORE,
    loadCore: LOAD_CORE,
    api: compare(realApi, baselineApi),
    static: { ...compare(realStatic, baselineStatic), bodyBytes: brBytes.length, headers },
  };
}
