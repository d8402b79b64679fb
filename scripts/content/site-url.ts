// The public origin the build writes into canonical links, Open Graph URLs and the sitemap:
// SITE_URL when it is set, else content/site.yaml's siteUrl.

export class SiteUrlError extends Error {}

/** The origin to build with, without a trailing slash; throws a SiteUrlError naming SITE_URL when it is not an absolute http(s) origin. */
export function siteUrlFrom(envValue: string | undefined, configured: string): string {
  const text = envValue?.trim();
  if (!text) return configured.replace(/\/+$/, '');
  const example = 'an absolute http(s) URL such as https://example.com';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SiteUrlError(`SITE_URL must be ${example}, got "${envValue}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SiteUrlError(`SITE_URL must be ${example}, got "${envValue}" (${url.protocol} is not http or https)`);
  // Every page links to root-relative paths, so the site cannot live under a path of its origin.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new SiteUrlError(`SITE_URL must be an origin only (scheme, host and port) such as https://example.com, got "${envValue}"`);
  }
  return url.origin;
}
