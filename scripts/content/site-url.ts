import { DEFAULT_CONFIG } from '../../server/config.js';

/** Where `npm start` serves the site: the address a build names when none is configured. */
export const LOCAL_SITE_URL = `http://localhost:${DEFAULT_CONFIG.port}`;

/**
 * The origin written into canonical links, Open Graph URLs, the sitemap and the share cards,
 * without a trailing slash: SITE_URL when set, else site.yaml's siteUrl, else LOCAL_SITE_URL (so a
 * fresh start never names an address that leads nowhere).
 */
export function siteUrlFrom(envValue: string | undefined, configured: string | undefined): string {
  const text = envValue?.trim();
  if (!text) return (configured ?? LOCAL_SITE_URL).replace(/\/+$/, '');
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as https://example.com, got "${envValue}"${url ? ` (${url.protocol} is not http or https)` : ''}`,
    );
  }
  // Every page links to root-relative paths, so the site cannot live under a path of its origin.
  if (url.href !== `${url.origin}/`)
    throw new Error(
      `SITE_URL must be an origin only (scheme, host and port) such as https://example.com, got "${envValue}"`,
    );
  return url.origin;
}
