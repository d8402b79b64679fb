// POST /api/events: the analytics beacon. Keeps only a daily count per event and quiz.
import { API_PATHS } from '../../../shared/api-paths.js';
import { EVENTS_PER_WRITE_BUDGET } from '../../config.js';
import { ApiError } from '../errors.js';
import { sendNoContent } from '../responses.js';
import eventSchema from '../../../schemas/api-event.schema.json' with { type: 'json' };
import type { AnalyticsEventBody } from '../../../shared/generated/types.js';
import { bodyValidator } from '../api-router.js';
import type { ApiRoute, WriteRouteDeps } from './route.js';

const parseBody = bodyValidator<AnalyticsEventBody>(eventSchema, 'an event');

export function postEvent({ store, catalog }: WriteRouteDeps): ApiRoute {
  return {
    method: 'POST',
    path: API_PATHS.events,
    kind: 'api_event',
    writeBudget: EVENTS_PER_WRITE_BUDGET,
    async handle(req, res) {
      const event = parseBody(req.body);
      // Only known slugs are counted, so a client cannot grow the table with made-up names.
      if (event.quiz !== undefined && !catalog.bySlug.get(event.quiz)) {
        throw new ApiError(422, 'unknown_quiz', `There is no quiz "${event.quiz}".`);
      }
      await store.recordEvent(event.event, event.quiz ?? null, new Date());
      sendNoContent(res);
    },
  };
}
