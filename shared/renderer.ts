// What the build asks of the app's server-side renderer (src/entry-server.tsx), which it builds with
// Vite and loads: the routes, and each route's HTML and score-link page in a language. The build
// knows the app through this contract alone.
import type { ContentChunk } from './content-chunks';
import type { SiteLanguage } from './generated/catalog';
import type { ScoreLinkPage } from './lib/score-link';

/** A route as the build sees it (src/routes.ts has the rest: its kind and how it loads). */
export interface PrerenderedRoute {
  /** The language-neutral path (/tests/food). */
  readonly path: string;
  /** false for personal and error pages: `noindex`, no canonical URL, no sitemap entry. */
  readonly indexable: boolean;
  /** The page's source module, as Vite's manifest keys it (src/pages/HomePage.tsx). */
  readonly pageSource: string;
  /** The content chunks the page shows (the build preloads them with the page). */
  readonly content: readonly ContentChunk<unknown>[];
}

export interface RenderedPage {
  html: string;
  head: string;
  /** The page's language, from its URL: the document's lang. */
  language: SiteLanguage;
}

export interface Renderer {
  readonly routes: readonly PrerenderedRoute[];
  readonly notFoundRoute: PrerenderedRoute;
  /** A route in a language, as HTML: the page itself, never a loading state. */
  render(route: PrerenderedRoute, language: SiteLanguage): Promise<RenderedPage>;
  /** What the server needs to answer score links to a route in a language; null: the route has none. */
  scoreLinkPage(route: PrerenderedRoute, language: SiteLanguage): Promise<ScoreLinkPage | null>;
}
