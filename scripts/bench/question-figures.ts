// What per-question counting costs a save, and what reading the figures costs, on SQLite:
//   - the same build saturated by autocannon with counting on and off (QUESTION_COUNTING), in
//     alternating rounds, each followed by a run at the steady open-loop rate (the p99 compared is
//     the mean of the rounds' p99s: one run's p99 rests on its 100 slowest saves, and one stall of
//     the machine moves it); after each "on" run the counters are
//     held against a positional count over the stored rows (every bench body carries the ids);
//   - GET /api/question-figures for every quiz on a database holding a million results (written
//     by one bulk insert, with their counters), first each quiz once (a read of the counters), then
//     at the steady open-loop rate.
//   - on PostgreSQL (a throwaway cluster, when its binaries are installed), two app instances with
//     the same 50 connections split between them, every save for the main test, counting off then on;
//     0 errors, and the counters held against the stored rows.
// Runs inside `npm run bench`, or alone: `npx tsx scripts/bench/question-figures.ts [--quick]`.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { quizzes } from '../../shared/generated/quiz-data.en.js';
import { scoreFromAnswers } from '../../shared/domain/scoring.js';
import { openSqliteStore } from '../../server/store/sqlite.js';
import { measure, saturate, SERVER_CORE, type LoadOptions, type Run } from './load.js';
import { failedCount, mean, openLoop } from './open-loop.js';
import { requestBodies, saveRequests } from './request-bodies.js';
import { startApp, type Server } from './servers.js';
import { createTestDatabase, PG_BIN_DIR, startPostgresCluster } from '../../tests/server/helpers/postgres-cluster.js';
import { tempDir } from './site.js';

const COUNTING = { off: { QUESTION_COUNTING: 'off' }, on: { QUESTION_COUNTING: 'on' } } as const;
type Setting = keyof typeof COUNTING;

export interface QuestionFiguresReport {
  rounds: number;
  saturated: Record<Setting, Run[]>;
  /** Mean saves/s of the saturated rounds, per setting, and on ÷ off. */
  savesPerSecond: Record<Setting, number>;
  ratio: number;
  /** Each round's open-loop run at the steady rate, per setting; the mean of their p99s, and on ÷ off. */
  steady: Record<Setting, Run[]>;
  p99Ms: Record<Setting, number>;
  p99Ratio: number;
  /** Questions whose counters differ from a count over the stored rows, after the "on" runs (0 expected). */
  counterMismatches: number;
  countedResults: number;
  figures: { storedResults: number; generateSeconds: number; firstReadMs: { max: number; median: number }; steady: Run };
  /** Two instances on PostgreSQL, or why that part did not run. */
  postgres: PostgresTwoInstances | string;
}

export interface PostgresTwoInstances {
  rounds: number;
  /** Mean saves/s of the rounds (both instances together), per setting. */
  savesPerSecond: Record<Setting, number>;
  ratio: number;
  failed: Record<Setting, number>;
  counterMismatches: number;
  countedResults: number;
}

export async function runQuestionFigures(siteDir: string, options: LoadOptions, rounds: number, storedResults = 1_000_000): Promise<QuestionFiguresReport> {
  const bodies = requestBodies();
  const requests = saveRequests(bodies);
  const saturated: Record<Setting, Run[]> = { off: [], on: [] };
  const steady: Record<Setting, Run[]> = { off: [], on: [] };
  let counterMismatches = 0;
  let countedResults = 0;
  for (let round = 1; round <= rounds; round += 1) {
    for (const setting of ['off', 'on'] as const) {
      options.log(`Saves with per-question counting ${setting} (round ${round} of ${rounds}): ${options.connections} connections for ${options.seconds} s, then ${options.rate}/s open-loop`);
      const name = `app (question counting ${setting} ${round})`;
      const file = path.join(tempDir(name), 'results.db');
      const server = await startApp(name, siteDir, { core: SERVER_CORE, env: { ...COUNTING[setting], DATABASE_URL: file } });
      try {
        if (options.warmupSeconds > 0) await saturate(server, requests, options, options.warmupSeconds);
        saturated[setting].push(await measure(server, () => saturate(server, requests, options)));
        await sleep(500);
        steady[setting].push(await measure(server, () => openLoop(server.origin, bodies, options.rate, options.seconds)));
      } finally {
        await server.child.stop();
      }
      if (setting === 'on') {
        const check = countersAgainstRows(file);
        counterMismatches += check.mismatches;
        countedResults += check.results;
      }
      await sleep(500);
    }
  }
  const perSecond = (list: Run[]) => mean(list.map((run) => run.requestsPerSecond));
  const savesPerSecond = { off: perSecond(saturated.off), on: perSecond(saturated.on) };
  const p99 = (list: Run[]) => mean(list.map((run) => run.latencyMs.p99));
  const p99Ms = { off: p99(steady.off), on: p99(steady.on) };
  return {
    rounds,
    saturated,
    savesPerSecond,
    ratio: savesPerSecond.on / savesPerSecond.off,
    steady,
    p99Ms,
    p99Ratio: p99Ms.on / p99Ms.off,
    counterMismatches,
    countedResults,
    figures: await figuresWithManyResults(siteDir, options, storedResults),
    postgres: await postgresTwoInstances(siteDir, options, rounds),
  };
}

async function postgresTwoInstances(siteDir: string, options: LoadOptions, rounds: number): Promise<PostgresTwoInstances | string> {
  if (!existsSync(path.join(PG_BIN_DIR, 'postgres'))) return `no PostgreSQL server binaries in ${PG_BIN_DIR}`;
  const mainBodies = requestBodies().filter((body) => JSON.parse(body).quiz === quizzes.find((quiz) => quiz.kind === 'main')!.slug);
  const requests = saveRequests(mainBodies);
  const cluster = await startPostgresCluster();
  try {
    const saved: Record<Setting, number[]> = { off: [], on: [] };
    const failed: Record<Setting, number> = { off: 0, on: 0 };
    let counterMismatches = 0;
    let countedResults = 0;
    // Alternating rounds, as for SQLite: the database and the two instances share the machine's
    // cores with the load, so one pair of runs swings by tens of percent.
    for (let round = 1; round <= rounds; round += 1) {
      for (const setting of ['off', 'on'] as const) {
        const database = await createTestDatabase(cluster.adminUrl);
        const instances: Server[] = [];
        try {
          for (const name of ['a', 'b']) {
            instances.push(await startApp(`app (PostgreSQL ${name}, counting ${setting})`, siteDir, { core: SERVER_CORE, env: { ...COUNTING[setting], DATABASE_URL: database.url } }));
          }
          options.log(`PostgreSQL, two instances, counting ${setting} (round ${round} of ${rounds}): ${options.connections} connections saving the main test for ${options.seconds} s`);
          const half = { ...options, connections: Math.ceil(options.connections / instances.length) };
          if (options.warmupSeconds > 0) await Promise.all(instances.map((server) => saturate(server, requests, half, options.warmupSeconds)));
          const runs = await Promise.all(instances.map((server) => saturate(server, requests, half)));
          saved[setting].push(runs.reduce((sum, run) => sum + run.requestsPerSecond, 0));
          failed[setting] += runs.reduce((sum, run) => sum + failedCount(run), 0);
        } finally {
          for (const server of instances) await server.child.stop();
        }
        if (setting === 'on') {
          const check = await postgresCountersAgainstRows(database.url);
          counterMismatches += check.mismatches;
          countedResults += check.results;
        }
        await database.drop();
      }
    }
    const savesPerSecond = { off: mean(saved.off), on: mean(saved.on) };
    return { rounds, savesPerSecond, ratio: savesPerSecond.on / savesPerSecond.off, failed, counterMismatches, countedResults };
  } finally {
    await cluster.stop();
  }
}

async function postgresCountersAgainstRows(url: string): Promise<{ mismatches: number; results: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let mismatches = 0;
    let results = 0;
    for (const quiz of quizzes) {
      // The instances have stopped, and each moved what its saves left pending as it closed.
      const counted = await client.query('SELECT question, answered::int AS answered, yes::int AS yes FROM question_counts WHERE quiz = $1', [quiz.slug]);
      const counters = new Map(counted.rows.map((row: { question: string; answered: number; yes: number }) => [row.question, row]));
      const rows = (await client.query('SELECT answers FROM test_results WHERE quiz = $1', [quiz.slug])).rows.map((row: { answers: string }) => row.answers);
      results += rows.length;
      if ((counters.get('')?.answered ?? 0) !== rows.length) mismatches += 1;
      quiz.questions.forEach((question, index) => {
        const answered = rows.filter((row) => row[index] !== '-').length;
        const yes = rows.filter((row) => row[index] === 'y').length;
        const count = counters.get(question.id);
        if ((count?.answered ?? 0) !== answered || (count?.yes ?? 0) !== yes) mismatches += 1;
      });
    }
    return { mismatches, results };
  } finally {
    await client.end();
  }
}

/** Per quiz and question, the counters against a positional count over the stored rows. */
function countersAgainstRows(file: string): { mismatches: number; results: number } {
  const db = new Database(file, { readonly: true });
  try {
    let mismatches = 0;
    let results = 0;
    for (const quiz of quizzes) {
      const counters = new Map(
        (db.prepare('SELECT question, answered, yes FROM question_counts WHERE quiz = ?').all(quiz.slug) as { question: string; answered: number; yes: number }[]).map((row) => [row.question, row]),
      );
      const rows = db.prepare('SELECT answers FROM test_results WHERE quiz = ?').pluck().all(quiz.slug) as string[];
      results += rows.length;
      if ((counters.get('')?.answered ?? 0) !== rows.length) mismatches += 1;
      quiz.questions.forEach((question, index) => {
        const answered = rows.filter((row) => row[index] !== '-').length;
        const yes = rows.filter((row) => row[index] === 'y').length;
        const counted = counters.get(question.id);
        if ((counted?.answered ?? 0) !== answered || (counted?.yes ?? 0) !== yes) mismatches += 1;
      });
    }
    return { mismatches, results };
  } finally {
    db.close();
  }
}

/** A SQLite file with `count` results (half the main test's, the rest over the themed quizzes) and their counters, in one transaction. */
async function generateResults(file: string, count: number): Promise<void> {
  await (await openSqliteStore(file)).close(); // the schema, by the store's own migrations
  const db = new Database(file);
  try {
    db.pragma('synchronous = OFF');
    const insert = db.prepare('INSERT INTO test_results (quiz, total, score, answers, language, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const counter = db.prepare('INSERT INTO question_counts (quiz, question, answered, yes) VALUES (?, ?, ?, ?)');
    const main = quizzes.find((quiz) => quiz.kind === 'main')!;
    const themed = quizzes.filter((quiz) => quiz !== main);
    const tallies = new Map(quizzes.map((quiz) => [quiz.slug, { results: 0, yes: new Array<number>(quiz.questions.length).fill(0) }]));
    let state = 7;
    const random = () => ((state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296);
    db.transaction(() => {
      for (let index = 0; index < count; index += 1) {
        const quiz = index % 2 === 0 ? main : themed[(index >> 1) % themed.length]!;
        const tally = tallies.get(quiz.slug)!;
        const yesShare = random();
        let encoded = '';
        const answers = quiz.questions.map((_, question) => {
          const yes = random() < yesShare;
          if (yes) tally.yes[question]! += 1;
          encoded += yes ? 'y' : 'n';
          return yes ? ('yes' as const) : ('no' as const);
        });
        tally.results += 1;
        insert.run(quiz.slug, quiz.questions.length, scoreFromAnswers(quiz.scoring, answers), encoded, 'en', '2026-11-24T12:00:00.000Z');
      }
      for (const quiz of quizzes) {
        const tally = tallies.get(quiz.slug)!;
        counter.run(quiz.slug, '', tally.results, 0);
        quiz.questions.forEach((question, index) => counter.run(quiz.slug, question.id, tally.results, tally.yes[index]!));
      }
    })();
  } finally {
    db.close();
  }
}

async function figuresWithManyResults(siteDir: string, options: LoadOptions, count: number): Promise<QuestionFiguresReport['figures']> {
  const name = 'app (question figures)';
  const file = path.join(tempDir(name), 'results.db');
  options.log(`Question figures: generating ${count.toLocaleString('en')} stored results`);
  const started = performance.now();
  await generateResults(file, count);
  const generateSeconds = (performance.now() - started) / 1000;
  const server = await startApp(name, siteDir, { core: SERVER_CORE, env: { DATABASE_URL: file } });
  try {
    const paths = quizzes.map((quiz) => `/api/question-figures?quiz=${quiz.slug}`);
    // The route's code warmed up on an unknown quiz (404, no read), so the first reads time the store.
    for (let i = 0; i < 200; i += 1) await (await fetch(new URL('/api/question-figures?quiz=no-such-quiz', server.origin))).arrayBuffer();
    // The first request of each quiz reads its counters (later ones within the minute get the snapshot).
    const firstReads: number[] = [];
    for (const url of paths) {
      const sent = performance.now();
      const response = await fetch(new URL(url, server.origin));
      const body = (await response.json()) as { moreNeeded: number };
      firstReads.push(performance.now() - sent);
      if (response.status !== 200 || body.moreNeeded !== 0) throw new Error(`${url} answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    options.log(`Question figures: ${options.rate}/s open-loop over the ${paths.length} quizzes for ${options.seconds} s`);
    await openLoop(server.origin, [], options.rate, Math.max(1, options.warmupSeconds), { gets: paths });
    const steadyRun = await measure(server, () => openLoop(server.origin, [], options.rate, options.seconds, { gets: paths }));
    const sorted = [...firstReads].sort((a, b) => a - b);
    return { storedResults: count, generateSeconds, firstReadMs: { max: sorted[sorted.length - 1]!, median: sorted[sorted.length >> 1]! }, steady: steadyRun };
  } finally {
    await server.child.stop();
  }
}

// Alone: the build's snapshot, this section, its table and budgets.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { quick: { type: 'boolean' }, results: { type: 'string' } } });
  const { execFileSync } = await import('node:child_process');
  const { installCleanup, stopAll } = await import('./processes.js');
  const { ensureBuild, removeTempDirs, snapshotBuild } = await import('./site.js');
  const { evaluateQuestionFigures, printQuestionFigures, printVerdicts } = await import('./report.js');
  const { LOAD_CORE } = await import('./load.js');
  installCleanup();
  await ensureBuild(false);
  const site = snapshotBuild();
  execFileSync('taskset', ['-a', '-p', '-c', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
  const quick = values.quick ?? false;
  const log = (line: string) => console.log(`[bench] ${line}`);
  try {
    const report = await runQuestionFigures(site.siteDir, { connections: 50, seconds: quick ? 2 : 10, warmupSeconds: quick ? 0 : 2, rate: 1000, log }, quick ? 1 : 3, Number(values.results ?? 1_000_000));
    printQuestionFigures(report);
    printVerdicts(evaluateQuestionFigures(report));
  } finally {
    await stopAll();
    removeTempDirs();
  }
}
