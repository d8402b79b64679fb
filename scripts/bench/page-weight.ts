// What a page needs before it is interactive, read from the built files: its HTML, the scripts,
// stylesheets and modulepreloads it links, the chunks its app loader fetches after the first paint
// (shared/lib/app-loader.ts), and every chunk those import statically, from Vite's manifest (dynamic
// imports load later, on demand: first-visit.ts counts those as a browser fetches them).
// Compressed sizes are the .gz/.br files the server sends.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { prerenderedFile } from '../../shared/route-paths.js';
import { staticClosure } from '../build/client-manifest.js';

export interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}
export interface Asset extends Sizes {
  url: string;
  kind: 'html' | 'js' | 'css';
  /** Why it is downloaded: document, script, stylesheet, modulepreload, app loader or static import. */
  via: string;
}
export interface RouteWeight {
  route: string;
  assets: Asset[];
  total: Sizes;
  html: Sizes;
  css: Sizes;
  /** All of it is needed before the page is interactive. */
  js: Sizes;
}

function sizes(file: string): Sizes {
  const compressed = (suffix: string, compress: (body: Buffer) => Buffer) =>
    fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : compress(fs.readFileSync(file)).length;
  return { raw: fs.statSync(file).size, gzip: compressed('.gz', (body) => gzipSync(body, { level: 9 })), br: compressed('.br', brotliCompressSync) };
}

/** Site-relative scripts, stylesheets, modulepreloads and app-loader chunks of an HTML page, in document order. */
function linkedFiles(html: string): { url: string; kind: 'js' | 'css'; via: string }[] {
  const links: { url: string; kind: 'js' | 'css'; via: string }[] = [];
  for (const [, tag, attributes] of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="(/[^"]*)"`).exec(attributes!)?.[1];
    const rel = /\brel="([^"]*)"/.exec(attributes!)?.[1];
    const url = tag === 'script' ? attribute('src') : attribute('href');
    if (tag === 'script' && !url && attribute('data-entry')) {
      links.push({ url: attribute('data-entry')!, kind: 'js', via: 'app loader' });
      for (const chunk of (/\bdata-preload="([^"]*)"/.exec(attributes!)?.[1] ?? '').split(' ').filter(Boolean)) links.push({ url: chunk, kind: 'js', via: 'app loader' });
    }
    if (!url) continue;
    if (tag === 'script') links.push({ url, kind: 'js', via: 'script' });
    else if (rel === 'modulepreload' || rel === 'stylesheet') links.push({ url, kind: rel === 'stylesheet' ? 'css' : 'js', via: rel });
  }
  return links;
}

export function measureRoute(siteDir: string, manifest: Manifest, route: string): RouteWeight {
  const htmlFile = path.join(siteDir, prerenderedFile(route));
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const assets: Asset[] = [{ url: route, kind: 'html', via: 'document', ...sizes(htmlFile) }];
  const add = (url: string, kind: Asset['kind'], via: string) => {
    if (!assets.some((asset) => asset.url === url)) assets.push({ url, kind, via, ...sizes(path.join(siteDir, url)) });
  };
  const links = linkedFiles(fs.readFileSync(htmlFile, 'utf8'));
  for (const link of links) add(link.url, link.kind, link.via);
  for (const link of links.filter((candidate) => candidate.kind === 'js')) {
    const key = keyOf.get(link.url);
    if (!key) throw new Error(`${route} links ${link.url}, which is not in the client manifest`);
    for (const file of staticClosure(manifest, [key])) add(`/${file}`, 'js', 'static import');
  }
  const sum = (kind?: Asset['kind']) =>
    assets
      .filter((asset) => !kind || asset.kind === kind)
      .reduce((total, asset) => ({ raw: total.raw + asset.raw, gzip: total.gzip + asset.gzip, br: total.br + asset.br }), { raw: 0, gzip: 0, br: 0 });
  return { route, assets, total: sum(), html: sum('html'), css: sum('css'), js: sum('js') };
}
