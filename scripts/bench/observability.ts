// What metrics and request logs cost the API: the same build saturated by autocannon with them off
// (no METRICS_PORT, LOG_REQUESTS=off) and on (METRICS_PORT set, a JSON line per request on stdout),
// in alternating rounds so that a machine getting busier weighs on both alike.
import { setTimeout as sleep } from 'node:timers/promises';
import { measure, saturate, SERVER_CORE, type LoadOptions, type Run } from './load.js';
import { mean } from './open-loop.js';
import { waitForOutput } from './processes.js';
import { requestBodies, saveRequests } from './request-bodies.js';
import { startApp } from './servers.js';

export const OBSERVABILITY_SETTINGS = {
  off: { LOG_LEVEL: 'info', LOG_REQUESTS: 'off', METRICS_PORT: 'off' },
  on: { LOG_LEVEL: 'info', LOG_REQUESTS: 'on', METRICS_PORT: '0' },
} as const;
type Setting = keyof typeof OBSERVABILITY_SETTINGS;

export interface ObservabilityReport {
  rounds: number;
  /** Each round's saturated run, per setting. */
  runs: Record<Setting, Run[]>;
  /** Mean req/s of the rounds, per setting. */
  requestsPerSecond: Record<Setting, number>;
  /** on ÷ off. */
  ratio: number;
  /**
   * Stored saves the "on" servers counted in their own metrics (warm-ups included), and the 2xx
   * autocannon saw in their measured runs: the first is at least the second when metrics are on.
   */
  countedSaves: number;
  answeredSaves: number;
}

export async function runObservability(siteDir: string, options: LoadOptions, rounds: number): Promise<ObservabilityReport> {
  const requests = saveRequests(requestBodies());
  const runs: Record<Setting, Run[]> = { off: [], on: [] };
  let countedSaves = 0;
  let answeredSaves = 0;
  for (let round = 1; round <= rounds; round += 1) {
    for (const setting of ['off', 'on'] as const) {
      options.log(`API with metrics and logs ${setting} (round ${round} of ${rounds}): ${options.connections} connections for ${options.seconds} s`);
      const server = await startApp(`app (observability ${setting})`, siteDir, { core: SERVER_CORE, env: OBSERVABILITY_SETTINGS[setting] });
      try {
        // Read before the load: the request lines soon push it out of the output the bench keeps.
        const metricsOrigin = setting === 'on' ? (await waitForOutput(server.child, /Metrics on (http:\/\/127\.0\.0\.1:\d+)\/metrics/))[1]! : null;
        if (options.warmupSeconds > 0) await saturate(server, requests, options, options.warmupSeconds);
        const run = await measure(server, () => saturate(server, requests, options));
        runs[setting].push(run);
        if (metricsOrigin) {
          countedSaves += await storedSaves(metricsOrigin);
          answeredSaves += Object.entries(run.statusCodes).reduce((sum, [code, count]) => sum + (code.startsWith('2') ? count : 0), 0);
        }
      } finally {
        await server.child.stop();
      }
      await sleep(500);
    }
  }
  if (countedSaves < answeredSaves) throw new Error(`the metrics counted ${countedSaves} stored saves, fewer than the ${answeredSaves} answered`);
  const perSecond = (list: Run[]) => mean(list.map((run) => run.requestsPerSecond));
  const requestsPerSecond = { off: perSecond(runs.off), on: perSecond(runs.on) };
  return { rounds, runs, requestsPerSecond, ratio: requestsPerSecond.on / requestsPerSecond.off, countedSaves, answeredSaves };
}

/** The stored saves the server counted itself, from its metrics endpoint. */
async function storedSaves(metricsOrigin: string): Promise<number> {
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
  let total = 0;
  for (const match of text.matchAll(/^quiz_result_saves_total\{[^}]*outcome="stored"[^}]*\} (\d+)$/gm)) total += Number(match[1]);
  return total;
}
