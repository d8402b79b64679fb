// robots.txt: everything may be crawled but the API. Pages that must not be indexed stay
// crawlable: a crawler only sees their noindex if it may fetch them.
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
