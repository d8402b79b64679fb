// The quizzes the API knows, indexed for request-time lookups.
import type { ScoringMode, Tier } from '../../src/generated/types.js';

/** The part of a generated quiz (src/generated/quiz-data.*.ts) the server uses. */
export interface CatalogQuiz {
  slug: string;
  kind: 'main' | 'themed';
  scoring: ScoringMode;
  tiers: readonly Tier[];
  questions: readonly unknown[];
}

export interface QuizCatalog {
  bySlug(slug: string): CatalogQuiz | undefined;
  /** The main quiz, which a body without `quiz` and with its question count means. */
  main: CatalogQuiz;
  /** Question counts of themed quizzes; a body without `quiz` may have one of these lengths. */
  themedLengths: ReadonlySet<number>;
}

export function createQuizCatalog(quizzes: readonly CatalogQuiz[]): QuizCatalog {
  const bySlug = new Map(quizzes.map((quiz) => [quiz.slug, quiz]));
  const main = quizzes.find((quiz) => quiz.kind === 'main');
  if (!main) throw new Error('The quiz data has no main quiz');
  const themedLengths = new Set(
    quizzes.filter((quiz) => quiz.kind === 'themed').map((quiz) => quiz.questions.length),
  );
  return { bySlug: (slug) => bySlug.get(slug), main, themedLengths };
}
