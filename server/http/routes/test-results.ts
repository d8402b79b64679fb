// POST /api/test-results: validate (the schema, then what a schema cannot express: which quiz a body
// belongs to, its length, its language and whether the score agrees with the answers), store
// durably, answer with the stored result, how it compares and how the quiz's stored results spread
// over the scores. A body whose idempotency key is already stored is answered 200 with that stored
// result (same id and createdAt), storing nothing. Scoring itself lives in shared/domain/scoring.ts.
import { API_PATHS } from '../../../shared/api-paths.js';
import testResultSchema from '../../../schemas/api-test-result.schema.json' with { type: 'json' };
import type { SavedResult, TestResultSubmission } from '../../../shared/generated/types.js';
import { compareScore } from '../../../shared/domain/comparison.js';
import { scoreDistribution } from '../../../shared/domain/score-distribution.js';
import { sendJson } from '../responses.js';
import { scoreFromAnswers, tierForScore } from '../../../shared/domain/scoring.js';
import { QUESTION_ID_SEPARATOR } from '../../../shared/domain/question-ids.js';
import { siteLanguages } from '../../../shared/generated/catalog.js';
import type { Answer, ScoringMode } from '../../../shared/generated/types.js';
import { ApiError } from '../errors.js';
import type { KnownQuiz, QuizCatalog } from '../quiz-catalog.js';
import type { ApiRoute, WriteRouteDeps } from './route.js';
import type { CountedAnswers, NewTestResult, StoredTestResult } from '../../store/types.js';
import { bodyValidator } from '../api-router.js';

const parseBody = bodyValidator<TestResultSubmission>(testResultSchema, 'a test result');

/**
 * countQuestions false stores results without counting their answers per question (to measure its
 * cost); minTakers: stored results the quiz needs before the distribution says where a visitor stands.
 */
export function postTestResult({
  store,
  catalog,
  countQuestions = true,
  minTakers,
}: WriteRouteDeps & { countQuestions?: boolean; minTakers?: number }): ApiRoute {
  return {
    method: 'POST',
    path: API_PATHS.testResults,
    kind: 'api_save',
    async handle(req, res) {
      const { result, quiz } = resolveSubmission(parseBody(req.body), catalog, countQuestions);
      const saved = await store.saveTestResult(result);
      // A repeated idempotency key stored nothing: the answer is the first save's result, as 200.
      if (saved.replayed) checkReplayMatches(saved.replayed, result);
      // The tier label for API clients (the pages show their own); none for a slug-less themed result.
      const label = quiz ? tierForScore(quiz.tiers, result.score).label : null;
      const response: SavedResult = {
        id: saved.id,
        quiz: result.quiz,
        score: result.score,
        total: result.total,
        label,
        language: result.language,
        createdAt: saved.createdAt.toISOString(),
        comparison: compareScore(saved.scoreCounts, result.score),
        distribution: scoreDistribution(result.quiz, result.total, saved.scoreCounts, minTakers),
      };
      sendJson(res, saved.replayed ? 200 : 201, response);
    },
  };
}

/**
 * The site's languages: one per content/locales/<code>.yaml. The pseudo-locale is a development
 * view of English, not a language results are taken in.
 */
const SITE_LANGUAGES: ReadonlySet<string> = new Set(siteLanguages);

/** The body as the store's new row, and its quiz (null for a slug-less themed result, whose quiz is unknown). */
function resolveSubmission(
  body: TestResultSubmission,
  catalog: QuizCatalog,
  countQuestions: boolean,
): { result: NewTestResult; quiz: KnownQuiz | null } {
  if (!SITE_LANGUAGES.has(body.language)) {
    throw new ApiError(
      422,
      'unsupported_language',
      `Language "${body.language}" is not supported; use one of: ${[...SITE_LANGUAGES].join(', ')}.`,
    );
  }
  const count = body.answers.length;
  const quiz =
    body.quiz === undefined ? quizForUnnamedBody(count, catalog) : namedQuiz(body.quiz, catalog);
  if (quiz && count !== quiz.questions.length) {
    throw new ApiError(
      422,
      'answer_count_mismatch',
      `Quiz "${quiz.slug}" has ${quiz.questions.length} questions, but ${count} answers were sent.`,
    );
  }
  const questions =
    body.questions === undefined ? undefined : seenQuestionIds(body.questions, quiz);
  if (questions !== undefined && questions.length !== count) {
    throw new ApiError(
      422,
      'question_count_mismatch',
      `${questions.length} question ids were sent with ${count} answers; send one id per answer.`,
    );
  }
  // A slug-less themed body is scored like every themed quiz: the Yes count.
  const scoring: ScoringMode = quiz ? quiz.scoring : 'yes-count';
  const expected = scoreFromAnswers(scoring, body.answers);
  if (body.score !== expected) {
    throw new ApiError(
      422,
      'score_mismatch',
      `The score ${body.score} does not agree with the answers, which score ${expected}.`,
    );
  }
  return {
    result: {
      quiz: quiz ? quiz.slug : null,
      total: count,
      score: body.score,
      answers: body.answers,
      language: body.language,
      idempotencyKey: body.idempotencyKey ?? null,
      countedAnswers:
        countQuestions && quiz && questions ? countedAnswers(quiz, questions, body.answers) : null,
      createdAt: new Date(),
    },
    quiz,
  };
}

/**
 * The ids a body's `questions` names, in answer order. A page of the current content sends exactly
 * the quiz's joined ids: one string comparison, and the quiz's own list is used without splitting.
 * Repeats are refused here, which the schema's pattern cannot say.
 */
function seenQuestionIds(questions: string, quiz: KnownQuiz | null): readonly string[] {
  if (quiz && questions === quiz.joinedQuestionIds) return quiz.questionIdList;
  const ids = questions.split(QUESTION_ID_SEPARATOR);
  if (new Set(ids).size !== ids.length) {
    throw new ApiError(
      400,
      'invalid_request',
      '"questions" names the same question id more than once; send each id once.',
    );
  }
  return ids;
}

/**
 * The answers counted in the per-question figures: each answer whose question the quiz still has.
 * An answer to an id the quiz no longer has (a replaced question, on a page built before the
 * change) is stored with the result but counted nowhere; a reworded question keeps its id, so its
 * answers keep counting.
 */
function countedAnswers(
  quiz: KnownQuiz,
  questions: readonly string[],
  answers: readonly Answer[],
): CountedAnswers {
  if (questions === quiz.questionIdList) return { questions, answers };
  const counted: { questions: string[]; answers: Answer[] } = { questions: [], answers: [] };
  questions.forEach((question, index) => {
    if (!quiz.questionIds.has(question)) return;
    counted.questions.push(question);
    counted.answers.push(answers[index]!);
  });
  return counted;
}

/**
 * A key is made for one result: sent again with anything else, it is a client's bug, refused
 * rather than answered with a result that is not the one sent.
 */
function checkReplayMatches(replayed: StoredTestResult, sent: NewTestResult): void {
  const same =
    replayed.quiz === sent.quiz &&
    replayed.total === sent.total &&
    replayed.score === sent.score &&
    replayed.language === sent.language &&
    replayed.answers.every((answer, index) => answer === sent.answers[index]);
  if (!same) {
    throw new ApiError(
      422,
      'idempotency_key_reused',
      'This idempotency key was already used for a different result; make a new key for each result.',
    );
  }
}

function namedQuiz(slug: string, catalog: QuizCatalog): KnownQuiz {
  const quiz = catalog.bySlug.get(slug);
  if (!quiz) throw new ApiError(422, 'unknown_quiz', `There is no quiz "${slug}".`);
  return quiz;
}

/**
 * A body as the spec sends it, without `quiz`: the main quiz's length means the main test. A
 * themed length fits several quizzes, so such a result is stored with quiz null (label null) and
 * compared with the other slug-less results of the same length.
 */
function quizForUnnamedBody(count: number, catalog: QuizCatalog): KnownQuiz | null {
  if (count === catalog.main.questions.length) return catalog.main;
  if (catalog.themedLengths.has(count)) return null;
  const lengths = [...new Set([catalog.main.questions.length, ...catalog.themedLengths])].sort(
    (a, b) => a - b,
  );
  throw new ApiError(
    422,
    'answer_count_mismatch',
    `${count} answers match no quiz; quizzes have ${lengths.join(', ')} questions.`,
  );
}
