// Serves the prerendered site with express.static (serve-static), in front of which one small step
// picks the build's precompressed sibling (.br, .gz) the client accepts and the file a page's URL
// names (/test is test/index.html). Not express-static-gzip: by the client's q-values with ties to
// brotli it either ignores the q-values (orderPreference: br;q=0.5, gzip got br) or, without it,
// sends gzip to Chrome's "gzip, deflate, br" (the first visit to /test: 114 KB with brotli against
// about 140 KB with gzip); and it serves 404.html and the siblings at their own URLs.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import { staticFileSecurityHeaders } from './security-headers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';
const NOT_FOUND_FILE = '404.html';

export type Encoding = 'br' | 'gzip';
const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface StaticSite {
  /** Number of files the build published (compressed siblings not counted); 0 without a build. */
  readonly fileCount: number;
  /** Answers a GET or HEAD of a file of the site; passes anything else on. */
  serve: RequestHandler;
  /** Answers 404 with the 404 page of the path's folder or of the site (or a short text when the build has none). */
  notFound: RequestHandler;
}

/** What the step in front of express.static decided for this request. */
interface Chosen {
  relative: string;
  encoding: Encoding | null;
  negotiated: boolean;
}
const CHOSEN = Symbol('static file');

export function loadStaticSite(rootDir: string): StaticSite {
  const root = path.resolve(rootDir);
  const files = fs.existsSync(root) ? listFiles(root) : [];
  const present = new Set(files);
  /** Each published file's encodings on disk, for files that have any. */
  const encodings = new Map<string, Encoding[]>();
  /** Pages by the URL paths they answer (/test and /test/ for test/index.html). */
  const pages = new Map<string, string>();
  /** Not-found pages by the folder they answer for, with slashes around it: "/" and "/es/". */
  const notFoundPages = new Map<string, string>();
  let fileCount = 0;
  for (const relative of files) {
    if (isSibling(relative, present)) continue;
    fileCount++;
    const found = (['br', 'gzip'] as const).filter((encoding) =>
      present.has(relative + SIBLING_SUFFIX[encoding]),
    );
    if (found.length > 0) encodings.set(relative, found);
    if (relative === NOT_FOUND_FILE || relative.endsWith(`/${NOT_FOUND_FILE}`)) {
      notFoundPages.set(`/${relative.slice(0, -NOT_FOUND_FILE.length)}`, relative);
    } else if (relative === 'index.html') pages.set('/', relative);
    else if (relative.endsWith('/index.html')) {
      const dir = `/${relative.slice(0, -'/index.html'.length)}`;
      pages.set(dir, relative).set(`${dir}/`, relative);
    }
  }
  const unpublished = (relative: string) =>
    !present.has(relative) ||
    isSibling(relative, present) ||
    [...notFoundPages.values()].includes(relative);

  const headersFor = (
    res: Response,
    relative: string,
    encoding: Encoding | null,
    negotiated: boolean,
  ) => {
    res.set({
      ...staticFileSecurityHeaders(relative),
      'Content-Type': mime.contentType(path.extname(relative)) || 'application/octet-stream',
      'Cache-Control': relative.startsWith('assets/')
        ? IMMUTABLE
        : relative.startsWith('og/')
          ? ONE_DAY
          : REVALIDATE,
    });
    if (negotiated) res.vary('Accept-Encoding');
    if (encoding) res.set('Content-Encoding', encoding);
  };
  const files$ = express.static(root, {
    index: false,
    redirect: false,
    cacheControl: false,
    lastModified: false,
    setHeaders: (res) => {
      const chosen = (res.req as Request & { [CHOSEN]?: Chosen })[CHOSEN]!;
      headersFor(res as Response, chosen.relative, chosen.encoding, chosen.negotiated);
    },
  });

  /** The file and encoding for this request, with req.url pointing express.static at it. */
  const choose = (req: Request, relative: string): void => {
    const available = encodings.get(relative) ?? [];
    const encoding = available.length > 0 ? preferredEncoding(req, available) : null;
    (req as Request & { [CHOSEN]?: Chosen })[CHOSEN] = {
      relative,
      encoding,
      negotiated: available.length > 0,
    };
    req.url = `/${relative.split('/').map(encodeURIComponent).join('/')}${encoding ? SIBLING_SUFFIX[encoding] : ''}`;
  };

  return {
    fileCount,
    serve(req, res, next) {
      // A language's root (the folder with a 404 page of its own) is at its slash URL, /es/, which
      // is where the app's router starts: /es is sent there.
      if (notFoundPages.has(`${req.path}/`)) {
        const query = req.originalUrl.indexOf('?');
        return res.redirect(301, `${req.path}/${query < 0 ? '' : req.originalUrl.slice(query)}`);
      }
      const decoded = safeDecode(req.path);
      const relative = decoded === null ? null : (pages.get(decoded) ?? decoded.slice(1));
      if (relative === null || unpublished(relative)) return next();
      choose(req, relative);
      files$(req, res, next);
    },
    notFound(req, res, next) {
      const page = notFoundPageFor(notFoundPages, req.path);
      if (!page) {
        res
          .status(404)
          .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
        res.send('404 Page Not Found');
        return;
      }
      choose(req, page);
      const chosen = (req as Request & { [CHOSEN]?: Chosen })[CHOSEN]!;
      headersFor(res, page, chosen.encoding, chosen.negotiated);
      res
        .status(404)
        .sendFile(req.url.slice(1), { root, cacheControl: false, lastModified: false }, (error) => {
          if (error) next(error);
        });
    },
  };
}

/** The not-found page of the deepest folder that holds the path (/es/x and /es → "/es/"), else the root's. */
function notFoundPageFor(pages: ReadonlyMap<string, string>, pathname: string): string | undefined {
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
    const relative = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    // Dotfiles (.DS_Store, .env) are never published.
    if (relative.split('/').some((part) => part.startsWith('.'))) continue;
    files.push(relative);
  }
  return files;
}

function isSibling(relative: string, present: ReadonlySet<string>): boolean {
  return Object.values(SIBLING_SUFFIX).some(
    (suffix) => relative.endsWith(suffix) && present.has(relative.slice(0, -suffix.length)),
  );
}

/** The best of `available` the client accepts, by its q-values (ties go to br); null for the plain file. */
export function preferredEncoding(
  req: Request,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  // @types/negotiator predates the `preferred` option of negotiator 1.
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const best = negotiator.encoding([...available, 'identity'], { preferred: ['br', 'gzip'] });
  return best === 'br' || best === 'gzip' ? best : null;
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
