// GET /api/score-distribution?quiz=<slug>: how many stored results of the quiz have each score,
// for a results view that saves nothing (the home-page test). Cacheable for a minute: a taker more
// or less does not change the picture.
import { API_PATHS } from '../../../shared/api-paths.js';
import { scoreDistribution } from '../../../shared/domain/score-distribution.js';
import { ApiError } from '../errors.js';
import type { QuizCatalog } from '../quiz-catalog.js';
import type { ApiRoute } from './route.js';
import { sendJson } from '../responses.js';
import type { ResultStore } from '../../store/types.js';
import querySchema from '../../../schemas/api-score-distribution-query.schema.json' with { type: 'json' };
import type { ScoreDistributionQuery } from '../../../shared/generated/types.js';
import { queryValidator } from '../api-router.js';

export const DISTRIBUTION_MAX_AGE_SECONDS = 60;

const parseQuery = queryValidator<ScoreDistributionQuery>(
  querySchema,
  'Name one quiz by its slug, e.g. ?quiz=purity.',
);

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
      const query = req.originalUrl.indexOf('?');
      const { quiz: slug } = parseQuery(query < 0 ? '' : req.originalUrl.slice(query));
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
