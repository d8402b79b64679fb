// An API route: its method, path, kind and handler, in one module of its own; one line in the API's
// list (server/http/app.ts) mounts it. A POST route gets the write rate limit and the JSON body
// reader (api-router.ts); its schema is its module's (api-router.ts compiles it). And what a write
// route is given: the store and the quiz catalog (../quiz-catalog.ts).
import type { Request, Response } from 'express';
import type { ApiRouteKind } from '../../observability/route-kind.js';
import type { ResultStore } from '../../store/types.js';
import type { QuizCatalog } from '../quiz-catalog.js';

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Its full path, under API_PREFIX (where the API's router is mounted); the browser's are named in shared/api-paths.ts. */
  path: string;
  /** Its label in the request metrics and the request log. */
  kind: ApiRouteKind;
  /** A POST route's share of the write budget: this many times RATE_LIMIT_WRITES_PER_MINUTE per client (default 1). */
  writeBudget?: number;
  /** May throw or reject; the error handler turns errors into JSON error responses. */
  handle: (req: Request, res: Response) => Promise<void>;
}

/** What a write endpoint needs; its body arrives parsed in req.body. */
export interface WriteRouteDeps {
  store: ResultStore;
  catalog: QuizCatalog;
}
