// Every page of the site in one typed table: its path, page module, the content it loads,
// its meta and whether search engines may index it. The app (src/App.tsx) turns each entry into a
// react-router route whose element is loaded lazily; the prerender (src/entry-server.tsx), the
// build's modulepreload links and the sitemap read the same list: adding a page is one entry here.
//
// Paths are language-neutral and every loader takes the language: a page in another language is
// the same route under the language's prefix (/es/tests/food), which is the router's basename; the
// build writes every route in each language of the site. A page's share card is the card of the
// quiz its `meta` names (`cardQuiz`), in the page's language. A quiz page also answers score links
// (`?score=N`, see shared/lib/score-link.ts): its `scoreLinkQuiz` names the quiz, and the page reads
// the shared score from the URL. The score link's head is the server's business alone
// (server/http/score-link-pages.ts), so its code stays out of the browser's first load.
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { pageContent, quizContent, type ContentChunk } from './content-chunks';
import type { Quiz } from '../shared/content/types';
import { cardLanguageFor } from '../shared/domain/card-languages';
import { catalog, defaultLanguage, type Language } from '../shared/generated/catalog';
import { languageLoaders } from '../shared/content/language-loaders';
import type { PageMeta } from '../shared/lib/page-meta';
import { parseSharedScore } from '../shared/lib/score-link';
import type { PageProps } from './page-props';
import {
  defaultCardPath,
  isSiteLanguage,
  languageAlternates,
  localizedPath,
  quizCardPath,
  themedPath,
} from '../shared/route-paths';

type Chunks = Record<string, ContentChunk<unknown>>;
/** The data a page receives: each content chunk of its route, loaded, under the same key. */
type ContentOf<C extends Chunks> = {
  [K in keyof C]: C[K] extends ContentChunk<infer T> ? T : never;
};

/** A route's title (in its final form), description and the quiz whose card previews it (the site's card if none). */
interface PageText {
  title: string;
  description: string;
  cardQuiz?: string;
}

type PageModule = { default: ComponentType<PageProps<never>> };

/**
 * Every page module, each loaded lazily: Vite turns the pattern into one `import()` per file, keyed
 * by the file's path. A route names its page once, by that key; the same key names the page's
 * chunk in Vite's manifest (`pageSource`), from which the build follows the import graph.
 */
const pageModules = import.meta.glob<PageModule>('./pages/*Page.tsx');

interface RouteSpec<C extends Chunks> {
  path: string;
  /** The page module, as `pageModules` keys it; its default export takes this route's content. */
  page: string;
  content: C;
  meta: (data: NoInfer<ContentOf<C>>, t: TFunction) => PageText;
  /** false for personal and error pages: `noindex`, no canonical URL, no sitemap entry. */
  indexable?: boolean;
  /** false for the 404 page, which has no address to name in the other languages. */
  alternates?: boolean;
  /** Quiz pages: the quiz whose score a score link to this page carries. */
  scoreLinkQuiz?: (data: NoInfer<ContentOf<C>>) => Quiz;
}

/** A route's page with its content, loaded in one language. */
export interface LoadedRoute {
  /** The quiz whose score a score link to this page carries (from 0 to its length); null: no score links. */
  scoreLinkQuiz: Quiz | null;
  /** The valid score in a query string such as "?score=19", or null. */
  sharedScore(search: string): number | null;
  meta(t: TFunction): PageMeta;
  render(meta: PageMeta, sharedScore: number | null): ReactElement;
}

/** A route: its path, what its page needs first (the build preloads it), and how it loads. */
export interface Route {
  /** The language-neutral path (/tests/food). */
  readonly path: string;
  /** false for personal and error pages: `noindex`, no canonical URL, no sitemap entry. */
  readonly indexable: boolean;
  /** The page's source module, as Vite's manifest keys it (src/pages/HomePage.tsx). */
  readonly pageSource: string;
  /** The content chunks the page shows. */
  readonly content: readonly ContentChunk<unknown>[];
  /** Loads the page's code and content in a language. */
  load(language: Language): Promise<LoadedRoute>;
}

function defineRoute<C extends Chunks>(spec: RouteSpec<C>): Route {
  const { path, content, indexable = true, alternates = true } = spec;
  const loadPage = pageModules[spec.page];
  if (!loadPage) throw new Error(`${path}: no page module ${spec.page}`);
  return {
    path,
    indexable,
    pageSource: `src/${spec.page.slice('./'.length)}`,
    content: Object.values(content),
    async load(language) {
      const [{ default: Page }, data] = await Promise.all([
        loadPage(),
        loadContent(content, language),
      ]);
      // The pseudo-locale is a development view of the English pages, at their URLs.
      const urlLanguage = isSiteLanguage(language) ? language : defaultLanguage;
      const scoreLinkQuiz = spec.scoreLinkQuiz?.(data) ?? null;
      return {
        scoreLinkQuiz,
        sharedScore: (search) =>
          scoreLinkQuiz ? parseSharedScore(search, scoreLinkQuiz.questions.length) : null,
        meta(t) {
          const { title, description, cardQuiz } = spec.meta(data, t);
          const cardLanguage = cardLanguageFor(urlLanguage);
          return {
            title,
            description,
            image: cardQuiz ? quizCardPath(cardLanguage, cardQuiz) : defaultCardPath(cardLanguage),
            path: indexable ? localizedPath(urlLanguage, path) : null,
            siteName: t('site.name'),
            language: urlLanguage,
            alternates: alternates ? languageAlternates(path) : [],
          };
        },
        // Each page module's props match its route's content (RouteSpec.page says so).
        render: (meta, sharedScore) =>
          createElement(Page as ComponentType<PageProps<ContentOf<C>>>, {
            data,
            meta,
            sharedScore,
          }),
      };
    },
  };
}

async function loadContent<C extends Chunks>(
  content: C,
  language: Language,
): Promise<ContentOf<C>> {
  const loaders = await languageLoaders(language);
  const entries = await Promise.all(
    Object.entries(content).map(async ([key, chunk]) => [key, await chunk.load(loaders)] as const),
  );
  // Each key holds what its own chunk loaded, which is what ContentOf<C> says.
  return Object.fromEntries(entries) as ContentOf<C>;
}

const titled = (t: TFunction, title: string): string => t('site.titleTemplate', { title });
const quizMeta = ({ quiz }: { quiz: Quiz }, t: TFunction): PageText => ({
  title: titled(t, quiz.page.title),
  description: quiz.page.description,
  cardQuiz: quiz.slug,
});
const mainQuiz = quizContent(catalog.main.slug);

export const routes: readonly Route[] = [
  defineRoute({
    path: '/',
    page: './pages/HomePage.tsx',
    // The home test's questions load when it starts (src/pages/HomePage.tsx), not with the page.
    content: { home: pageContent('home') },
    // The home page's title is complete as written, without the site-name template.
    meta: ({ home }) => ({
      title: home.page.title,
      description: home.page.description,
      cardQuiz: catalog.main.slug,
    }),
  }),
  defineRoute({
    path: '/test',
    page: './pages/MainTestPage.tsx',
    content: { quiz: mainQuiz },
    meta: quizMeta,
    scoreLinkQuiz: ({ quiz }) => quiz,
  }),
  defineRoute({
    path: '/results',
    page: './pages/ResultsPage.tsx',
    content: { quiz: mainQuiz },
    meta: ({ quiz }, t) => ({
      title: titled(t, t('resultsPage.pageTitle')),
      description: quiz.page.description,
      cardQuiz: quiz.slug,
    }),
    indexable: false, // one visitor's own result
  }),
  ...catalog.themed.map((entry) =>
    defineRoute({
      path: themedPath(entry.slug),
      page: './pages/ThemedQuizPage.tsx',
      content: { quiz: quizContent(entry.slug) },
      meta: quizMeta,
      scoreLinkQuiz: ({ quiz }) => quiz,
    }),
  ),
  defineRoute({
    path: '/privacy',
    page: './pages/PrivacyPage.tsx',
    content: { privacy: pageContent('privacy') },
    meta: ({ privacy }, t) => ({
      title: titled(t, privacy.page.title),
      description: privacy.page.description,
    }),
  }),
  defineRoute({
    path: '/contact',
    page: './pages/ContactPage.tsx',
    content: { contact: pageContent('contact') },
    meta: ({ contact }, t) => ({
      title: titled(t, contact.page.title),
      description: contact.page.description,
    }),
  }),
];

/** Any other path: the prerendered 404.html, answered with status 404. */
export const notFoundRoute: Route = defineRoute({
  path: '*',
  page: './pages/NotFoundPage.tsx',
  content: {},
  meta: (_data, t) => ({
    title: titled(t, t('notFound.title')),
    description: t('notFound.pageDescription'),
  }),
  indexable: false,
  alternates: false,
});

/** Whether a path (without its language prefix) is a page of the site, not the 404 page. */
export function isSitePage(path: string): boolean {
  return routes.some((route) => route.path === path);
}
