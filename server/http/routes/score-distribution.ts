// GET /api/score-distribution?quiz=<slug>: how many stored results of the quiz have each score,
// for a results view that saves nothing (the home-page test). Cacheable for a minute: a taker more
// or less does not change the picture.
import type { Request } from 'express';
import { API_PATHS } from '../../../shared/api-paths.js';
import { scoreDistribution } from '../../../shared/domain/score-distribution.js';
import { ApiError } from '../errors.js';
import type { ApiRoute, QuizCatalog } from './route.js';
import { sendJson } from '../responses.js';
import type { ResultStore } from '../../store/types.js';

export const DISTRIBUTION_MAX_AGE_SECONDS = 60;

/** `minTakers`: stored results the quiz needs before the distribution says where a visitor stands. */
export function getScoreDistribution({
  store,
  catalog,
  minTakers,
}: {
  store: ResultStore;
  catalog: QuizCatalog;
  minTakers?: number;
}): ApiRoute {
  return {
    method: 'GET',
    path: API_PATHS.scoreDistribution,
    kind: 'api_read',
    async handle(req, res) {
      const slug = quizParameter(req);
      const quiz = catalog.bySlug.get(slug);
      if (!quiz) throw new ApiError(404, 'unknown_quiz', `There is no quiz "${slug}".`);
      const total = quiz.questions.length;
      const counts = await store.scoreCounts({ quiz: quiz.slug, total });
      sendJson(res, 200, scoreDistribution(quiz.slug, total, counts, minTakers), {
        'Cache-Control': `public, max-age=${DISTRIBUTION_MAX_AGE_SECONDS}`,
      });
    },
  };
}

/** The one `quiz` parameter of the query string, shaped like a slug. */
function quizParameter(req: Request): string {
  const query = req.originalUrl.indexOf('?');
  const values = query < 0 ? [] : new URLSearchParams(req.originalUrl.slice(query)).getAll('quiz');
  const [slug] = values;
  if (values.length !== 1 || !slug || slug.length > 40 || !/^[a-z][a-z0-9-]*$/.test(slug)) {
    throw new ApiError(400, 'invalid_request', 'Name one quiz by its slug, e.g. ?quiz=purity.');
  }
  return slug;
}
