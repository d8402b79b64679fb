// API errors: one class for expected failures and one error handler that turns any error into a
// JSON body `{error: {code, message}}` without leaking stack traces or internal messages.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { REQUEST_ID_HEADER } from '../observability/request-observer.js';
import { StoreUnavailableError } from '../store/errors.js';
import { sendJson } from './responses.js';

/** Seconds a client is asked to wait after a storage fault before trying again. */
export const STORE_RETRY_AFTER_SECONDS = 5;

export interface ErrorDetail {
  /** JSON pointer to the offending field, "" for the whole body. */
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export type ErrorLog = (message: string, error: unknown) => void;

export const logToConsole: ErrorLog = (message, error) =>
  console.error(message, error instanceof Error ? (error.stack ?? error.message) : error);

function sendApiError(res: Response, error: ApiError): void {
  const body: { code: string; message: string; details?: ErrorDetail[] } = {
    code: error.code,
    message: error.message,
  };
  if (error.details?.length) body.details = error.details;
  sendJson(res, error.status, { error: body }, error.headers);
}

/**
 * The last middleware, and the one place errors become responses: known ones as they are,
 * anything else as a bare 500 (outside the API too, never Express's page with a stack trace).
 */
export function errorHandler(log: ErrorLog): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof ApiError) return sendApiError(res, error);
    // Logged by the store, once per kind with a count of repeats, not once per request.
    if (error instanceof StoreUnavailableError) return sendApiError(res, storeUnavailable());
    // The path without its query string, which may carry a visitor's score; the id finds the request's log line.
    const id = res.getHeader(REQUEST_ID_HEADER);
    log(
      `Unexpected error on ${req.method} ${pathOf(req)}${id ? ` (request ${String(id)})` : ''}`,
      error,
    );
    sendApiError(
      res,
      new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    );
  };
}

function storeUnavailable(): ApiError {
  return new ApiError(
    503,
    'store_unavailable',
    'Your result could not be saved right now because our storage is busy or unavailable; please try again in a few seconds.',
    undefined,
    { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
  );
}

export function apiNotFound(req: Request): ApiError {
  return new ApiError(404, 'not_found', `There is no API endpoint ${req.method} ${pathOf(req)}.`);
}

function pathOf(req: Request): string {
  return req.originalUrl.split('?')[0]!.slice(0, 200);
}

/** What a page, and an API route that reads, answers to. */
export const READ_METHODS = 'GET, HEAD';

/** The last handler of a route: 405 with Allow for the methods its other handlers did not take. */
export function methodNotAllowed(allow: string): RequestHandler {
  return (req, _res, next) =>
    next(
      new ApiError(
        405,
        'method_not_allowed',
        `${req.method} is not allowed here; use ${allow}.`,
        undefined,
        { Allow: allow },
      ),
    );
}
