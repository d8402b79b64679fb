// Which built files a first visit to a page downloads: the HTML's scripts, stylesheets and
// modulepreloads, then the static imports of every JS file among them, transitively. Dynamic
// import() targets are not followed (they count only when the HTML modulepreloads them).
import fs from 'node:fs';
import path from 'node:path';
import { posix } from 'node:path';

export type AssetKind = 'html' | 'js' | 'css';

export interface AssetRef {
  /** URL path, e.g. /assets/index-abc.js */
  url: string;
  kind: AssetKind;
  /** Why it is downloaded: "script", "stylesheet", "modulepreload" or "import from <url>". */
  via: string;
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTR = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of source.matchAll(ATTR)) {
    attrs.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** Only same-origin, site-relative URLs are part of the page weight. */
function localUrl(href: string | undefined, pageUrl: string): string | null {
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const withoutQuery = href.split(/[?#]/)[0]!;
  return withoutQuery.startsWith('/') ? posix.normalize(withoutQuery) : posix.join(posix.dirname(pageUrl), withoutQuery);
}

/** Scripts, stylesheets and modulepreloads the HTML references, in document order. */
export function htmlReferences(html: string, pageUrl: string): AssetRef[] {
  const refs: AssetRef[] = [];
  for (const match of html.matchAll(TAG)) {
    const tag = match[1]!.toLowerCase();
    const attrs = attributes(match[2]!);
    if (tag === 'script') {
      const url = localUrl(attrs.get('src'), pageUrl);
      if (url) refs.push({ url, kind: 'js', via: 'script' });
      continue;
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const url = localUrl(attrs.get('href'), pageUrl);
    if (!url) continue;
    if (rel.includes('stylesheet')) refs.push({ url, kind: 'css', via: 'stylesheet' });
    else if (rel.includes('modulepreload')) refs.push({ url, kind: 'js', via: 'modulepreload' });
  }
  return refs;
}

// `import x from"./a.js"`, `import{a as b}from"./a.js"`, `import*as m from"./a.js"`, `import"./a.js"`,
// `export{a}from"./a.js"`, `export*from"./a.js"` — minified or not. `import(` never matches.
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])(\.{0,2}\/[^"'\n]+)\1/g;

/** Site URLs of the modules a built JS file imports statically. */
export function staticImports(code: string, moduleUrl: string): string[] {
  const urls: string[] = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const specifier = match[2]!;
    urls.push(specifier.startsWith('/') ? posix.normalize(specifier) : posix.join(posix.dirname(moduleUrl), specifier));
  }
  return [...new Set(urls)];
}

export interface PageAssets {
  assets: AssetRef[];
  /** Referenced files that are not in the build. */
  missing: string[];
}

/** The HTML plus every JS/CSS file it causes to be downloaded, each once. */
export function pageAssets(rootDir: string, pageUrl: string, htmlFile: string): PageAssets {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const assets: AssetRef[] = [{ url: pageUrl, kind: 'html', via: 'document' }];
  const seen = new Set<string>();
  const missing: string[] = [];
  const queue = htmlReferences(html, pageUrl);
  while (queue.length > 0) {
    const ref = queue.shift()!;
    if (seen.has(ref.url)) continue;
    seen.add(ref.url);
    const file = path.join(rootDir, ref.url);
    if (!fs.existsSync(file)) {
      missing.push(ref.url);
      continue;
    }
    assets.push(ref);
    if (ref.kind === 'js') {
      for (const url of staticImports(fs.readFileSync(file, 'utf8'), ref.url)) {
        if (!seen.has(url)) queue.push({ url, kind: url.endsWith('.css') ? 'css' : 'js', via: `import from ${ref.url}` });
      }
    }
  }
  return { assets, missing };
}
