// The security headers (API, static files, 404, 405, 500): helmet as the first middleware, with the
// documents' strict Content-Security-Policy: scripts from the site itself and the
// pages' app loader (allowed by its hash). Resources are same-origin only, except the public images
// and icons, which other sites may show. Helmet has no Permissions-Policy; it is set here too.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { APP_LOADER_SCRIPT } from '../../shared/lib/app-loader.js';

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
  // No form of the site submits anywhere (the contact form's send is simulated): a form that got
  // submitted anyway (before the app has loaded, or without JavaScript) goes nowhere.
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Browser features the site never uses, denied to its pages and to any frame in them. The share
 * buttons copy links (clipboard-write) and use Web Share, whose default is already the site itself.
 * clipboard-read keeps its default too (the browser asks the visitor first): the browser tests read
 * what the share buttons copied with it. Only features Chromium knows are named, since it reports
 * an unknown one as a console error.
 */
export const PERMISSIONS_POLICY: Readonly<Record<string, '()' | '(self)'>> = {
  accelerometer: '()',
  autoplay: '()',
  'browsing-topics': '()',
  camera: '()',
  'clipboard-write': '(self)',
  'display-capture': '()',
  'encrypted-media': '()',
  fullscreen: '()',
  gamepad: '()',
  geolocation: '()',
  gyroscope: '()',
  hid: '()',
  'identity-credentials-get': '()',
  'idle-detection': '()',
  'local-fonts': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  'otp-credentials': '()',
  payment: '()',
  'picture-in-picture': '()',
  'publickey-credentials-create': '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  serial: '()',
  usb: '()',
  'window-management': '()',
  'xr-spatial-tracking': '()',
};

const PERMISSIONS_POLICY_HEADER = Object.entries(PERMISSIONS_POLICY)
  .map(([feature, allowlist]) => `${feature}=${allowlist}`)
  .join(', ');

/**
 * Helmet's headers, split by what they protect. A policy that only a document reads (CSP,
 * Permissions-Policy, framing, COOP, Origin-Agent-Cluster, the legacy X-* switches) goes on HTML
 * and SVG (an SVG opened on its own is a document that can run script); everything keeps what
 * protects any response (nosniff, CORP, Referrer-Policy, HSTS). On every response they made each
 * script, stylesheet, image and API reply carry about 1.5 KB of headers.
 */
export function securityHeaders(): RequestHandler {
  const everyResponse = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xXssProtection: false,
  });
  const documentOnly = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
    xPermittedCrossDomainPolicies: false,
  });
  return (req, res, next) => {
    // Set as the head goes out, when the response's type is known (what the on-headers package does).
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
      if (isDocument(res.getHeader('Content-Type'))) {
        res.setHeader('Permissions-Policy', PERMISSIONS_POLICY_HEADER);
        documentOnly(req, res, () => {});
      }
      return writeHead(...args);
    }) as typeof res.writeHead;
    everyResponse(req, res, next);
  };
}

const isDocument = (contentType: unknown) =>
  typeof contentType === 'string' && /^(text\/html|image\/svg\+xml)\b/i.test(contentType);

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
