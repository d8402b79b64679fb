// An API route written against node:http, so the same handler serves the fast path and Express.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ApiRoute {
  method: 'GET' | 'POST';
  path: string;
  /** May throw or reject; the caller turns errors into JSON error responses. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}
