// API errors: one class for expected failures and one function that turns any error into a JSON
// body `{error: {code, message}}` without leaking stack traces or internal messages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './responses.js';
import { StoreUnavailableError } from './store/errors.js';

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

export function sendApiError(res: ServerResponse, error: ApiError): void {
  const body: { code: string; message: string; details?: ErrorDetail[] } = {
    code: error.code,
    message: error.message,
  };
  if (error.details?.length) body.details = error.details;
  sendJson(res, error.status, { error: body }, error.headers);
}

/** The one place errors become responses: known ones as they are, anything else as a bare 500. */
export function respondWithError(req: IncomingMessage, res: ServerResponse, error: unknown, log: ErrorLog): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof ApiError) return sendApiError(res, error);
  // Logged by the store, once per kind with a count of repeats, not once per request.
  if (error instanceof StoreUnavailableError) return sendApiError(res, storeUnavailable());
  log(`Unexpected error on ${req.method} ${requestUrl(req)}`, error);
  sendApiError(res, new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'));
}

/** The URL as received; Express rewrites req.url inside mounted middleware. */
function requestUrl(req: IncomingMessage): string {
  return (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
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

export function apiNotFound(req: IncomingMessage): ApiError {
  const path = requestUrl(req).split('?')[0]!.slice(0, 200);
  return new ApiError(404, 'not_found', `There is no API endpoint ${req.method} ${path}.`);
}

export function methodNotAllowed(req: IncomingMessage, allow: string): ApiError {
  return new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here; use ${allow}.`, undefined, {
    Allow: allow,
  });
}
