// Reads a JSON request body into req.body, with raw-body: JSON content type only (415), UTF-8
// (415), no compression (415), at most `limitBytes` (413, refused from Content-Length before
// reading anything). An empty body leaves req.body undefined.
import { parse as parseContentType, type ContentType } from 'content-type';
import type { Request, RequestHandler } from 'express';
import getRawBody from 'raw-body';
import { ApiError } from './errors.js';

export function jsonBody(limitBytes: number): RequestHandler {
  return async (req, _res, next) => {
    checkHeaders(req);
    let raw: Buffer;
    try {
      raw = await getRawBody(req, { length: req.headers['content-length'], limit: limitBytes });
    } catch (error) {
      // raw-body leaves the request paused: what was not read is never read.
      throw (error as getRawBody.RawBodyError).type === 'entity.too.large'
        ? new ApiError(413, 'payload_too_large', 'The request body is too large.')
        : new ApiError(400, 'request_aborted', 'The request body was not received completely.');
    }
    req.body = raw.length === 0 ? undefined : parseJson(raw);
    next();
  };
}

function checkHeaders(req: Request): void {
  const header = req.headers['content-type'];
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  if (hasBody || header !== undefined) {
    const contentType = parsedContentType(header);
    if (contentType?.type !== 'application/json') {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'The API accepts only JSON bodies; send Content-Type: application/json.',
      );
    }
    const charset = contentType.parameters.charset?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw new ApiError(415, 'unsupported_charset', 'The request body charset is not supported; use UTF-8.');
    }
  }
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    throw new ApiError(415, 'unsupported_encoding', 'Compressed request bodies are not accepted.');
  }
}

function parsedContentType(header: string | undefined): ContentType | null {
  if (header === undefined) return null;
  try {
    return parseContentType(header);
  } catch {
    return null;
  }
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}
