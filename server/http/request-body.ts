// Request bodies: express.json reads them, with the API's cap and error messages; past a refusal the
// server never reads the rest of a body.
import express, { type Request, type RequestHandler } from 'express';
import { ApiError } from './errors.js';

/**
 * The API's JSON body reader: express.json (body-parser) for JSON bodies in UTF-8, uncompressed,
 * at most `limitBytes`; any other body gets a 4xx that says what is wrong.
 */
export function readJsonBody(limitBytes: number): RequestHandler[] {
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
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  if ((hasBody || req.headers['content-type'] !== undefined) && !isJson(req)) {
    throw new ApiError(415, 'unsupported_media_type', 'The API accepts only JSON bodies; send Content-Type: application/json.');
  }
  next();
};

/** The media type without its parameters: exactly application/json, as the API documents. */
const isJson = (req: Request) => req.headers['content-type']?.split(';')[0]!.trim().toLowerCase() === 'application/json';

/** body-parser's errors (their `type`) as the API's. */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { type?: string }).type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return tooLarge();
    case 'charset.unsupported':
      return new ApiError(415, 'unsupported_charset', 'The request body charset is not supported; use UTF-8.');
    case 'encoding.unsupported':
      return new ApiError(415, 'unsupported_encoding', 'Compressed request bodies are not accepted.');
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
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) {
    res.once('finish', () => {
      if (!req.complete) req.socket.destroy();
    });
  }
  next();
};
