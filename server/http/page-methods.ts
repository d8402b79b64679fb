// Everything outside /api is a file of the built site: GET and HEAD only. Other methods get the
// API's 405 with Allow (any path, known or not: none accepts another method).
import type { RequestHandler } from 'express';
import { methodNotAllowed } from './errors.js';

/** What a page, and an API route that reads, answers to. */
export const READ_METHODS = 'GET, HEAD';

export const onlyReadPages: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') next();
  else next(methodNotAllowed(req, READ_METHODS));
};
