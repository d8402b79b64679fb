// How values are represented in rows, shared by both stores.
// Answers are stored as one character each ("y", "n", "-" for unanswered): 100 bytes per main
// result instead of ~600 as JSON, which matters with millions of rows.
import type { Answer } from '../../shared/generated/types.js';

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
