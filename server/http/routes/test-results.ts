// POST /api/test-results: validate, store durably, answer with the stored result, how it compares
// and how the quiz's stored results spread over the scores. A body whose idempotency key is
// already stored is answered 200 with that stored result (same id and createdAt), storing nothing.
import { API_PATHS } from '../../../shared/api-paths.js';
import testResultSchema from '../../../schemas/api-test-result.schema.json' with { type: 'json' };
import type { SavedResult, TestResultSubmission } from '../../../shared/generated/types.js';
import { compareScore } from '../../../shared/domain/comparison.js';
import { scoreDistribution } from '../../../shared/domain/score-distribution.js';
import { sendJson } from '../responses.js';
import { checkReplayMatches, resolveSubmission } from '../test-result-submission.js';
import { bodyValidator } from '../validation.js';
import type { ApiRoute, WriteRouteDeps } from './route.js';

const parseBody = bodyValidator<TestResultSubmission>(testResultSchema, 'a test result');

/** countQuestions false stores results without counting their answers per question (to measure its cost). */
export function postTestResult({ store, catalog, countQuestions = true }: WriteRouteDeps & { countQuestions?: boolean }): ApiRoute {
  return {
    method: 'POST',
    path: API_PATHS.testResults,
    kind: 'api_save',
    async handle(req, res) {
      const { result, label } = resolveSubmission(parseBody(req.body), catalog);
      const saved = await store.saveTestResult({
        ...result,
        countedAnswers: countQuestions ? result.countedAnswers : null,
        createdAt: new Date(),
      });
      // A repeated idempotency key stored nothing: the answer is the first save's result, as 200.
      if (saved.replayed) checkReplayMatches(saved.replayed, result);
      const response: SavedResult = {
        id: saved.id,
        quiz: result.quiz,
        score: result.score,
        total: result.total,
        label,
        language: result.language,
        createdAt: saved.createdAt.toISOString(),
        comparison: compareScore(saved.scoreCounts, result.score),
        distribution: scoreDistribution(result.quiz, result.total, saved.scoreCounts),
      };
      sendJson(res, saved.replayed ? 200 : 201, response);
    },
  };
}
