// sitemap.xml: every indexable page in every language of the site, each entry with the page's
// hreflang alternates (xhtml:link), as search engines read them from a sitemap.
import { siteLanguages } from '../../shared/generated/catalog.js';
import { absoluteUrl, languageAlternates, localizedPath } from '../../shared/route-paths.js';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `paths` are language-neutral route paths (/, /tests/food); `lastModified` a YYYY-MM-DD date. */
export function sitemapXml(paths: readonly string[], lastModified: string): string {
  const entries = paths.flatMap((path) => {
    const alternates = languageAlternates(path)
      .map(
        ({ hreflang, path: href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(href))}"/>`,
      )
      .join('\n');
    return siteLanguages.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(localizedPath(language, path)))}</loc>\n    <lastmod>${lastModified}</lastmod>\n${alternates}\n  </url>`,
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${entries.join('\n')}\n</urlset>\n`
  );
}
