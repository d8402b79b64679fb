// The prerendered HTML of every page of the app's server entry (src/entry-server.tsx) in every
// language of the site (English at the root, each other language under /<code>/), a 404 page per
// language, and the table the server fills score links from (one row per quiz page and language).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import type { SiteLanguage } from '../../shared/generated/catalog.js';
import { appLoaderTag } from '../../shared/lib/app-loader.js';
import { localizedPath, notFoundFile, prerenderedFile } from '../../shared/route-paths.js';
import { fillScoreLink, type ScoreLinkTable } from '../../shared/lib/score-link-html.js';
import { pageScripts } from './client-manifest.js';
import { pageHtml } from './page-template.js';
import type { ServerEntry } from './vite-builds.js';

export interface PrerenderInput {
  app: ServerEntry;
  manifest: Manifest;
  languages: readonly SiteLanguage[];
  /** The page shell of each language (page-template.ts). */
  templateFor: (language: SiteLanguage) => string;
  siteDir: string;
}

/** Writes every page; returns the score-link row of every quiz page in every language, by page path (/es/tests/food). */
export async function prerenderSite({
  app,
  manifest,
  languages,
  templateFor,
  siteDir,
}: PrerenderInput): Promise<ScoreLinkTable> {
  const scoreLinkTable: ScoreLinkTable = {};
  for (const language of languages) {
    const urls = app.pages.map(({ path }) => localizedPath(language, path));
    for (const [url, file] of [
      ...urls.map((url) => [url, prerenderedFile(url)]),
      [localizedPath(language, '/404'), notFoundFile(language)],
    ] as const) {
      const page = await app.render(url);
      // The page's scripts, fetched together once it has painted (shared/lib/app-loader.ts).
      const { entry, preloads } = pageScripts(manifest, page.modules);
      const html = pageHtml(templateFor(language), page, appLoaderTag(entry, preloads));
      mkdirSync(dirname(join(siteDir, file)), { recursive: true });
      writeFileSync(join(siteDir, file), html);
      if (!page.scoreLinkPage) continue;
      // The server fills the page's places for a score link; a page without them is a build error.
      if (fillScoreLink(html, page.scoreLinkPage, page.scoreLinkPage.quiz.total) === null)
        throw new Error(`${url} has no score-link places (head, invitation) to fill`);
      scoreLinkTable[url] = page.scoreLinkPage;
    }
  }
  return scoreLinkTable;
}
