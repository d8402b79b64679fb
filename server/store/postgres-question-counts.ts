// Per-question counting on PostgreSQL. A save touches no shared row: its own statement appends one
// pending row (question_answers_pending) that names its list of questions by key and carries its
// answers as test_results stores them ("y", "n", "-" per question). Each instance moves pending rows
// into question_counts about once a second: it takes a batch of them (rows another instance is
// moving are skipped), sums them itself, and in the same transaction adds the sums (counter rows in
// key order, so two instances moving at once cannot deadlock) and deletes what it summed, so
// nothing is counted twice or lost. Reads add what is still pending.
//
// Naming the list by key instead of sending its ids keeps a save's part small: a pending row of the
// main test is about 150 bytes instead of 1.5 KB, and the database neither parses 100 ids per save
// nor groups them again per move.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { decodeAnswers, encodeAnswers, QuestionTally } from './row-format.js';
import type { CountedAnswers } from './types.js';

/** Most pending rows one move takes. */
const MOVE_BATCH = 20_000;

const STORE_LIST = {
  name: 'store-question-list',
  text: 'INSERT INTO question_lists (key, questions) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
};
const SELECT_LISTS = {
  name: 'select-question-lists',
  text: 'SELECT key, questions FROM question_lists WHERE key = ANY($1::text[])',
};
const TAKE_PENDING = {
  name: 'take-pending-answers',
  text: `SELECT id, quiz, list, answers FROM question_answers_pending ORDER BY id LIMIT ${MOVE_BATCH} FOR UPDATE SKIP LOCKED`,
};
const ADD_COUNTS = {
  name: 'add-question-counts',
  text: `
    INSERT INTO question_counts (quiz, question, answered, yes)
    SELECT quiz, question, answered, yes
      FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[]) WITH ORDINALITY AS sums (quiz, question, answered, yes, n)
      ORDER BY n
    ON CONFLICT (quiz, question) DO UPDATE
      SET answered = question_counts.answered + excluded.answered, yes = question_counts.yes + excluded.yes`,
};
const DELETE_PENDING = {
  name: 'delete-pending-answers',
  text: 'DELETE FROM question_answers_pending WHERE id = ANY($1::bigint[])',
};

/**
 * A quiz's counters plus what is still pending, in one statement (so a move running meanwhile is
 * seen either entirely or not at all), in question order as SQLite reads them (its primary key's).
 * Each pending row is one counted result (the '' row) and one answer per answered question.
 */
export const SELECT_QUESTION_COUNTS = {
  name: 'select-question-counts',
  text: `
    SELECT question, SUM(answered) AS answered, SUM(yes) AS yes FROM (
      SELECT question, answered, yes FROM question_counts WHERE quiz = $1
      UNION ALL
      SELECT '', 1, 0 FROM question_answers_pending WHERE quiz = $1
      UNION ALL
      SELECT list.questions[position], 1, CASE substr(pending.answers, position, 1) WHEN 'y' THEN 1 ELSE 0 END
        FROM question_answers_pending AS pending
        JOIN question_lists AS list ON list.key = pending.list,
        generate_subscripts(list.questions, 1) AS position
        WHERE pending.quiz = $1 AND substr(pending.answers, position, 1) IN ('y', 'n')
    ) AS counts
    GROUP BY question
    ORDER BY question`,
};

/** What a counted save adds to its statement: its list's key and its answers (null for neither). */
export interface PendingAnswers {
  list: string;
  answers: string;
}

type Query = (query: pg.QueryConfig) => Promise<pg.QueryResult>;

export class PostgresQuestionCounts {
  /** Lists known to be in question_lists (or being stored), by key. */
  private readonly storing = new Map<string, Promise<void>>();
  /** Lists read back for moves, by key. */
  private readonly lists = new Map<string, readonly string[]>();
  /** The keys of the lists saves pass: the current content's lists are the same arrays every time. */
  private readonly keys = new WeakMap<readonly string[], string>();

  constructor(private readonly write: Query) {}

  /** The pending row of a counted save, once its list is stored. */
  async pending(counted: CountedAnswers): Promise<PendingAnswers> {
    const list = this.keyOf(counted.questions);
    let stored = this.storing.get(list);
    if (!stored) {
      stored = this.write({ ...STORE_LIST, values: [list, counted.questions] }).then(
        () => {},
        (error: unknown) => {
          this.storing.delete(list);
          throw error;
        },
      );
      this.storing.set(list, stored);
    }
    await stored;
    return { list, answers: encodeAnswers(counted.answers) };
  }

  /** Moves one batch of pending rows into the counters, in `client`'s transaction; how many it moved. */
  async move(client: pg.PoolClient): Promise<number> {
    await client.query('BEGIN');
    const { rows } = await client.query(TAKE_PENDING);
    if (rows.length > 0) {
      await this.readLists(
        client,
        rows.map((row) => row.list as string),
      );
      const tally = new QuestionTally();
      for (const row of rows)
        tally.add(row.quiz, {
          questions: this.lists.get(row.list)!,
          answers: decodeAnswers(row.answers),
        });
      const sums = tally.rows();
      await client.query({
        ...ADD_COUNTS,
        values: [
          sums.map((sum) => sum.quiz),
          sums.map((sum) => sum.question),
          sums.map((sum) => sum.answered),
          sums.map((sum) => sum.yes),
        ],
      });
      await client.query({ ...DELETE_PENDING, values: [rows.map((row) => row.id)] });
    }
    await client.query('COMMIT');
    return rows.length;
  }

  private async readLists(client: pg.PoolClient, keys: string[]): Promise<void> {
    const missing = [...new Set(keys)].filter((key) => !this.lists.has(key));
    if (missing.length === 0) return;
    const { rows } = await client.query({ ...SELECT_LISTS, values: [missing] });
    for (const row of rows) this.lists.set(row.key, row.questions);
    const unknown = missing.find((key) => !this.lists.has(key));
    // A save stores its list before its pending row, so this is a damaged database, not a race.
    if (unknown !== undefined)
      throw new Error(
        `question_answers_pending names the list ${unknown}, which question_lists does not have`,
      );
  }

  private keyOf(questions: readonly string[]): string {
    let key = this.keys.get(questions);
    if (key === undefined) {
      key = listKey(questions);
      this.keys.set(questions, key);
    }
    return key;
  }
}

/** A list's key: a digest of its ids, in order. */
function listKey(questions: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify(questions)).digest('base64url');
}
