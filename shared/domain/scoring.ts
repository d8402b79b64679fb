// Pure scoring functions shared by the browser and the server.
import type { Answer, ScoringMode, Tier } from '../generated/types';

export function countYes(answers: readonly Answer[]): number {
  let yes = 0;
  for (const answer of answers) if (answer === 'yes') yes += 1;
  return yes;
}

/** Main test: 100 minus the Yes count (one point lost per question). Themed: the Yes count. */
export function scoreFromAnswers(mode: ScoringMode, answers: readonly Answer[]): number {
  const yes = countYes(answers);
  return mode === 'purity' ? answers.length - yes : yes;
}

/** The highest tier whose minimum the score reaches; tiers are sorted highest first and end at 0. */
export function tierForScore<T extends Tier>(tiers: readonly T[], score: number): T {
  const tier = tiers.find((candidate) => score >= candidate.min);
  if (!tier) throw new RangeError(`No tier covers score ${score}`);
  return tier;
}

/** Rounded percent of questions reached, counting the current one: question 1 of 100 is 1%. */
export function percentComplete(questionNumber: number, total: number): number {
  // Multiply first: (23 / 40) * 100 is 57.49999… in floating point and would round down.
  return Math.round((questionNumber * 100) / total);
}

export function isAnswer(value: unknown): value is Answer {
  return value === 'yes' || value === 'no' || value === '';
}

/** Fills a "{{name}}" template; unknown names are left as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
