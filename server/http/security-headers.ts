// The security headers of every response (API, static files, 404, 405, 500): helmet as the first
// middleware, with the site's strict Content-Security-Policy: scripts from the site itself and the
// pages' app loader (allowed by its hash). Resources are same-origin only, except the public images
// and icons, which other sites may show.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { APP_LOADER_SCRIPT } from '../../src/lib/app-loader.js';

/** The pages' one inline script, allowed by its hash. */
const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", APP_LOADER_HASH],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;

/**
 * Headers that replace helmet's for one static file. Images published at stable URLs (Open Graph
 * images, the favicon, icons from public/) may be embedded by any site: link previews and embeds
 * load them cross-origin. Hashed bundle assets under assets/ stay same-origin.
 */
export function staticFileSecurityHeaders(relativePath: string): Record<string, string> {
  const publicImage = IMAGE_FILE.test(relativePath) && !relativePath.startsWith('assets/');
  return publicImage ? { 'Cross-Origin-Resource-Policy': 'cross-origin' } : {};
}
