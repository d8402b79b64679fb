// Builds the site: content modules, the client bundle, the prerendered HTML of every route, the
// 404 page, sitemap.xml, robots.txt, Open Graph images, brotli/gzip copies of every text file, and
// the server as one plain-JavaScript bundle (dist/app/server.js) that `npm start` runs with node.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { bundleServer } from './bundle-server.js';
import { renderOgImage } from './og/og-image.js';
import { projectRoot } from './content/paths.js';

const clientDir = join(projectRoot, 'dist/client');
const serverDir = join(projectRoot, 'dist/server');
process.env.VITE_BUILD_DATE ??= new Date().toISOString();

type RouteDef = { kind: string; path: string; slug?: string };
interface ServerEntry {
  render(url: string): Promise<{ html: string; head: string; status: number }>;
  routes: readonly RouteDef[];
}
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

await build({ configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn', build: { manifest: true } });
await build({
  configFile: join(projectRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false },
});

await bundleServer(join(projectRoot, 'dist/app'));

const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry;
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
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
const template = inlineStylesheets(readFileSync(join(clientDir, 'index.html'), 'utf8'));

/** Chunks a route needs before it can hydrate, so the browser fetches them in parallel with the entry. */
function routePreloads(route: RouteDef): string[] {
  const pages: Record<string, string> = {
    home: 'src/pages/HomePage.tsx',
    'main-test': 'src/pages/MainTestPage.tsx',
    results: 'src/pages/ResultsPage.tsx',
    themed: 'src/pages/ThemedQuizPage.tsx',
    privacy: 'src/pages/PrivacyPage.tsx',
    contact: 'src/pages/ContactPage.tsx',
    'not-found': 'src/pages/NotFoundPage.tsx',
  };
  const content: Record<string, string[]> = {
    home: ['home', 'quiz-purity'],
    'main-test': ['quiz-purity'],
    results: ['quiz-purity'],
    themed: [`quiz-${route.slug}`],
    privacy: ['privacy'],
    contact: ['contact'],
    'not-found': [],
  };
  const keys = [pages[route.kind], ...content[route.kind].map((name) => `src/generated/content/en/${name}.ts`)];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

async function prerender(url: string, route: RouteDef, outFile: string): Promise<void> {
  const page = await entry.render(url);
  const head = [page.head, ...routePreloads(route)].join('\n    ');
  const html = template.replace('<!--app-head-->', head).replace('<!--app-html-->', page.html);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, html);
}

for (const route of entry.routes) {
  const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
  await prerender(route.path, route, join(clientDir, file));
}
await prerender('/404', { kind: 'not-found', path: '*' }, join(clientDir, '404.html'));

const siteUrl = (await import(pathToFileURL(join(projectRoot, 'src/generated/site-settings.ts')).href)).siteSettings.siteUrl as string;
const lastModified = process.env.VITE_BUILD_DATE.slice(0, 10);
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    entry.routes
      .filter((route) => route.kind !== 'results')
      .map((route) => `  <url><loc>${siteUrl}${route.path}</loc><lastmod>${lastModified}</lastmod></url>`)
      .join('\n') +
    `\n</urlset>\n`,
);
writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /results\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

const { quizzes } = (await import(pathToFileURL(join(projectRoot, 'src/generated/quiz-data.en.ts')).href)) as {
  quizzes: { slug: string; title: string; questions: unknown[] }[];
};
const english = (await import(pathToFileURL(join(projectRoot, 'src/generated/locales/en.ts')).href)).default as { site: { name: string } };
const footer = siteUrl.replace(/^https?:\/\//, '');
mkdirSync(join(clientDir, 'og'), { recursive: true });
for (const quiz of quizzes) {
  const png = renderOgImage({ title: quiz.title, subtitle: `${quiz.questions.length} yes-or-no questions`, footer });
  writeFileSync(join(clientDir, 'og', `${quiz.slug}.png`), png);
}
writeFileSync(join(clientDir, 'og', 'default.png'), renderOgImage({ title: english.site.name, subtitle: 'The classic 100-question test and 18 themed quizzes', footer }));

/** Precompressed copies, so the server never compresses on the fly. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest']);
function compressTree(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') count += compressTree(path);
    } else if (COMPRESSIBLE.has(extname(name))) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
  return count;
}
rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
const compressed = compressTree(clientDir);
console.log(`built ${entry.routes.length} routes + 404, ${quizzes.length + 1} Open Graph images, ${compressed} files precompressed into dist/client`);
