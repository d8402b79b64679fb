// Response writers shared by the fast path and Express: one writeHead call with the security
// headers and the response's own headers, which is cheaper than a setHeader call per header.
import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './security-headers.js';

export function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders?: Record<string, string>): void {
  const json = JSON.stringify(body);
  const headers = [
    ...SECURITY_HEADERS,
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(json)),
    'Cache-Control',
    'no-store',
  ];
  if (extraHeaders) for (const name in extraHeaders) headers.push(name, extraHeaders[name]!);
  res.writeHead(status, headers);
  res.end(json);
}

const NO_CONTENT_HEADERS = [...SECURITY_HEADERS, 'Cache-Control', 'no-store'];

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204, NO_CONTENT_HEADERS);
  res.end();
}
