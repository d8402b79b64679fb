// Per-question counting on PostgreSQL with two app instances sharing one database (a throwaway
// cluster): the same connections split between them, every save for the main test, counting off
// then on, in alternating rounds (the database shares the machine's cores with the load, so one
// pair of runs swings by tens of percent). After each "on" round the counters are held against a
// positional count over the stored rows.
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { quizCatalog as quizzes } from '../../shared/generated/quiz-catalog.js';
import { createTestDatabase, PG_BIN_DIR, startPostgresCluster } from '../postgres-cluster.js';
import { saturate, saveBodies } from './load.js';
import { startApp } from './processes.js';
import type { Settings } from './server-runs.js';

/** Counters that differ from a count over the stored rows (each row's answers are one letter per question: y, n or -). */
async function counterMismatches(client: pg.Client): Promise<{ mismatches: number; rows: number }> {
  let mismatches = 0;
  let rows = 0;
  for (const quiz of quizzes) {
    const counted = await client.query<{ question: string; answered: number; yes: number }>(
      'SELECT question, answered::int, yes::int FROM question_counts WHERE quiz = $1',
      [quiz.slug],
    );
    const counters = new Map(counted.rows.map((row) => [row.question, row]));
    const answers = (
      await client.query<{ answers: string }>('SELECT answers FROM test_results WHERE quiz = $1', [
        quiz.slug,
      ])
    ).rows.map((row) => row.answers);
    rows += answers.length;
    if ((counters.get('')?.answered ?? 0) !== answers.length) mismatches += 1;
    quiz.questions.forEach((question, index) => {
      const count = counters.get(question.id);
      const answered = answers.filter((row) => row[index] !== '-').length;
      if (
        (count?.answered ?? 0) !== answered ||
        (count?.yes ?? 0) !== answers.filter((row) => row[index] === 'y').length
      )
        mismatches += 1;
    });
  }
  return { mismatches, rows };
}

export async function postgresTwoInstances(
  siteDir: string,
  { connections, seconds, log }: Settings,
  rounds: number,
) {
  if (!existsSync(path.join(PG_BIN_DIR, 'postgres')))
    throw new Error(`no PostgreSQL server binaries in ${PG_BIN_DIR}`);
  const bodies = saveBodies(true);
  const cluster = await startPostgresCluster();
  const savesPerSecond = { off: 0, on: 0 };
  const result = { failed: 0, counterMismatches: 0, countedRows: 0 };
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const counting of ['off', 'on'] as const) {
        log(
          `PostgreSQL, two instances, counting ${counting} (round ${round} of ${rounds}): ${connections} connections saving the main test for ${seconds} s`,
        );
        const database = await createTestDatabase(cluster.adminUrl);
        const env = { QUESTION_COUNTING: counting, DATABASE_URL: database.url };
        const instances = [
          await startApp('app (PostgreSQL a)', siteDir, env),
          await startApp('app (PostgreSQL b)', siteDir, env),
        ];
        try {
          const runs = await Promise.all(
            instances.map((server) =>
              saturate(server, bodies, Math.ceil(connections / 2), seconds),
            ),
          );
          savesPerSecond[counting] +=
            runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / rounds;
          result.failed += runs.reduce((sum, run) => sum + run.failed, 0);
        } finally {
          // Each instance moves what its saves left pending as it closes.
          for (const server of instances) await server.stop();
        }
        if (counting === 'on') {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          const check = await counterMismatches(client).finally(() => client.end());
          result.counterMismatches += check.mismatches;
          result.countedRows += check.rows;
        }
        await database.drop();
      }
    }
  } finally {
    await cluster.stop();
  }
  return { rounds, savesPerSecond, onVsOff: savesPerSecond.on / savesPerSecond.off, ...result };
}
