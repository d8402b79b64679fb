// POST /api/test-results: validate, store durably, answer with the stored result and how it compares.
import { compareScore, type Comparison } from '../comparison.js';
import { sendJson } from '../responses.js';
import type { QuizCatalog } from '../quiz-catalog.js';
import { readJsonBody } from '../request-body.js';
import type { WriteLimiter } from '../security.js';
import type { ResultStore } from '../store/types.js';
import { resolveSubmission } from '../test-result-submission.js';
import { parseTestResultBody } from '../validation.js';
import type { ApiRoute } from './route.js';

export interface TestResultResponse {
  id: number;
  quiz: string | null;
  score: number;
  total: number;
  label: string | null;
  language: string;
  createdAt: string;
  comparison: Comparison;
}

export function postTestResult(deps: {
  store: ResultStore;
  catalog: QuizCatalog;
  limitWrites: WriteLimiter | null;
  bodyLimitBytes: number;
}): ApiRoute {
  const { store, catalog, limitWrites, bodyLimitBytes } = deps;
  return {
    method: 'POST',
    path: '/api/test-results',
    async handle(req, res) {
      if (limitWrites && !(await limitWrites(req, res))) return;
      const body = parseTestResultBody(await readJsonBody(req, bodyLimitBytes));
      const { result, label } = resolveSubmission(body, catalog);
      const saved = await store.saveTestResult({ ...result, createdAt: new Date() });
      const response: TestResultResponse = {
        id: saved.id,
        quiz: result.quiz,
        score: result.score,
        total: result.total,
        label,
        language: result.language,
        createdAt: saved.createdAt.toISOString(),
        comparison: compareScore(saved.scoreCounts, result.score),
      };
      sendJson(res, 201, response);
    },
  };
}
