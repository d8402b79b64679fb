// GET /api/question-figures?quiz=<slug>: the share of takers who said Yes to each of the quiz's
// questions, from a snapshot at most a minute old, once the quiz has enough counted results.
// Cacheable for the snapshot's life.
import { ApiError } from '../errors.js';
import type { QuizCatalog } from '../quiz-catalog.js';
import { SNAPSHOT_MAX_AGE_MS, type QuestionFigureSnapshots } from '../question-figure-snapshots.js';
import { sendJson } from '../responses.js';
import { parseQuestionFiguresQuery } from '../validation.js';
import type { ApiRoute } from './route.js';

export function getQuestionFigures({ catalog, snapshots }: { catalog: QuizCatalog; snapshots: QuestionFigureSnapshots }): ApiRoute {
  return {
    method: 'GET',
    path: '/question-figures',
    async handle(req, res) {
      const query = req.originalUrl.indexOf('?');
      const { quiz: slug } = parseQuestionFiguresQuery(query < 0 ? '' : req.originalUrl.slice(query));
      const quiz = catalog.bySlug(slug);
      if (!quiz) throw new ApiError(404, 'unknown_quiz', `There is no quiz "${slug}".`);
      sendJson(res, 200, await snapshots.figuresOf(quiz), {
        'Cache-Control': `public, max-age=${SNAPSHOT_MAX_AGE_MS / 1000}`,
      });
    },
  };
}
