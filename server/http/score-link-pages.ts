// Score links (/tests/food?score=19, /es/test?score=40): the plain prerendered quiz page with its
// two score-link places filled, the head (title, description, og:* and twitter:* title,
// description, image and alt) and the invitation above the quiz, from a small table the build
// writes from the content (shared/lib/score-link-html.ts: one row per quiz page and language). The browser
// renders the same invitation from the URL, so it hydrates the HTML it is sent. Any other query
// (no score, a score the quiz cannot have, anything hostile) passes on to the static site, which
// serves the plain page; so does a page whose places cannot be found.
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { parseSharedScore, type ScoreLinkPage } from '../../shared/lib/score-link.js';
import {
  fillScoreLink,
  SCORE_LINK_TABLE_FILE,
  type ScoreLinkTable,
} from '../../shared/lib/score-link-html.js';
import { prerenderedFile } from '../../shared/route-paths.js';
import etag from 'etag';
import { preferredEncoding, type Encoding } from './static.js';

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
  const siteDir = path.resolve(staticDir);
  const table = readTable(siteDir);
  const cache = new LRUCache<string, Page>({ max: CACHED_PAGES });

  /** The score link's page, made from the plain page on disk; null when it cannot be read or filled. */
  const make = async (
    pagePath: string,
    page: ScoreLinkPage,
    score: number,
    encoding: Encoding | null,
  ): Promise<Page | null> => {
    const file = prerenderedFile(pagePath);
    const plain = await readFile(path.join(siteDir, file), 'utf8').catch(() => null);
    const filled = plain === null ? null : fillScoreLink(plain, page, score);
    if (filled === null) return null;
    const html = Buffer.from(filled);
    // Only the encoding this client takes is made; another client's gets its own entry.
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: BROTLI_PARAMS(html.length) })
        : encoding === 'gzip'
          ? gzipSync(html, { level: 6 })
          : html;
    return { body, encoding, etag: etag(body) };
  };

  return async (req, res, next) => {
    const query = req.originalUrl.indexOf('?');
    if (query < 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const pagePath = req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path;
    const page = Object.hasOwn(table, pagePath) ? table[pagePath]! : null;
    const score = page && parseSharedScore(req.originalUrl.slice(query), page.quiz.total);
    if (!page || score === null) return next();
    const encoding = preferredEncoding(req);
    const key = `${pagePath}?${score}:${encoding}`;
    let file = cache.get(key) ?? null;
    if (!file) {
      file = await make(pagePath, page, score, encoding);
      if (!file) return next();
      cache.set(key, file);
    }
    sendPage(req, res, file);
  };
}

interface Page {
  body: Buffer;
  encoding: Encoding | null;
  etag: string;
}

/** Sent as the static site sends its pages: revalidated by ETag, negotiated by Accept-Encoding. */
function sendPage(req: Request, res: Response, page: Page): void {
  res.set({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: page.etag,
    Vary: 'Accept-Encoding',
  });
  if (page.encoding) res.set('Content-Encoding', page.encoding);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(page.body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(page.body);
}

/** The build's table; empty (every link gets the plain page) when the site has none or it cannot be read. */
function readTable(siteDir: string): ScoreLinkTable {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(siteDir, SCORE_LINK_TABLE_FILE), 'utf8'),
    ) as ScoreLinkTable;
  } catch {
    return {};
  }
}
