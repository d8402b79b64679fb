// An API route: its method, path, kind and handler, in one module of its own; one line in the API's
// list (server/http/app.ts) mounts it. A POST route gets the write rate limit and the JSON body
// reader (api-router.ts); its schema is its module's (api-router.ts compiles it). And what routes
// are given: the store, and the quizzes the API knows, indexed once at startup.
import type { Request, Response } from 'express';
import { joinQuestionIds } from '../../../shared/domain/question-ids.js';
import type { ScoringMode, Tier } from '../../../shared/generated/types.js';
import type { ApiRouteKind } from '../../observability/route-kind.js';
import type { ResultStore } from '../../store/types.js';

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Its full path, under API_PREFIX (where the API's router is mounted); the browser's are named in shared/api-paths.ts. */
  path: string;
  /** Its label in the request metrics and the request log. */
  kind: ApiRouteKind;
  /** A POST route's share of the write budget: this many times RATE_LIMIT_WRITES_PER_MINUTE per client (default 1). */
  writeBudget?: number;
  /** May throw or reject; the error handler turns errors into JSON error responses. */
  handle: (req: Request, res: Response) => Promise<void>;
}

/** What a write endpoint needs; its body arrives parsed in req.body. */
export interface WriteRouteDeps {
  store: ResultStore;
  catalog: QuizCatalog;
}

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
