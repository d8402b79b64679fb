// The quizzes the API knows (shared/generated/quiz-catalog.ts), indexed once at startup: by slug,
// the main quiz, the themed lengths, and each quiz's question ids.
import { joinQuestionIds } from '../../shared/domain/question-ids.js';
import type { ScoringMode, Tier } from '../../shared/generated/types.js';

/** A quiz as the server knows it (shared/generated/quiz-catalog.ts). */
export interface CatalogQuiz {
  slug: string;
  kind: 'main' | 'themed';
  scoring: ScoringMode;
  tiers: readonly Tier[];
  questions: readonly { id: string }[];
}

/** A quiz as the catalog gives it, with its question ids indexed. */
export interface KnownQuiz extends CatalogQuiz {
  /** The ids of the quiz's current questions: answers are counted only against these. */
  questionIds: ReadonlySet<string>;
  /** The same ids in question order, and joined by commas as a page of the current content sends them. */
  questionIdList: readonly string[];
  joinedQuestionIds: string;
}

export interface QuizCatalog {
  bySlug: ReadonlyMap<string, KnownQuiz>;
  /** The main quiz, which a body without `quiz` and with its question count means. */
  main: KnownQuiz;
  /** Question counts of themed quizzes; a body without `quiz` may have one of these lengths. */
  themedLengths: ReadonlySet<number>;
}

export function createQuizCatalog(catalogQuizzes: readonly CatalogQuiz[]): QuizCatalog {
  const quizzes = catalogQuizzes.map((quiz): KnownQuiz => {
    const questionIdList = quiz.questions.map((question) => question.id);
    return {
      ...quiz,
      questionIds: new Set(questionIdList),
      questionIdList,
      joinedQuestionIds: joinQuestionIds(questionIdList),
    };
  });
  const bySlug = new Map(quizzes.map((quiz) => [quiz.slug, quiz]));
  const main = quizzes.find((quiz) => quiz.kind === 'main');
  if (!main) throw new Error('The quiz data has no main quiz');
  const themedLengths = new Set(
    quizzes.filter((quiz) => quiz.kind === 'themed').map((quiz) => quiz.questions.length),
  );
  return { bySlug, main, themedLengths };
}
