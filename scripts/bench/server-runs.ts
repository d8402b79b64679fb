// What the server's visitors and operators feel, each against a fresh server alone on its core:
// the save against the plain way (plain-way.ts) in one run, share-card first bytes, the figures
// endpoint over a million stored results, and the soak.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { quizCatalog as quizzes } from '../../shared/generated/quiz-catalog.js';
import { scoreFromAnswers } from '../../shared/domain/scoring.js';
import { openSqliteStore } from '../../server/store/sqlite.js';
import { mainQuiz, openLoop, saturate, saveBodies, seeded, type LoadResult } from './load.js';
import { memoryBytes, startApp, startPlainWay, tempDir, type Server } from './processes.js';

/** `rate`: the offered load of the open-loop runs, per second; `warmupSeconds`: saturated before the save is measured. */
export type Settings = {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rate: number;
  log: (line: string) => void;
};

async function withServer<T>(
  starting: Promise<Server>,
  run: (server: Server) => Promise<T>,
): Promise<T> {
  const server = await starting;
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

/** Per server: saturated by autocannon, then at the steady open-loop rate. */
export async function saveAgainstPlainWay(
  siteDir: string,
  { connections, seconds, warmupSeconds, rate, log }: Settings,
) {
  const bodies = saveBodies();
  const runs = async (server: Server) => {
    log(
      `${server.name}: ${connections} connections for ${seconds} s after ${warmupSeconds} s of warm-up, then ${rate} saves/s open-loop for ${seconds} s`,
    );
    if (warmupSeconds > 0) await saturate(server, bodies, connections, warmupSeconds);
    const saturated = await saturate(server, bodies, connections, seconds);
    return {
      saturated,
      steady: await sleep(500).then(() => openLoop(server, rate, seconds, { bodies })),
    };
  };
  return {
    app: await withServer(startApp('app', siteDir), runs),
    plain: await withServer(startPlainWay(), runs),
  };
}

export function cardPaths(siteDir: string): string[] {
  const files = fs
    .readdirSync(path.join(siteDir, 'og'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'));
  return files
    .map(
      (entry) =>
        `/${path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .sort();
}

/** The slowest first byte of 40 share cards spread over every quiz and score, never requested, then again. */
export function cardFirstBytes(siteDir: string, { log }: Settings) {
  const paths = cardPaths(siteDir);
  const timed = Array.from(
    { length: 40 },
    (_, index) => paths[Math.floor((index * paths.length) / 40)]!,
  );
  log(
    `cards: first byte of ${timed.length} of the ${paths.length} cards, never requested, then again`,
  );
  return withServer(startApp('app (cards)', siteDir), async (server) => {
    const slowest = async (max = 0) => {
      for (const card of timed) {
        const sent = performance.now();
        const response = await fetch(server.origin + card); // settles with the response's headers
        max = Math.max(max, performance.now() - sent);
        if ((await response.arrayBuffer()) && response.status !== 200)
          throw new Error(`GET ${card} answered ${response.status}`);
      }
      return max;
    };
    return {
      neverRequestedMs: await slowest(),
      requestedBeforeMs: await slowest(),
      cards: paths.length,
    };
  });
}

/** A SQLite file with `count` results (half the main test's, the rest over the themed quizzes) and their counters. */
function storeResults(file: string, count: number): void {
  const db = new Database(file);
  db.pragma('synchronous = OFF');
  const insert = db.prepare(
    'INSERT INTO test_results (quiz, total, score, answers, language, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const counter = db.prepare(
    'INSERT INTO question_counts (quiz, question, answered, yes) VALUES (?, ?, ?, ?)',
  );
  const themed = quizzes.filter((quiz) => quiz !== mainQuiz);
  const tallies = new Map(
    quizzes.map((quiz) => [
      quiz.slug,
      { results: 0, yes: new Array<number>(quiz.questions.length).fill(0) },
    ]),
  );
  const random = seeded(7);
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const quiz = index % 2 === 0 ? mainQuiz : themed[(index >> 1) % themed.length]!;
      const tally = tallies.get(quiz.slug)!;
      const yesShare = random();
      const answers = quiz.questions.map((_, question) =>
        random() < yesShare ? ((tally.yes[question]! += 1), 'yes' as const) : ('no' as const),
      );
      tally.results += 1;
      insert.run(
        quiz.slug,
        answers.length,
        scoreFromAnswers(quiz.scoring, answers),
        answers.map((answer) => answer[0]).join(''),
        'en',
        '2026-11-24T12:00:00.000Z',
      );
    }
    for (const quiz of quizzes) {
      const { results, yes } = tallies.get(quiz.slug)!;
      counter.run(quiz.slug, '', results, 0);
      quiz.questions.forEach((question, index) =>
        counter.run(quiz.slug, question.id, results, yes[index]!),
      );
    }
  })();
  db.close();
}

/** GET /api/question-figures of every quiz in turn at the steady rate, over `count` stored results. */
export async function figuresAtAMillion(
  siteDir: string,
  { seconds, rate, log }: Settings,
  count = 1_000_000,
): Promise<LoadResult & { storedResults: number }> {
  const file = path.join(tempDir('figures'), 'results.db');
  log(
    `figures: storing ${count.toLocaleString('en')} results, then ${rate} GET /api/question-figures/s open-loop for ${seconds} s`,
  );
  await (await openSqliteStore(file)).close(); // the schema, by the store's own migrations
  storeResults(file, count);
  return withServer(startApp('app (figures)', siteDir, { DATABASE_URL: file }), async (server) => {
    const gets = quizzes.map((quiz) => `/api/question-figures?quiz=${quiz.slug}`);
    await openLoop(server, rate, 1, { gets }); // warm-up: the first read of each quiz, and the route's code
    return { ...(await openLoop(server, rate, seconds, { gets })), storedResults: count };
  });
}

/** Saves at 300/s with pages, score links and share cards (30/s) beside them; RSS read every 5 s. */
export function soak(siteDir: string, seconds: number, { log }: Settings) {
  const cards = cardPaths(siteDir);
  const pages = [
    '/',
    '/test',
    '/tests/food',
    '/es/tests/food',
    '/results',
    '/tests/food?score=19',
    '/test?score=73',
    '/es/tests/travel?score=4',
  ];
  const gets = Array.from({ length: 200 }, (_, index) =>
    index % 2
      ? cards[Math.floor((index * cards.length) / 200)]!
      : pages[(index / 2) % pages.length]!,
  );
  log(`soak: 300 saves/s and 30 pages, score links and cards/s open-loop for ${seconds} s`);
  return withServer(startApp('app (soak)', siteDir), async (server) => {
    const rssSamples: number[] = [];
    const sampler = setInterval(
      () => rssSamples.push(memoryBytes(server.pid, 'VmRSS') ?? NaN),
      5000,
    );
    const [saves, others] = await Promise.all([
      openLoop(server, 300, seconds, { bodies: saveBodies() }),
      openLoop(server, 30, seconds, { gets }),
    ]);
    clearInterval(sampler);
    rssSamples.push(memoryBytes(server.pid, 'VmRSS') ?? NaN);
    const secondHalfRssGrowth =
      rssSamples.at(-1)! / rssSamples[Math.floor(rssSamples.length / 2)]! - 1;
    return { seconds, saves, others, rssSamples, secondHalfRssGrowth };
  });
}
