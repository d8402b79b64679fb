// An API route written against node:http, so the same handler serves the fast path and Express.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { QuizCatalog } from '../quiz-catalog.js';
import type { WriteLimiter } from '../security.js';
import type { ResultStore } from '../../store/types.js';

export interface ApiRoute {
  method: 'GET' | 'POST';
  path: string;
  /** May throw or reject; the caller turns errors into JSON error responses. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** What a write endpoint needs: the store, the quizzes, its own rate limiter (null: off), a body cap. */
export interface WriteRouteDeps {
  store: ResultStore;
  catalog: QuizCatalog;
  limitWrites: WriteLimiter | null;
  bodyLimitBytes: number;
}
