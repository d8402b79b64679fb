// The API as an express.Router, mounted at API_PREFIX: each route with its kind for the metrics, a
// POST route behind its rate limit and the JSON body reader, 405 with Allow for the other methods on
// its path, and a JSON 404 for any other path under the prefix. The rate limit is express-rate-limit,
// keyed on req.ip (Express's trust proxy rule). Bodies are read by express.json, with the API's cap
// and error messages; past a refusal the server never reads the rest of a body. Each route module
// checks what it was sent with a validator made here from its JSON schema, compiled once at startup
// (each route imports its own schema from schemas/, so the bundled server carries it).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import express, { type Request, type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { API_PREFIX } from '../../shared/api-paths.js';
import { API_BODY_LIMIT_BYTES } from '../config.js';
import type { ResultStore } from '../store/types.js';
import {
  ApiError,
  apiNotFound,
  methodNotAllowed,
  READ_METHODS,
  type ErrorDetail,
} from './errors.js';
import type { ApiRoute } from './routes/route.js';

export interface ApiRouterOptions {
  /** The per-client write budget per endpoint; null turns rate limits off. */
  writesPerMinute: number | null;
  /** Shares the rate limits' counts between instances when the store offers it. */
  store: ResultStore;
}

export function apiRouter(
  routes: readonly ApiRoute[],
  { writesPerMinute, store }: ApiRouterOptions,
): express.Router {
  const router = express.Router();
  const readBody = readJsonBody(API_BODY_LIMIT_BYTES);
  for (const route of routes) {
    if (!route.path.startsWith(`${API_PREFIX}/`))
      throw new Error(`API route ${route.path} is not under ${API_PREFIX}`);
    const name = route.path.slice(API_PREFIX.length);
    const kind: RequestHandler = (_req, res, next) => {
      res.locals.routeKind = route.kind;
      next();
    };
    const path = router.route(name).all(kind);
    // A GET route answers HEAD too (Express runs its handler and sends no body).
    if (route.method === 'GET') path.get(route.handle).all(methodNotAllowed(READ_METHODS));
    else {
      // Each write endpoint has its own budget, so analytics beacons never use up result saves.
      const limit =
        writesPerMinute === null
          ? []
          : [
              writeRateLimit(
                writesPerMinute * (route.writeBudget ?? 1),
                store.rateLimitStore?.(`${name.slice(1)}:`),
              ),
            ];
      path.post(...limit, ...readBody, route.handle).all(methodNotAllowed(route.method));
    }
  }
  router.use((req, _res, next) => next(apiNotFound(req)));
  return router;
}

const ONE_MINUTE_MS = 60_000;

/**
 * One budget per endpoint and client. `store` is shared by every app instance when the result
 * store provides one; otherwise counts are kept in this process.
 */
function writeRateLimit(limitPerMinute: number, store: Store | undefined): RequestHandler {
  return rateLimit({
    windowMs: ONE_MINUTE_MS,
    limit: limitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store,
    // TRUST_PROXY=true is documented for when every hop is the operator's, and a client may send
    // X-Forwarded-For that TRUST_PROXY=false ignores on purpose: neither is a misconfiguration.
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (_req, _res, next) =>
      next(
        new ApiError(
          429,
          'rate_limited',
          'Too many requests from this address; please wait a minute and try again.',
        ),
      ),
  });
}

/**
 * The API's JSON body reader: express.json (body-parser) for JSON bodies in UTF-8, uncompressed,
 * at most `limitBytes`; any other body gets a 4xx that says what is wrong.
 */
function readJsonBody(limitBytes: number): RequestHandler[] {
  const parse = express.json({
    limit: limitBytes,
    strict: false, // any JSON value reaches the schema check, which says what is wrong with it
    inflate: false,
    type: () => true, // requireJson has refused other types
    verify: (_req, _res, raw) => {
      if (raw.length === 0) throw noBody();
    },
  });
  // body-parser reads a refused body to its end before it calls next (its dump()): for a chunked
  // body that never ends, forever, and the 413 is never sent. The cap is kept here as well, so the
  // 413 goes out as soon as the cap is passed and closeConnectionOnUnreadBody ends the connection.
  const parseWithinCap: RequestHandler = (req, res, next) => {
    let done = false;
    let received = 0;
    const finish = (error?: unknown) => {
      if (done) return;
      done = true;
      req.off('data', count);
      next(error === undefined ? undefined : asApiError(error));
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) finish(tooLarge());
    };
    if (Number(req.headers['content-length']) > limitBytes) return finish(tooLarge());
    req.on('data', count);
    parse(req, res, finish);
  };
  return [requireJson, parseWithinCap];
}

const requireJson: RequestHandler = (req, _res, next) => {
  const hasBody =
    req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  if ((hasBody || req.headers['content-type'] !== undefined) && !isJson(req)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'The API accepts only JSON bodies; send Content-Type: application/json.',
    );
  }
  next();
};

/** The media type without its parameters: exactly application/json, as the API documents. */
const isJson = (req: Request) =>
  req.headers['content-type']?.split(';')[0]!.trim().toLowerCase() === 'application/json';

/** body-parser's errors (their `type`) as the API's. */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { type?: string }).type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return tooLarge();
    case 'charset.unsupported':
      return new ApiError(
        415,
        'unsupported_charset',
        'The request body charset is not supported; use UTF-8.',
      );
    case 'encoding.unsupported':
      return new ApiError(
        415,
        'unsupported_encoding',
        'Compressed request bodies are not accepted.',
      );
    default:
      return new ApiError(400, 'request_aborted', 'The request body was not received completely.');
  }
}

const tooLarge = () => new ApiError(413, 'payload_too_large', 'The request body is too large.');
const noBody = () => new ApiError(400, 'empty_body', 'The request has no body; send it as JSON.');

/**
 * A response sent before its request's body has fully arrived (a 413, 415, 429, 404 or 405 that
 * does not read it) ends the connection once sent. Node would otherwise read and drop the rest
 * of the body to keep the connection alive: for as long as the client sends, without limit.
 */
export const closeConnectionOnUnreadBody: RequestHandler = (req, res, next) => {
  if (
    req.headers['content-length'] !== undefined ||
    req.headers['transfer-encoding'] !== undefined
  ) {
    res.once('finish', () => {
      if (!req.complete) req.socket.destroy();
    });
  }
  next();
};

const ajv = new Ajv({ allErrors: true, strict: true });

/** Most errors a reply lists; a 100-item array of wrong answers would otherwise list 100. */
const MAX_DETAILS = 10;

/** `whole` names what is validated when an error is about all of it ("The body", "The query"). */
function describeError(error: ErrorObject, whole = 'The body'): ErrorDetail {
  const path = error.instancePath;
  const field = path ? `"${path.slice(1).replace(/\//g, '.')}"` : whole;
  switch (error.keyword) {
    case 'additionalProperties':
      return {
        path,
        message: `${field} has an unknown property "${(error.params as { additionalProperty: string }).additionalProperty}".`,
      };
    case 'required':
      return {
        path,
        message: `${field} is missing the required property "${(error.params as { missingProperty: string }).missingProperty}".`,
      };
    case 'enum':
      return {
        path,
        message: `${field} must be one of ${(
          error.params as { allowedValues: unknown[] }
        ).allowedValues
          .map((value) => JSON.stringify(value))
          .join(', ')}.`,
      };
    default:
      return { path, message: `${field} ${error.message ?? 'is invalid'}.` };
  }
}

/** A body's validator: the body as its schema's type, or a 400 that says what is wrong. `what` names it: "a test result". */
export function bodyValidator<T>(schema: object, what: string): (body: unknown) => T {
  const validate: ValidateFunction<T> = ajv.compile<T>(schema);
  return (body) => {
    if (body === undefined) {
      throw new ApiError(400, 'empty_body', `The request has no body; send ${what} as JSON.`);
    }
    if (validate(body)) return body;
    const details = (validate.errors ?? [])
      .slice(0, MAX_DETAILS)
      .map((error) => describeError(error));
    throw new ApiError(
      400,
      'invalid_request',
      details.map((detail) => detail.message).join(' '),
      details,
    );
  };
}

/**
 * A query's validator: the query string (from its "?", or empty) as an object of its parameters,
 * checked against the schema; a parameter given twice is refused. `hint` ends each message.
 */
export function queryValidator<T>(schema: object, hint: string): (search: string) => T {
  const validate: ValidateFunction<T> = ajv.compile<T>(schema);
  return (search) => {
    const params = new URLSearchParams(search);
    const query: Record<string, string> = {};
    for (const [name, value] of params) {
      if (name in query)
        throw new ApiError(400, 'invalid_request', `"${name}" is given more than once. ${hint}`);
      query[name] = value;
    }
    if (validate(query)) return query;
    const details = (validate.errors ?? [])
      .slice(0, MAX_DETAILS)
      .map((error) => describeError(error, 'The query'));
    throw new ApiError(
      400,
      'invalid_request',
      `${details.map((detail) => detail.message).join(' ')} ${hint}`,
      details,
    );
  };
}
