// POST /api/events: the analytics beacon. Keeps only a daily count per event and quiz.
import { ApiError } from '../errors.js';
import { sendNoContent } from '../responses.js';
import { parseEventBody } from '../validation.js';
import type { ApiRoute, WriteRouteDeps } from './route.js';

export function postEvent({ store, catalog }: WriteRouteDeps): ApiRoute {
  return {
    method: 'POST',
    path: '/events',
    async handle(req, res) {
      const event = parseEventBody(req.body);
      // Only known slugs are counted, so a client cannot grow the table with made-up names.
      if (event.quiz !== undefined && !catalog.bySlug(event.quiz)) {
        throw new ApiError(422, 'unknown_quiz', `There is no quiz "${event.quiz}".`);
      }
      await store.recordEvent(event.event, event.quiz ?? null, new Date());
      sendNoContent(res);
    },
  };
}
