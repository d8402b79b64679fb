// Builds the site, one named step after another (each in scripts/build/ or scripts/cards/):
// the client bundle and its manifest (dist/client-manifest.json, outside the served folder), the
// app's server entry, the server as one plain-JavaScript bundle (dist/app/server.js, which `npm start` runs),
// the page shell of each language, the prerendered pages with their score-link table, sitemap.xml,
// robots.txt, the share cards, the web app manifest and icons, and brotli/gzip copies of every
// text file. Content modules (shared/generated/) come first, from `npm run content:check`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteLanguages } from '../shared/generated/catalog.js';
import { siteSettings } from '../shared/generated/site-settings.js';
import { SCORE_LINK_TABLE_FILE } from '../shared/lib/score-link-html.js';
import { moveManifest, stylesheetFile } from './build/client-manifest.js';
import { compressTree } from './build/compress.js';
import { pageTemplate } from './build/page-template.js';
import { prerenderSite } from './build/prerender.js';
import { robotsTxt } from './build/robots.js';
import { bundleServer } from './build/server-bundle.js';
import { sitemapXml } from './build/sitemap.js';
import { buildClient, buildServerEntry } from './build/vite-builds.js';
import { clientDir, clientManifestFile, projectRoot } from './content/paths.js';

process.env.VITE_BUILD_DATE ??= new Date().toISOString();

/** Runs one step of the build and says how long it took. */
async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

await step('client build', buildClient);
const app = await step('server entry build', () =>
  buildServerEntry(join(projectRoot, 'dist/server')),
);
await step('server bundle', () => bundleServer(join(projectRoot, 'dist/app')));
const manifest = await step('manifest', () => moveManifest(clientDir, clientManifestFile));
const templates = await step('page templates', () => {
  const indexHtml = readFileSync(join(projectRoot, 'index.html'), 'utf8');
  const stylesheet = readFileSync(join(clientDir, stylesheetFile(manifest)), 'utf8');
  return new Map(
    siteLanguages.map((language) => [language, pageTemplate(indexHtml, language, stylesheet)]),
  );
});
const scoreLinkTable = await step('prerender', () =>
  prerenderSite({
    app,
    manifest,
    languages: siteLanguages,
    templateFor: (language) => templates.get(language)!,
    siteDir: clientDir,
  }),
);
await step('sitemap', () => {
  const paths = app.pages.filter((page) => page.indexable).map((page) => page.path);
  writeFileSync(
    join(clientDir, 'sitemap.xml'),
    sitemapXml(paths, process.env.VITE_BUILD_DATE!.slice(0, 10)),
  );
});
await step('robots', () =>
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(siteSettings.siteUrl)),
);

// Imported only here: the card code uses React (JSX for satori, i18next's React binding), and it
// must share the production React that Vite's build selected and the prerender loaded; imported at
// the top, it would load React's development build before NODE_ENV is set.
const { writeCards } = await import('./cards/write-cards.js');
const { writeAppFiles } = await import('./cards/write-app-files.js');
const cards = await step('share cards', () => writeCards(clientDir));
await step('app manifest and icons', () => writeAppFiles(clientDir));
const compressed = await step('compression', () => compressTree(clientDir));
// Written after compression: the server reads it, and it is never published.
await step('score-link table', () =>
  writeFileSync(join(clientDir, SCORE_LINK_TABLE_FILE), JSON.stringify(scoreLinkTable)),
);
console.log(
  `built ${app.pages.length} pages + 404 in ${siteLanguages.join(', ')}, score links for ${Object.keys(scoreLinkTable).length} quiz pages, ` +
    `${cards.count} share cards (${(cards.bytes / 1024 / 1024).toFixed(1)} MB), ${compressed} files precompressed into dist/client`,
);
