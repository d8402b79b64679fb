// Per-question answer counts summed in memory before they are written: the rows a batch of saves
// adds to question_counts, and how the rows read back become a quiz's counts. Shared by both stores.
import type { CountedAnswers, QuestionCounts } from './types.js';

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

  /** One counted result of `quiz` and its counted answers (an unanswered question counts nowhere). */
  add(quiz: string, counted: CountedAnswers): void {
    let questions = this.counts.get(quiz);
    if (!questions) this.counts.set(quiz, (questions = new Map()));
    bump(questions, quiz, RESULTS_ROW, false);
    for (let i = 0; i < counted.questions.length; i += 1) {
      const answer = counted.answers[i];
      if (answer === 'yes' || answer === 'no') bump(questions, quiz, counted.questions[i]!, answer === 'yes');
    }
  }

  /** The rows to add, in key order, so concurrent writers take row locks in the same order. */
  rows(): TallyRow[] {
    const rows: TallyRow[] = [];
    for (const quiz of [...this.counts.keys()].sort(compare)) {
      const questions = this.counts.get(quiz)!;
      for (const question of [...questions.keys()].sort(compare)) rows.push(questions.get(question)!);
    }
    return rows;
  }

  clear(): void {
    this.counts.clear();
  }
}

function bump(questions: Map<string, TallyRow>, quiz: string, question: string, yes: boolean): void {
  let row = questions.get(question);
  if (!row) questions.set(question, (row = { quiz, question, answered: 0, yes: 0 }));
  row.answered += 1;
  if (yes) row.yes += 1;
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
