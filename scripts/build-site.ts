// Builds the site: content modules, the client bundle and its manifest (dist/client-manifest.json),
// the prerendered HTML of every route of src/routes.ts, the 404 page, sitemap.xml, robots.txt, Open
// Graph images, brotli/gzip copies of every text file, and the server as one plain-JavaScript bundle
// (dist/app/server.js) that `npm start` runs with node.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { defaultLanguage } from '../src/generated/catalog.js';
import english from '../src/generated/locales/en.js';
import { quizzes } from '../src/generated/quiz-data.en.js';
import { siteSettings } from '../src/generated/site-settings.js';
import { appLoaderTag } from '../src/lib/app-loader.js';
import { ogImagePath, prerenderedFile } from '../src/route-paths.js';
import type { Route } from '../src/routes.js';
import { entryKey, readManifest, staticClosure } from './client-manifest.js';
import { clientDir, clientManifestFile, projectRoot } from './content/paths.js';
import { bundleServer } from './bundle-server.js';
import { renderOgImage } from './og/og-image.js';

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
const entryChunk = manifest[entryKey(manifest)]!.file;

/** The app loader of a route: the entry chunk, and every chunk the entry, the route's page and its content import statically. */
function routeLoader(route: Route): string {
  const chunks = staticClosure(manifest, [entryKey(manifest), ...route.modules(defaultLanguage)]);
  return appLoaderTag(`/${entryChunk}`, chunks.map((file) => `/${file}`));
}

async function prerender(url: string, route: Route, file: string): Promise<void> {
  const page = await entry.render(url);
  const head = [page.head, routeLoader(route)].join('\n    ');
  const html = template.replace('<!--app-head-->', head).replace('<!--app-html-->', page.html);
  const outFile = join(clientDir, file);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, html);
}

for (const route of entry.routes) await prerender(route.path, route, prerenderedFile(route.path));
await prerender('/404', entry.notFoundRoute, '404.html');

const { siteUrl } = siteSettings;
const lastModified = process.env.VITE_BUILD_DATE.slice(0, 10);
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    entry.routes
      .filter((route) => route.indexable)
      .map((route) => `  <url><loc>${siteUrl}${route.path}</loc><lastmod>${lastModified}</lastmod></url>`)
      .join('\n') +
    `\n</urlset>\n`,
);
// Pages that must not be indexed stay crawlable: a crawler only sees their noindex if it may fetch them.
writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

const footer = siteUrl.replace(/^https?:\/\//, '');
mkdirSync(join(clientDir, 'og'), { recursive: true });
for (const quiz of quizzes) {
  const png = renderOgImage({ title: quiz.title, subtitle: `${quiz.questions.length} yes-or-no questions`, footer });
  writeFileSync(join(clientDir, ogImagePath(quiz.slug)), png);
}
writeFileSync(join(clientDir, ogImagePath()), renderOgImage({ title: english.site.name, subtitle: 'The classic 100-question test and 18 themed quizzes', footer }));

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
console.log(`built ${entry.routes.length} routes + 404, ${quizzes.length + 1} Open Graph images, ${compressed} files precompressed into dist/client`);
