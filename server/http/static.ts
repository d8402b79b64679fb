// Serves the prerendered site, as two middlewares, from a file list built once at startup.
// Kept in memory rather than served by express-static-gzip over serve-static because the bench pays
// for it. The whole app with this middleware against the same app with express-static-gzip 3.0.2 in
// its place (enableBrotli, orderPreference br then gzip, Cache-Control per path from serveStatic's
// setHeaders), both listening at once, runs interleaved: GET / (br) 6,300-9,700 against 2,600-5,100
// requests/s, /tests/food (br) 2,300-8,400 against 1,700-5,000; this side won 11 of 12 pairs, by
// 1.8x at the median (autocannon, 50 connections, 5 s after 1 s of warm-up, server on core 0 and
// load on core 1 of a 2-core machine shared with other work, load average 10-15).
// express-static-gzip also reads the file from disk per request, sends weak ETags, lets
// orderPreference override the client's q-values (br;q=0.5, gzip got br) or, without it, sends gzip
// to Chrome's "gzip, deflate, br", by default redirects /test to /test/, and serves 404.html and
// the .br/.gz siblings at their own URLs.
// The HTTP parts are the libraries Express itself uses: mime-types, negotiator, etag and req.fresh.
import fs from 'node:fs';
import path from 'node:path';
import etag from 'etag';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import { staticFileSecurityHeaders } from './security-headers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';
/** Files are kept in memory up to this total; the rest is streamed from disk. */
const MEMORY_BUDGET_BYTES = 32 * 1024 * 1024;
const MAX_CACHED_FILE_BYTES = 2 * 1024 * 1024;
const RECENT_CARDS = 64;

const contentTypeOf = (relativePath: string) => mime.contentType(path.extname(relativePath)) || 'application/octet-stream';

export type Encoding = 'br' | 'gzip';
const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface Variant {
  file: string;
  size: number;
  etag: string;
  /** Null when the file is streamed from disk instead of kept in memory. */
  body: Buffer | null;
  /** The file's own response headers: for a full response and for a 304. */
  headers: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
}

export interface StaticFile {
  relativePath: string;
  contentType: string;
  cacheControl: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

export interface StaticSite {
  /** Number of servable files (compressed siblings not counted). */
  readonly fileCount: number;
  /** Answers a GET or HEAD of a known path; passes anything else on. */
  serve: RequestHandler;
  /** Answers 404 with the 404 page of the path's folder or of the site (or a short text when the build has none). */
  notFound: RequestHandler;
}

export function loadStaticSite(rootDir: string): StaticSite {
  const routes = new Map<string, StaticFile>();
  /** Not-found pages by the folder they answer for, with slashes around it: "/" and "/es/". */
  const notFoundPages = new Map<string, StaticFile>();
  const budget = { remaining: MEMORY_BUDGET_BYTES };
  const root = path.resolve(rootDir);
  const relativeFiles = fs.existsSync(root) ? listFiles(root) : [];
  const present = new Set(relativeFiles);
  /**
   * Share cards (og/…, 844 per language) are looked up when asked for, not held: held, their
   * entries made the server's peak RSS in a saturated API run about 8 MB higher.
   */
  const cards = new Set<string>();

  for (const relative of relativeFiles) {
    if (isCompressedSibling(relative, present)) continue;
    if (isCard(relative)) {
      cards.add(`/${relative}`);
      continue;
    }
    const file = loadFile(root, relative, present, budget);
    if (relative === NOT_FOUND_FILE || relative.endsWith(`/${NOT_FOUND_FILE}`)) {
      notFoundPages.set(`/${relative.slice(0, -NOT_FOUND_FILE.length)}`, file);
      continue;
    }
    for (const route of routesFor(relative)) routes.set(route, file);
  }

  /** The cards asked for lately, so a card that is being shared is not looked up for every request. */
  const recentCards = new LRUCache<string, StaticFile>({ max: RECENT_CARDS });
  const cardFile = (pathname: string): StaticFile | undefined => {
    if (!cards.has(pathname)) return undefined;
    let file = recentCards.get(pathname);
    if (file) return file;
    try {
      file = loadFile(root, pathname.slice(1), NO_SIBLINGS, NO_MEMORY);
    } catch {
      return undefined; // removed since the server started: a 404
    }
    recentCards.set(pathname, file);
    return file;
  };
  const fileFor = (pathname: string) => routes.get(pathname) ?? cardFile(pathname);

  return {
    fileCount: new Set(routes.values()).size + cards.size,
    serve(req, res, next) {
      const readable = req.method === 'GET' || req.method === 'HEAD';
      // A language's root (the folder with a 404 page of its own) is at its slash URL, /es/, which
      // is where the app's router starts: /es is sent there.
      if (readable && notFoundPages.has(`${req.path}/`)) {
        const query = req.originalUrl.indexOf('?');
        return res.redirect(301, `${req.path}/${query < 0 ? '' : req.originalUrl.slice(query)}`);
      }
      const file = readable ? (fileFor(req.path) ?? fileFor(safeDecode(req.path))) : undefined;
      if (file) sendStaticFile(req, res, file, 200);
      else next();
    },
    notFound(req, res) {
      const notFoundPage = notFoundPageFor(notFoundPages, req.path);
      if (notFoundPage) return sendStaticFile(req, res, notFoundPage, 404);
      res.status(404).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
      res.send('404 Page Not Found');
    },
  };
}

const NOT_FOUND_FILE = '404.html';

/** The not-found page of the deepest folder that holds the path (/es/x and /es → "/es/"), else the root's. */
function notFoundPageFor(pages: ReadonlyMap<string, StaticFile>, pathname: string): StaticFile | undefined {
  let best: string | undefined;
  for (const folder of pages.keys()) {
    const inside = pathname.startsWith(folder) || `${pathname}/` === folder;
    if (inside && (!best || folder.length > best.length)) best = folder;
  }
  return best === undefined ? undefined : pages.get(best);
}

function listFiles(root: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    // Dotfiles (.DS_Store, .env) are never published.
    if (relative.split('/').some((part) => part.startsWith('.'))) continue;
    files.push(relative);
  }
  return files.sort();
}

function isCompressedSibling(relative: string, present: ReadonlySet<string>): boolean {
  return Object.values(SIBLING_SUFFIX).some(
    (suffix) => relative.endsWith(suffix) && present.has(relative.slice(0, -suffix.length)),
  );
}

/** URL paths a file answers: `test/index.html` answers /test, /test/ and /test/index.html. */
function routesFor(relative: string): string[] {
  const routes = [`/${relative}`];
  if (relative === 'index.html') routes.push('/');
  else if (relative.endsWith('/index.html')) {
    const dir = `/${relative.slice(0, -'/index.html'.length)}`;
    routes.push(dir, `${dir}/`);
  }
  return routes;
}

const isCard = (relative: string) => relative.startsWith('og/');
const NO_SIBLINGS: ReadonlySet<string> = new Set();
const NO_MEMORY = { remaining: 0 };

function loadFile(
  root: string,
  relative: string,
  present: ReadonlySet<string>,
  budget: { remaining: number },
): StaticFile {
  const card = isCard(relative);
  const file: StaticFile = {
    relativePath: relative,
    contentType: contentTypeOf(relative),
    cacheControl: relative.startsWith('assets/') ? IMMUTABLE : card ? ONE_DAY : REVALIDATE,
    // Share cards are many (about 850 per language) and each is fetched rarely, since link previews
    // cache them: they are streamed from disk and leave the memory budget to the pages.
    identity: loadVariant(path.join(root, relative), card ? NO_MEMORY : budget),
  };
  for (const encoding of ['br', 'gzip'] as const) {
    const sibling = relative + SIBLING_SUFFIX[encoding];
    if (present.has(sibling)) file[encoding] = loadVariant(path.join(root, sibling), budget);
  }
  setFileHeaders(file);
  return file;
}

/**
 * A page made at request time (a score link's), served like a file of the site at `relativePath`:
 * the same headers, content negotiation and ETag revalidation.
 */
export function memoryFile(relativePath: string, body: Buffer, compressed: Partial<Record<Encoding, Buffer>> = {}): StaticFile {
  const file: StaticFile = {
    relativePath,
    contentType: contentTypeOf(relativePath),
    cacheControl: REVALIDATE,
    identity: bufferVariant('', body),
  };
  for (const encoding of ['br', 'gzip'] as const) {
    const encoded = compressed[encoding];
    if (encoded) file[encoding] = bufferVariant('', encoded);
  }
  // Made for one client's Accept-Encoding: every variant says it depends on it.
  setFileHeaders(file, true);
  return file;
}

function setFileHeaders(file: StaticFile, negotiated = Boolean(file.br || file.gzip)): void {
  setHeaders(file, file.identity, negotiated, null);
  if (file.br) setHeaders(file, file.br, negotiated, 'br');
  if (file.gzip) setHeaders(file, file.gzip, negotiated, 'gzip');
}

function setHeaders(file: StaticFile, variant: Variant, negotiated: boolean, encoding: Encoding | null): void {
  const common: Record<string, string> = {
    ...staticFileSecurityHeaders(file.relativePath),
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: variant.etag,
  };
  if (negotiated) common.Vary = 'Accept-Encoding';
  if (encoding) common['Content-Encoding'] = encoding;
  variant.notModifiedHeaders = common;
  variant.headers = { ...common, 'Content-Length': String(variant.size) };
}

function loadVariant(file: string, budget: { remaining: number }): Variant {
  const stat = fs.statSync(file);
  if (stat.size <= MAX_CACHED_FILE_BYTES && stat.size <= budget.remaining) {
    const body = fs.readFileSync(file);
    budget.remaining -= body.length;
    return bufferVariant(file, body);
  }
  return { file, size: stat.size, etag: etag(stat, { weak: false }), body: null, headers: {}, notModifiedHeaders: {} };
}

/** Each variant's ETag is its own body's (Express's generator), so br, gzip and plain differ. */
function bufferVariant(file: string, body: Buffer): Variant {
  return { file, size: body.length, etag: etag(body), body, headers: {}, notModifiedHeaders: {} };
}

export function sendStaticFile(req: Request, res: Response, file: StaticFile, status: number): void {
  const encoding = file.br || file.gzip ? preferredEncoding(req) : null;
  const variant = (encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined) ?? file.identity;

  res.status(status).set(variant.notModifiedHeaders);
  // Express's freshness check: If-None-Match against the ETag just set, for a 2xx GET or HEAD.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.set(variant.headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (variant.body) {
    res.end(variant.body);
    return;
  }
  fs.createReadStream(variant.file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** The best of br and gzip the client accepts, by its q-values (ties go to br); null for the plain file. */
export function preferredEncoding(req: Request): Encoding | null {
  // @types/negotiator predates the `preferred` option of negotiator 1.
  const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], options: { preferred: string[] }): string | undefined };
  const best = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  return best === 'br' || best === 'gzip' ? best : null;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
