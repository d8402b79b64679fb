// GET /api/question-figures?quiz=<slug>: the share of takers who said Yes to each of the quiz's
// questions, from a snapshot at most a minute old, once the quiz has enough counted results.
// Cacheable for the snapshot's life.
import { API_PATHS } from '../../../shared/api-paths.js';
import { ApiError } from '../errors.js';
import type { QuizCatalog } from '../quiz-catalog.js';
import type { ApiRoute } from './route.js';
import { SNAPSHOT_MAX_AGE_MS, type QuestionFigureSnapshots } from '../question-figure-snapshots.js';
import { sendJson } from '../responses.js';
import querySchema from '../../../schemas/api-question-figures-query.schema.json' with { type: 'json' };
import type { QuestionFiguresQuery } from '../../../shared/generated/types.js';
import { queryValidator } from '../api-router.js';

const parseQuery = queryValidator<QuestionFiguresQuery>(
  querySchema,
  'Name one quiz by its slug, e.g. ?quiz=food.',
);

export function getQuestionFigures({
  catalog,
  snapshots,
}: {
  catalog: QuizCatalog;
  snapshots: QuestionFigureSnapshots;
}): ApiRoute {
  return {
    method: 'GET',
    path: API_PATHS.questionFigures,
    kind: 'api_read',
    async handle(req, res) {
      const query = req.originalUrl.indexOf('?');
      const { quiz: slug } = parseQuery(query < 0 ? '' : req.originalUrl.slice(query));
      const quiz = catalog.bySlug.get(slug);
      if (!quiz) throw new ApiError(404, 'unknown_quiz', `There is no quiz "${slug}".`);
      sendJson(res, 200, await snapshots.figuresOf(quiz), {
        'Cache-Control': `public, max-age=${SNAPSHOT_MAX_AGE_MS / 1000}`,
      });
    },
  };
}
