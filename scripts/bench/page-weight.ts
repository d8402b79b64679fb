// Step 2: the bytes a first visit downloads per route, raw and as the precompressed .gz/.br
// siblings the server sends.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pageAssets, type AssetKind } from './asset-graph.js';

export interface AssetWeight {
  url: string;
  kind: AssetKind;
  via: string;
  raw: number;
  gzip: number;
  br: number;
  /** True when a .gz/.br sibling was missing and the size was computed here instead. */
  compressedHere: boolean;
}

export interface Totals {
  raw: number;
  gzip: number;
  br: number;
}

export interface RouteWeight {
  route: string;
  htmlFile: string;
  assets: AssetWeight[];
  missing: string[];
  total: Totals;
  js: Totals;
  css: Totals;
  html: Totals;
  /** JS needed before the page is interactive: all JS above, gzip bytes. */
  firstLoadJsGzip: number;
}

export function htmlFileForRoute(rootDir: string, route: string): string {
  const relative = route === '/' ? 'index.html' : `${route.replace(/^\/+|\/+$/g, '')}/index.html`;
  return path.join(rootDir, relative);
}

function siblingSize(file: string, suffix: '.gz' | '.br'): number | null {
  try {
    return fs.statSync(file + suffix).size;
  } catch {
    return null;
  }
}

function weigh(url: string, kind: AssetKind, via: string, fileOnDisk: string): AssetWeight {
  const raw = fs.statSync(fileOnDisk).size;
  const gzipOnDisk = siblingSize(fileOnDisk, '.gz');
  const brOnDisk = siblingSize(fileOnDisk, '.br');
  const body = gzipOnDisk === null || brOnDisk === null ? fs.readFileSync(fileOnDisk) : null;
  return {
    url,
    kind,
    via,
    raw,
    gzip: gzipOnDisk ?? gzipSync(body!, { level: 9 }).length,
    br: brOnDisk ?? brotliCompressSync(body!).length,
    compressedHere: body !== null,
  };
}

function sum(assets: readonly AssetWeight[], kind?: AssetKind): Totals {
  const chosen = kind ? assets.filter((asset) => asset.kind === kind) : assets;
  return {
    raw: chosen.reduce((total, asset) => total + asset.raw, 0),
    gzip: chosen.reduce((total, asset) => total + asset.gzip, 0),
    br: chosen.reduce((total, asset) => total + asset.br, 0),
  };
}

export function measureRoute(rootDir: string, route: string): RouteWeight {
  const htmlFile = htmlFileForRoute(rootDir, route);
  if (!fs.existsSync(htmlFile)) throw new Error(`No prerendered page for ${route} (${htmlFile})`);
  const { assets, missing } = pageAssets(rootDir, route, htmlFile);
  const weights = assets.map((asset) =>
    weigh(asset.url, asset.kind, asset.via, asset.kind === 'html' ? htmlFile : path.join(rootDir, asset.url)),
  );
  const js = sum(weights, 'js');
  return {
    route,
    htmlFile: path.relative(rootDir, htmlFile),
    assets: weights,
    missing,
    total: sum(weights),
    js,
    css: sum(weights, 'css'),
    html: sum(weights, 'html'),
    firstLoadJsGzip: js.gzip,
  };
}

export function measurePageWeights(rootDir: string, routes: readonly string[]): RouteWeight[] {
  return routes.map((route) => measureRoute(rootDir, route));
}
