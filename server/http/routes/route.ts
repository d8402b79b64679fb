// An API route: its method, path and handler. The app mounts each one with the middlewares it needs.
import type { Request, Response } from 'express';
import type { QuizCatalog } from '../quiz-catalog.js';
import type { ResultStore } from '../../store/types.js';

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Its full path, from shared/api-paths.ts (under API_PREFIX, where the API's router is mounted). */
  path: string;
  /** May throw or reject; the error handler turns errors into JSON error responses. */
  handle(req: Request, res: Response): Promise<void>;
}

/** What a write endpoint needs; its body arrives parsed in req.body. */
export interface WriteRouteDeps {
  store: ResultStore;
  catalog: QuizCatalog;
}
