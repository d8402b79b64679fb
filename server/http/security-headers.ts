// Security headers from helmet, with the site's strict Content-Security-Policy.
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Helmet's headers are the same for every response, so they are collected once at startup, as a
 * flat [name, value, ...] list that response writers pass to writeHead with their own headers.
 */
export const SECURITY_HEADERS: readonly string[] = (() => {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
  });
  middleware({} as never, recorder as never, () => {});
  return [...headers].flat();
})();

/** For responses written by Express itself rather than by the response writers. */
export function applySecurityHeaders(res: ServerResponse): void {
  for (let i = 0; i < SECURITY_HEADERS.length; i += 2) res.setHeader(SECURITY_HEADERS[i]!, SECURITY_HEADERS[i + 1]!);
}
