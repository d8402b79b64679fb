// How values are represented in rows, and the per-question counts a batch of saves adds to
// question_counts (summed in memory before they are written); shared by both stores.
// Answers are stored as one character each ("y", "n", "-" for unanswered): 100 bytes per main
// result instead of ~600 as JSON, which matters with millions of rows.
import type { Answer } from '../../shared/generated/types.js';
import type { CountedAnswers, QuestionCounts } from './types.js';

const CODE_FOR_ANSWER: Record<Answer, string> = { yes: 'y', no: 'n', '': '-' };
const ANSWER_FOR_CODE: Record<string, Answer> = { y: 'yes', n: 'no', '-': '' };

export function encodeAnswers(answers: readonly Answer[]): string {
  let encoded = '';
  for (const answer of answers) encoded += CODE_FOR_ANSWER[answer];
  return encoded;
}

export function decodeAnswers(encoded: string): Answer[] {
  const answers: Answer[] = [];
  for (const code of encoded) {
    const answer = ANSWER_FOR_CODE[code];
    if (answer === undefined) throw new Error(`Stored answers contain an unknown code "${code}"`);
    answers.push(answer);
  }
  return answers;
}

/** Slug-less results share one score histogram per length; the empty string keys them in SQL. */
export const NO_QUIZ_KEY = '';

export function quizKey(quiz: string | null): string {
  return quiz ?? NO_QUIZ_KEY;
}

export function quizFromKey(key: string): string | null {
  return key === NO_QUIZ_KEY ? null : key;
}

/** UTC calendar day of a moment, as stored in the daily event counts. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const HOUR_MS = 3_600_000;

/**
 * A result's time as stored: to the hour (UTC), truncated. A precise time, with the answers, could
 * be matched against a proxy's access log to tie a result to an address; the hour is enough for
 * every figure the site shows.
 */
export function toTheHour(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** question_counts' row for the quiz's number of counted results (no question has an empty id). */
export const RESULTS_ROW = '';

export interface TallyRow {
  quiz: string;
  question: string;
  answered: number;
  yes: number;
}

export class QuestionTally {
  /** quiz → question → its row. */
  private readonly counts = new Map<string, Map<string, TallyRow>>();
  /**
   * Each list of question ids added since the last clear, with its rows in list order. Saves from
   * pages of the current content all pass their quiz's own list, so after the first of them a
   * save adds its answers by position, without looking up each question.
   */
  private readonly rowsByList = new Map<readonly string[], TallyRow[]>();

  /** One counted result of `quiz` and its counted answers (an unanswered question counts nowhere). */
  add(quiz: string, counted: CountedAnswers): void {
    let questions = this.counts.get(quiz);
    if (!questions) this.counts.set(quiz, (questions = new Map()));
    rowOf(questions, quiz, RESULTS_ROW).answered += 1;
    let rows = this.rowsByList.get(counted.questions);
    if (!rows) {
      const quizRows = questions;
      rows = counted.questions.map((question) => rowOf(quizRows, quiz, question));
      this.rowsByList.set(counted.questions, rows);
    }
    for (let i = 0; i < rows.length; i += 1) {
      const answer = counted.answers[i];
      if (answer !== 'yes' && answer !== 'no') continue;
      const row = rows[i]!;
      row.answered += 1;
      if (answer === 'yes') row.yes += 1;
    }
  }

  /**
   * The rows to add, in key order, so concurrent writers take row locks in the same order; a
   * question only left unanswered adds nothing.
   */
  rows(): TallyRow[] {
    const rows: TallyRow[] = [];
    for (const quiz of [...this.counts.keys()].sort(compare)) {
      const questions = this.counts.get(quiz)!;
      for (const question of [...questions.keys()].sort(compare)) {
        const row = questions.get(question)!;
        if (row.answered > 0) rows.push(row);
      }
    }
    return rows;
  }

  clear(): void {
    this.counts.clear();
    this.rowsByList.clear();
  }
}

function rowOf(questions: Map<string, TallyRow>, quiz: string, question: string): TallyRow {
  let row = questions.get(question);
  if (!row) questions.set(question, (row = { quiz, question, answered: 0, yes: 0 }));
  return row;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A quiz's counts from its summed rows (the RESULTS_ROW's answered is its number of counted results). */
export function countsFromRows(
  rows: readonly { question: string; answered: number | string; yes: number | string }[],
): QuestionCounts {
  let results = 0;
  const questions = [];
  for (const row of rows) {
    if (row.question === RESULTS_ROW) results = Number(row.answered);
    else
      questions.push({
        question: row.question,
        answered: Number(row.answered),
        yes: Number(row.yes),
      });
  }
  return { results, questions };
}
