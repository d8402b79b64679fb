// The prerendered HTML of every route of src/routes.ts in every language of the site (English at
// the root, each other language under /<code>/), a 404 page per language, and the table the server
// fills score links from (one row per quiz page and language).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import type { SiteLanguage } from '../../shared/generated/catalog.js';
import { appLoaderTag } from '../../shared/lib/app-loader.js';
import { contentModulePath, languageModulePath } from '../../shared/content-chunks.js';
import type { PrerenderedRoute, Renderer } from '../../shared/renderer.js';
import { localizedPath, notFoundFile, prerenderedFile } from '../../shared/route-paths.js';
import { fillScoreLink, type ScoreLinkTable } from '../../shared/lib/score-link-html.js';
import { entryKey, staticClosure } from './client-manifest.js';
import { pageHtml, type PageTemplate } from './page-template.js';

export interface PrerenderInput {
  renderer: Renderer;
  manifest: Manifest;
  languages: readonly SiteLanguage[];
  /** The page shell of each language. */
  templateFor: (language: SiteLanguage) => PageTemplate;
  siteDir: string;
}

/**
 * The app loader of a route in a language: the entry chunk, and, following Vite's manifest, every
 * chunk that the entry, the route's page, the language's strings and the route's content import
 * statically, fetched together once the page has painted.
 */
export function routeLoader(manifest: Manifest, route: Pick<PrerenderedRoute, 'pageSource' | 'content'>, language: SiteLanguage): string {
  const entry = entryKey(manifest);
  const modules = [entry, route.pageSource, languageModulePath(language), ...route.content.map((chunk) => contentModulePath(language, chunk))];
  return appLoaderTag(`/${manifest[entry]!.file}`, staticClosure(manifest, modules).map((file) => `/${file}`));
}

/** Writes every page; returns the score-link row of every quiz page in every language, by page path (/es/tests/food). */
export async function prerenderSite({ renderer, manifest, languages, templateFor, siteDir }: PrerenderInput): Promise<ScoreLinkTable> {
  const prerender = async (route: PrerenderedRoute, language: SiteLanguage, file: string): Promise<string> => {
    const html = pageHtml(templateFor(language), await renderer.render(route, language), routeLoader(manifest, route, language));
    const outFile = join(siteDir, file);
    mkdirSync(dirname(outFile), { recursive: true });
    writeFileSync(outFile, html);
    return html;
  };
  const scoreLinkTable: ScoreLinkTable = {};
  for (const language of languages) {
    for (const route of renderer.routes) {
      const url = localizedPath(language, route.path);
      const html = await prerender(route, language, prerenderedFile(url));
      const scoreLinkPage = await renderer.scoreLinkPage(route, language);
      if (!scoreLinkPage) continue;
      // The server fills the page's places for a score link; a page without them is a build error.
      if (fillScoreLink(html, scoreLinkPage, scoreLinkPage.quiz.total) === null) throw new Error(`${url} has no score-link places (head, invitation) to fill`);
      scoreLinkTable[url] = scoreLinkPage;
    }
    await prerender(renderer.notFoundRoute, language, notFoundFile(language));
  }
  return scoreLinkTable;
}
