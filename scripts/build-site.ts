// Builds the site: content modules, the client bundle and its manifest (dist/client-manifest.json),
// the prerendered HTML of every route of src/routes.ts in every language of the site (English at
// the root, each other language under /<code>/), a 404 page per language, the table the server
// fills score links from (one row per quiz page and language), sitemap.xml, robots.txt, the share cards, the web app manifest
// and icons, brotli/gzip copies of every text file, and the server as one plain-JavaScript bundle
// (dist/app/server.js) that `npm start` runs with node.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { siteLanguages, type SiteLanguage } from '../src/generated/catalog.js';
import { siteSettings } from '../src/generated/site-settings.js';
import { appLoaderTag } from '../src/lib/app-loader.js';
import { contentModulePath, languageModulePath } from '../src/content-chunks.js';
import { localizedPath, notFoundFile, prerenderedFile } from '../src/route-paths.js';
import type { Route } from '../src/routes.js';
import { fillScoreLink, SCORE_LINK_TABLE_FILE, type ScoreLinkTable } from '../server/http/score-link-pages.js';
import { bundleServer } from './bundle-server.js';
import { entryKey, readManifest, staticClosure } from './client-manifest.js';
import { clientDir, clientManifestFile, projectRoot } from './content/paths.js';
import { pageHtml, splitTemplate, type PageTemplate } from './page-html.js';
import { sitemapXml } from './sitemap.js';

const serverDir = join(projectRoot, 'dist/server');
process.env.VITE_BUILD_DATE ??= new Date().toISOString();

await build({ configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn', build: { manifest: true } });
await build({
  configFile: join(projectRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false },
});

await bundleServer(join(projectRoot, 'dist/app'));

const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as typeof import('../src/entry-server.js');
// The manifest moves out of dist/client, so the static server never has it to publish.
renameSync(join(clientDir, '.vite/manifest.json'), clientManifestFile);
rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
const manifest = readManifest(clientManifestFile);
/**
 * The stylesheet is small (about 3 KB compressed), so it is inlined: the first paint then waits for
 * the HTML alone instead of a second request, which matters most on a slow phone connection.
 */
function inlineStylesheets(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (_tag, file: string) => {
    const css = readFileSync(join(clientDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
}
/**
 * Vite's index.html links the entry chunk and its static imports; the prerendered pages load them
 * through the app loader instead (src/lib/app-loader.ts), after the first paint.
 */
function withoutScripts(html: string): string {
  return html.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}
const template = withoutScripts(inlineStylesheets(readFileSync(join(clientDir, 'index.html'), 'utf8')));
if (!template.includes('<html lang="en">')) throw new Error('index.html must open with <html lang="en">: the prerender sets each page\'s language there');
const templates = new Map(siteLanguages.map((language) => [language, splitTemplate(template.replace('<html lang="en">', `<html lang="${language}">`))]));
/** index.html for a page in this language: its <html lang>, the rest the same. */
const templateFor = (language: SiteLanguage): PageTemplate => templates.get(language)!;

const entryChunk = manifest[entryKey(manifest)]!.file;

/**
 * The app loader of a route in a language: the entry chunk, and, following Vite's manifest, every
 * chunk that the entry, the route's page, the language's strings and the route's content import
 * statically, fetched together once the page has painted.
 */
function routeLoader(route: Route, language: SiteLanguage): string {
  const modules = [entryKey(manifest), route.pageSource, languageModulePath(language), ...route.content.map((chunk) => contentModulePath(language, chunk))];
  return appLoaderTag(`/${entryChunk}`, staticClosure(manifest, modules).map((file) => `/${file}`));
}

async function prerender(route: Route, language: SiteLanguage, file: string): Promise<string> {
  const page = await entry.render(route, language);
  const html = pageHtml(templateFor(language), page, routeLoader(route, language));
  const outFile = join(clientDir, file);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, html);
  return html;
}

/** The score-link row of every quiz page in every language, by page path (/es/tests/food). */
const scoreLinkTable: ScoreLinkTable = {};
for (const language of siteLanguages) {
  for (const route of entry.routes) {
    const url = localizedPath(language, route.path);
    const html = await prerender(route, language, prerenderedFile(url));
    const scoreLinkPage = await entry.scoreLinkPage(route, language);
    if (!scoreLinkPage) continue;
    // The server fills the page's places for a score link; a page without them is a build error.
    if (fillScoreLink(html, scoreLinkPage, scoreLinkPage.quiz.total) === null) throw new Error(`${url} has no score-link places (head, invitation) to fill`);
    scoreLinkTable[url] = scoreLinkPage;
  }
  await prerender(entry.notFoundRoute, language, notFoundFile(language));
}

const { siteUrl } = siteSettings;
const lastModified = process.env.VITE_BUILD_DATE.slice(0, 10);
writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(entry.routes.filter((route) => route.indexable).map((route) => route.path), lastModified));
// Pages that must not be indexed stay crawlable: a crawler only sees their noindex if it may fetch them.
writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

// Imported only here: the card code uses React (JSX for satori, i18next's React binding), and it
// must share the production React that Vite's build selected and the prerender loaded; imported at
// the top, it would load React's development build before NODE_ENV is set.
const { writeCards } = await import('./cards/write-cards.js');
const { writeAppFiles } = await import('./cards/write-app-files.js');
const cardsStarted = performance.now();
const cards = await writeCards(clientDir);
const cardSeconds = (performance.now() - cardsStarted) / 1000;
await writeAppFiles(clientDir);

/** Precompressed copies, so the server never compresses on the fly. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest']);
function compressTree(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += compressTree(path);
    } else if (COMPRESSIBLE.has(extname(name))) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
  return count;
}
const compressed = compressTree(clientDir);
// Written after compression: the server reads it, and it is never published.
writeFileSync(join(clientDir, SCORE_LINK_TABLE_FILE), JSON.stringify(scoreLinkTable));
console.log(
  `built ${entry.routes.length} routes + 404 in ${siteLanguages.join(', ')}, score links for ${Object.keys(scoreLinkTable).length} quiz pages, ${cards.count} share cards ` +
    `(${(cards.bytes / 1024 / 1024).toFixed(1)} MB in ${cardSeconds.toFixed(1)} s), ${compressed} files precompressed into dist/client`,
);
