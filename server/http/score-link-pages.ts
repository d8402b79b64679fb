// Score links (/tests/food?score=19, /test?score=73): the quiz page with that score's head (title,
// description and score card for link previews) and the friend's-score line above the quiz.
//
// The build renders every (quiz page, score) pair with the same React tree and head renderer as
// every other prerendered page, and writes what differs from the plain page into one data file
// beside the site (SCORE_LINK_DATA_FILE, a dotfile the static site never publishes). Here the
// page is put back together from it; the browser then hydrates HTML identical to its own render.
// Any other query (no score, a score the quiz cannot have, anything hostile) passes on to the
// static site, which serves the plain page.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import { parseSharedScore } from '../../src/lib/score-link.js';
import { memoryFile, preferredEncoding, sendStaticFile, type Encoding, type StaticFile } from './static.js';

export const SCORE_LINK_DATA_FILE = '.score-links.json';

/** What the build writes for one quiz page. */
export interface ScoreLinkPage {
  /** The plain page in three pieces, cut where a score link's head tags and its invitation go. */
  parts: [beforeHead: string, betweenHeadAndInvitation: string, afterInvitation: string];
  /** The page's head tags and invitation markup for each score, from 0 to the quiz's length. */
  scores: { head: string; invitation: string }[];
}

/** SCORE_LINK_DATA_FILE: quiz page path ("/tests/food") to its score-link pieces. */
export type ScoreLinkData = Record<string, ScoreLinkPage>;

/** Pages kept ready to send, per encoding; a few popular links are most requests. */
const CACHED_PAGES = 128;
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
  const pages = readData(path.join(path.resolve(staticDir), SCORE_LINK_DATA_FILE));
  const cache = new Map<string, StaticFile>();

  const build = (pagePath: string, page: ScoreLinkPage, score: number, encoding: Encoding | null): StaticFile => {
    const key = `${pagePath}?${score}:${encoding}`;
    const cached = cache.get(key);
    if (cached) {
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const { head, invitation } = page.scores[score]!;
    const html = Buffer.from(page.parts[0] + head + page.parts[1] + invitation + page.parts[2]);
    // Only the encoding this client takes is made; another client's gets its own entry.
    const compressed =
      encoding === 'br' ? { br: brotliCompressSync(html, { params: BROTLI_PARAMS(html.length) }) } : encoding === 'gzip' ? { gzip: gzipSync(html, { level: 6 }) } : {};
    const file = memoryFile(`${pagePath.slice(1)}/index.html`, html, compressed);
    if (cache.size >= CACHED_PAGES) cache.delete(cache.keys().next().value!);
    cache.set(key, file);
    return file;
  };

  return (req, res, next) => {
    const query = req.originalUrl.indexOf('?');
    if (query < 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const pagePath = req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path;
    const page = pages.get(pagePath);
    if (!page) return next();
    const score = parseSharedScore(req.originalUrl.slice(query), page.scores.length - 1);
    if (score === null) return next();
    sendStaticFile(req, res, build(pagePath, page, score, preferredEncoding(req.headers['accept-encoding'])), 200);
  };
}

/** The build's score-link data; none (every link gets the plain page) when the site was built without it. */
function readData(file: string): Map<string, ScoreLinkPage> {
  if (!fs.existsSync(file)) return new Map();
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ScoreLinkData;
  return new Map(Object.entries(data));
}
