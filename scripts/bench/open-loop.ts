// Latency at a steady offered load, sent open-loop: requests leave at evenly spaced planned times
// whether or not earlier ones have been answered, and each latency counts from its planned time, so
// a server that stalls is charged for every request waiting behind the stall. (autocannon's rate
// option sends in bursts and counts from the actual send.) Keep-alive sockets, opened as needed.
import http from 'node:http';

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p99: number; max: number };
  failed: { non2xx: number; errors: number; timeouts: number };
  statusCodes: Record<string, number>;
}

/** Requests of a run that failed in any way: a non-2xx answer, an error or a timeout. */
export const failedCount = (run: LoadResult): number => run.failed.non2xx + run.failed.errors + run.failed.timeouts;

/** The mean of figures from alternating rounds (e.g. each round's requests per second). */
export const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Saves (POST /api/test-results with `bodies` in turn), or with `gets`, GET requests of those paths in turn. */
export function openLoop(origin: string, bodies: readonly string[], rate: number, seconds: number, { gets }: { gets?: readonly string[] } = {}): Promise<LoadResult> {
  const url = new URL('/api/test-results', origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const failed = { non2xx: 0, errors: 0, timeouts: 0 };
  const statusCodes: Record<string, number> = {};
  const start = performance.now() + 20;
  let sent = 0;
  let settled = 0;
  return new Promise((resolve) => {
    const send = (planned: number, body: string) => {
      let done = false;
      const settle = (outcome?: keyof typeof failed) => {
        if (done) return;
        done = true;
        if (outcome) failed[outcome] += 1;
        else latencies.push(performance.now() - planned);
        if ((settled += 1) === total) finish();
      };
      const headers = gets ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
      const target = gets ? new URL(body, origin) : url;
      const req = http.request(target, { method: gets ? 'GET' : 'POST', agent, headers, timeout: 10_000 }, (res) => {
        const code = res.statusCode ?? 0;
        statusCodes[code] = (statusCodes[code] ?? 0) + 1;
        res.resume();
        res.on('end', () => settle(code >= 200 && code < 300 ? undefined : 'non2xx'));
        res.on('error', () => settle('errors'));
      });
      req.on('timeout', () => {
        settle('timeouts');
        req.destroy();
      });
      req.on('error', () => settle('errors'));
      req.end(gets ? undefined : body);
    };
    const tick = () => {
      for (let planned = start + sent * interval; sent < total && planned <= performance.now(); planned = start + sent * interval) {
        const list = gets ?? bodies;
        send(planned, list[sent % list.length]!);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    const finish = () => {
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
      resolve({
        requestsPerSecond: (total * 1000) / (performance.now() - start),
        requests: total,
        latencyMs: { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN },
        failed,
        statusCodes,
      });
    };
    setTimeout(tick, 20);
  });
}
