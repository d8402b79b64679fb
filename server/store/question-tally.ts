// Per-question answer counts summed in memory before they are written: the rows a batch of saves
// adds to question_counts, and how the rows read back become a quiz's counts. Shared by both stores.
import type { CountedAnswer, QuestionCounts } from './types.js';

/** question_counts' row for the quiz's number of counted results (no question has an empty id). */
export const RESULTS_ROW = '';

export interface TallyRow {
  quiz: string;
  question: string;
  answered: number;
  yes: number;
}

export class QuestionTally {
  private readonly counts = new Map<string, TallyRow>();

  /** One counted result of `quiz` and its counted answers. */
  add(quiz: string, answers: readonly CountedAnswer[]): void {
    this.bump(quiz, RESULTS_ROW, false);
    for (const answer of answers) this.bump(quiz, answer.question, answer.yes);
  }

  /** The rows to add, in key order, so concurrent writers take row locks in the same order. */
  rows(): TallyRow[] {
    return [...this.counts.values()].sort((a, b) => (a.quiz === b.quiz ? compare(a.question, b.question) : compare(a.quiz, b.quiz)));
  }

  clear(): void {
    this.counts.clear();
  }

  private bump(quiz: string, question: string, yes: boolean): void {
    const key = `${quiz}\u0000${question}`;
    const row = this.counts.get(key) ?? { quiz, question, answered: 0, yes: 0 };
    row.answered += 1;
    if (yes) row.yes += 1;
    this.counts.set(key, row);
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A quiz's counts from its summed rows (the RESULTS_ROW's answered is its number of counted results). */
export function countsFromRows(rows: readonly { question: string; answered: number | string; yes: number | string }[]): QuestionCounts {
  let results = 0;
  const questions = [];
  for (const row of rows) {
    if (row.question === RESULTS_ROW) results = Number(row.answered);
    else questions.push({ question: row.question, answered: Number(row.answered), yes: Number(row.yes) });
  }
  return { results, questions };
}
