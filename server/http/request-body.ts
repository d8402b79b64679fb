// Reads a JSON request body: JSON content type only (415), capped size (413, refused from
// Content-Length before reading), UTF-8, no compression. Resolves undefined for an empty body.
import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors.js';

export function readJsonBody(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  checkHeaders(req, limitBytes);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      if (received > limitBytes) {
        // The rest of an oversized body is read and dropped, so the 413 reaches the client.
        settled = true;
        reject(payloadTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      if (received === 0) return resolve(undefined);
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new ApiError(400, 'invalid_json', 'The request body is not valid JSON.'));
      }
    });
    req.on('error', () => {
      if (settled) return;
      settled = true;
      reject(new ApiError(400, 'request_aborted', 'The request body was not received completely.'));
    });
  });
}

function checkHeaders(req: IncomingMessage, limitBytes: number): void {
  const contentType = req.headers['content-type'];
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  if (hasBody || contentType !== undefined) {
    const [mediaType, ...params] = (contentType ?? '').split(';');
    if (mediaType!.trim().toLowerCase() !== 'application/json') {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'The API accepts only JSON bodies; send Content-Type: application/json.',
      );
    }
    for (const param of params) {
      const [name, value = ''] = param.split('=');
      const charset = value.trim().replace(/"/g, '').toLowerCase();
      if (name!.trim().toLowerCase() === 'charset' && charset !== 'utf-8' && charset !== 'utf8') {
        throw new ApiError(415, 'unsupported_charset', 'The request body charset is not supported; use UTF-8.');
      }
    }
  }
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    throw new ApiError(415, 'unsupported_encoding', 'Compressed request bodies are not accepted.');
  }
  if (Number(req.headers['content-length']) > limitBytes) throw payloadTooLarge();
}

function payloadTooLarge(): ApiError {
  return new ApiError(413, 'payload_too_large', 'The request body is too large.');
}
