// Score links (/tests/food?score=19, /test?score=73): the quiz page with that score's head (title,
// description and score card for link previews) and the friend's-score line above the quiz.
//
// The build renders every (quiz page, score) pair with the same React tree and head renderer as
// every other prerendered page, and writes what differs from the plain page into one data file
// per page beside the site (under SCORE_LINK_DATA_DIR, a dot folder the static site never
// publishes). Here the page is put back together from it; the browser then hydrates HTML
// identical to its own render. Any other query (no score, a score the quiz cannot have, anything
// hostile) passes on to the static site, which serves the plain page, as does a data file that
// cannot be read.
//
// A page's data is read when a link to it is first asked for, and a few pages are kept: held
// whole in memory, the 4.7 MB of two languages' data made the server's peak RSS in a saturated API
// run about 142 MB instead of 119 MB without it (budget 120 MB).
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import { parseSharedScore } from '../../src/lib/score-link.js';
import { RecentlyUsed } from './recently-used.js';
import { memoryFile, preferredEncoding, sendStaticFile, type Encoding, type StaticFile } from './static.js';

/** The folder of the data files: `.score-links/tests/food.json` for /tests/food, `.score-links/es/test.json` for /es/test. */
export const SCORE_LINK_DATA_DIR = '.score-links';

/** Where the data of the page at `pagePath` (/tests/food) is, relative to the site's folder. */
export function scoreLinkDataFile(pagePath: string): string {
  return `${SCORE_LINK_DATA_DIR}${pagePath}.json`;
}

/** What the build writes for one quiz page. */
export interface ScoreLinkPage {
  /** The plain page in three pieces, cut where a score link's head tags and its invitation go. */
  parts: [beforeHead: string, betweenHeadAndInvitation: string, afterInvitation: string];
  /** The page's head tags and invitation markup for each score, from 0 to the quiz's length. */
  scores: { head: string; invitation: string }[];
}

/** Pages kept ready to send, per encoding; a few popular links are most requests. */
const CACHED_PAGES = 128;
/** Quiz pages whose data is kept (about 100 KB each). */
const CACHED_DATA = 8;
/**
 * Fast brotli with a window just large enough for a page (64 KB): the default 4 MB window costs
 * that much memory per compression for no gain on a 20 KB page.
 */
const BROTLI_PARAMS = (size: number) => ({
  [zlib.BROTLI_PARAM_QUALITY]: 5,
  [zlib.BROTLI_PARAM_LGWIN]: 16,
  [zlib.BROTLI_PARAM_SIZE_HINT]: size,
});

export function scoreLinkPages(staticDir: string): RequestHandler {
  const dataFiles = listDataFiles(path.resolve(staticDir));
  const pageData = new RecentlyUsed<string, Promise<ScoreLinkPage>>(CACHED_DATA);
  const cache = new RecentlyUsed<string, StaticFile>(CACHED_PAGES);

  /** The page's data, read once and kept while it is among the most recently asked for. */
  const dataOf = (pagePath: string, file: string): Promise<ScoreLinkPage> => {
    let data = pageData.get(pagePath);
    if (!data) {
      data = readFile(file, 'utf8').then((text) => JSON.parse(text) as ScoreLinkPage);
      // A file that cannot be read is read again next time.
      data.catch(() => pageData.delete(pagePath));
      pageData.set(pagePath, data);
    }
    return data;
  };

  const build = (pagePath: string, page: ScoreLinkPage, score: number, encoding: Encoding | null): StaticFile => {
    const { head, invitation } = page.scores[score]!;
    const html = Buffer.from(page.parts[0] + head + page.parts[1] + invitation + page.parts[2]);
    // Only the encoding this client takes is made; another client's gets its own entry.
    const compressed =
      encoding === 'br' ? { br: brotliCompressSync(html, { params: BROTLI_PARAMS(html.length) }) } : encoding === 'gzip' ? { gzip: gzipSync(html, { level: 6 }) } : {};
    return memoryFile(`${pagePath.slice(1)}/index.html`, html, compressed);
  };

  const pageFor = async (pagePath: string, file: string, score: number, encoding: Encoding | null): Promise<StaticFile | null> => {
    const key = `${pagePath}?${score}:${encoding}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const page = await dataOf(pagePath, file).catch(() => null);
    if (!page || score >= page.scores.length) return null;
    const made = build(pagePath, page, score, encoding);
    cache.set(key, made);
    return made;
  };

  return async (req, res, next) => {
    const query = req.originalUrl.indexOf('?');
    if (query < 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const pagePath = req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path;
    const file = dataFiles.get(pagePath);
    if (!file) return next();
    // Whether the score fits the quiz is known once its data is read.
    const score = parseSharedScore(req.originalUrl.slice(query), Number.MAX_SAFE_INTEGER);
    if (score === null) return next();
    const page = await pageFor(pagePath, file, score, preferredEncoding(req.headers['accept-encoding']));
    if (!page) return next();
    sendStaticFile(req, res, page, 200);
  };
}

/** The build's data files by page path; none (every link gets the plain page) when the site was built without them. */
function listDataFiles(siteDir: string): Map<string, string> {
  const dir = path.join(siteDir, SCORE_LINK_DATA_DIR);
  if (!fs.existsSync(dir)) return new Map();
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const pagePath = `/${path.relative(dir, file).slice(0, -'.json'.length).split(path.sep).join('/')}`;
      return [pagePath, file];
    }),
  );
}
