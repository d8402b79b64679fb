// The load the servers take: the same valid save bodies on every run, saturation by autocannon, and a steady
// offered load sent open-loop (README.md; autocannon's rate option sends in bursts and counts from the actual send).
import autocannon from 'autocannon';
import http from 'node:http';
import { catalog } from '../../shared/generated/catalog.js';
import { quizCatalog as quizzes } from '../../shared/generated/quiz-catalog.js';
import { joinQuestionIds } from '../../shared/domain/question-ids.js';
import { scoreFromAnswers } from '../../shared/domain/scoring.js';
import { memoryBytes, type Server } from './processes.js';

/** How many of each kind, from (kind, count) pairs. */
export const tally = (pairs: [string, number][]) =>
  pairs.reduce<Record<string, number>>(
    (counts, [kind, count]) => ({ ...counts, [kind]: (counts[kind] ?? 0) + count }),
    {},
  );

/** `failed`: non-2xx answers, errors and timeouts, by kind in `failures` (`HTTP 503`, `ECONNRESET on a new socket`, `timeout`); `resent` (open-loop): see send(); `peakRssBytes`: the server's peak resident memory (VmHWM). */
export type LoadResult = {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p99: number; max: number };
  failed: number;
  failures: Record<string, number>;
  resent?: number;
  peakRssBytes: number | null;
};

/** A seeded generator (mulberry32), so every run sends the same bodies. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const mainQuiz = quizzes.find((quiz) => quiz.slug === catalog.main.slug)!;

/** Valid POST /api/test-results bodies: half for the main test (the site's main traffic), the rest over the themed quizzes. */
export function saveBodies(onlyMain = false, count = 64): string[] {
  const random = seeded(42);
  const themed = quizzes.filter((quiz) => quiz !== mainQuiz);
  return Array.from({ length: count }, (_, index) => {
    const quiz = onlyMain || index % 2 === 0 ? mainQuiz : themed[(index >> 1) % themed.length]!;
    const yesShare = random();
    const answers = quiz.questions.map(() =>
      random() < yesShare ? ('yes' as const) : ('no' as const),
    );
    return JSON.stringify({
      quiz: quiz.slug,
      score: scoreFromAnswers(quiz.scoring, answers),
      answers,
      questions: joinQuestionIds(quiz.questions.map((question) => question.id)),
      language: 'en',
    });
  });
}

/** autocannon with `connections` for `seconds`, sending the bodies in turn as saves. */
export async function saturate(
  server: Server,
  bodies: readonly string[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const requests = bodies.map((body) => ({
    method: 'POST' as const,
    path: '/api/test-results',
    headers: { 'content-type': 'application/json' },
    body,
  }));
  const result = await autocannon({
    url: server.origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests,
  });
  const answers = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]): [string, number] => [`HTTP ${status}`, count ?? 0]);
  const { p50, p99, max } = result.latency; // autocannon's errors include its timeouts
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: { p50, p99, max },
    failed: result.non2xx + result.errors,
    failures: tally([
      ...answers,
      ...(result.errors ? [['errors and timeouts', result.errors] as [string, number]] : []),
    ]),
    peakRssBytes: memoryBytes(server.pid, 'VmHWM'),
  };
}

/** Saves with `bodies` in turn at `rate` per second, or with `gets`, GET requests of those paths in turn. */
export async function openLoop(
  server: Server,
  rate: number,
  seconds: number,
  { bodies, gets }: { bodies?: readonly string[]; gets?: readonly string[] },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const list = gets ?? bodies ?? [];
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const kinds: string[] = [];
  let resent = 0;
  const start = performance.now() + 20;
  const send = (planned: number, item: string, reuse = true): Promise<void> =>
    new Promise<void>((resolve) => {
      let done = false;
      const settle = (failure?: string) => {
        if (done) return;
        done = true;
        if (failure) kinds.push(failure);
        else latencies.push(performance.now() - planned);
        resolve();
      };
      const headers = gets
        ? {}
        : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(item) };
      const req = http.request(
        new URL(gets ? item : '/api/test-results', server.origin),
        { method: gets ? 'GET' : 'POST', agent: reuse && agent, headers, timeout: 10_000 },
        (res) => {
          res.resume();
          res.on('end', () =>
            settle(
              res.statusCode! >= 200 && res.statusCode! < 300
                ? undefined
                : `HTTP ${res.statusCode}`,
            ),
          );
          res.on('error', (error: NodeJS.ErrnoException) =>
            settle(`${error.code ?? error.message} while reading the answer`),
          );
        },
      );
      req.on('timeout', () => (settle('timeout'), req.destroy()));
      req.on('error', (error: NodeJS.ErrnoException) => {
        // The server closes a connection idle for its keep-alive timeout (5 s); a request written as it closes is reset
        // unread. A browser sends it again on a new connection, and so does this (`resent`), its latency still from the plan.
        if (req.reusedSocket && error.code === 'ECONNRESET' && !done)
          return void ((done = true), (resent += 1), resolve(send(planned, item, false)));
        settle(`${error.code ?? error.message} on a ${req.reusedSocket ? 'reused' : 'new'} socket`);
      });
      req.end(gets ? undefined : item);
    });
  const pending: Promise<void>[] = [];
  for (let sent = 0; sent < total; sent += 1) {
    const planned = start + (sent * 1000) / rate;
    if (planned - performance.now() > 1)
      await new Promise((resolve) => setTimeout(resolve, planned - performance.now()));
    pending.push(send(planned, list[sent % list.length]!));
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
  return {
    requestsPerSecond: (total * 1000) / (performance.now() - start),
    requests: total,
    latencyMs: { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN },
    failed: kinds.length,
    failures: tally(kinds.map((kind) => [kind, 1])),
    resent,
    peakRssBytes: memoryBytes(server.pid, 'VmHWM'),
  };
}
