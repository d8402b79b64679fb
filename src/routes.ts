// Every page of the site in one typed table: its kind, path, page module, the content it loads
// (which the build also preloads), its meta and whether search engines may index it. The app, the
// prerender, the build's modulepreload links and the sitemap all read this list: adding a page is
// one entry here.
//
// Paths are language-neutral and every loader takes the language: a page in another language is
// the same route under the language's prefix (/es/tests/food), which matchRoute strips and the
// build writes for each language of the site; a page's share card is the card of the quiz its
// `meta` names (`cardQuiz`), in the page's language. A quiz page also answers score links
// (`?score=N`, see src/lib/score-link.ts) in every language: its `scoreLinkQuiz` names the quiz,
// and the route reads the shared score and hands it to the page, the same way in the prerender and
// in the browser. The score link's head is the prerender's business alone (src/entry-server.tsx),
// so its code stays out of the browser's first load.
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { contactContent, contentModulePath, homeContent, languageModulePath, privacyContent, quizContent, type ContentChunk } from './content-chunks';
import type { Quiz } from './content/types';
import { cardLanguageFor } from './domain/card-languages';
import { catalog, defaultLanguage, type Language } from './generated/catalog';
import { languageLoaders } from './generated/content-loaders';
import type { PageMeta } from './lib/page-meta';
import { parseSharedScore } from './lib/score-link';
import { cachedPromise } from './lib/tracked-promise';
import type { PageProps } from './page-props';
import { defaultCardPath, isSiteLanguage, languageAlternates, localizedPath, pathWithoutLanguage, quizCardPath, themedPath } from './route-paths';

export type RouteKind = 'home' | 'main-test' | 'results' | 'themed' | 'privacy' | 'contact' | 'not-found';

type Chunks = Record<string, ContentChunk<unknown>>;
/** The data a page receives: each content chunk of its route, loaded, under the same key. */
type ContentOf<C extends Chunks> = { [K in keyof C]: C[K] extends ContentChunk<infer T> ? T : never };

/** A route's title (in its final form), description and the quiz whose card previews it (the site's card if none). */
interface PageText {
  title: string;
  description: string;
  cardQuiz?: string;
}

interface RouteSpec<C extends Chunks> {
  kind: RouteKind;
  path: string;
  /** The page module: its source path (how Vite's manifest names its chunk) and its lazy import. */
  page: { file: string; load: () => Promise<{ default: ComponentType<PageProps<NoInfer<ContentOf<C>>>> }> };
  content: C;
  meta: (data: NoInfer<ContentOf<C>>, t: TFunction) => PageText;
  /** false for personal and error pages: `noindex`, no canonical URL, no sitemap entry. */
  indexable?: boolean;
  /** Quiz pages: the quiz whose score a score link to this page carries. */
  scoreLinkQuiz?: (data: NoInfer<ContentOf<C>>) => Quiz;
}

export interface LoadedRoute {
  /** The quiz whose score a score link to this page carries (from 0 to its length); null: no score links. */
  scoreLinkQuiz: Quiz | null;
  /** The valid score in a query string such as "?score=19", or null. */
  sharedScore(search: string): number | null;
  meta(t: TFunction): PageMeta;
  render(meta: PageMeta, sharedScore?: number | null): ReactElement;
}

export interface Route {
  readonly kind: RouteKind;
  readonly path: string;
  readonly indexable: boolean;
  /** Source modules (page, strings and content) the route needs before it can hydrate: the build preloads their chunks. */
  modules(language: Language): string[];
  /** The page's code and content, loaded once per language; later calls return the same settled promise. */
  load(language: Language): Promise<LoadedRoute>;
}

function defineRoute<C extends Chunks>(spec: RouteSpec<C>): Route {
  const { kind, path, page, content, indexable = true } = spec;
  return {
    kind,
    path,
    indexable,
    modules: (language) => [page.file, languageModulePath(language), ...Object.values(content).map((chunk) => contentModulePath(language, chunk))],
    load: (language) =>
      cachedPromise(`${language}:${path}`, async () => {
        const [{ default: Page }, data] = await Promise.all([page.load(), loadContent(content, language)]);
        // The pseudo-locale is a development view of the English pages, at their URLs.
        const urlLanguage = isSiteLanguage(language) ? language : defaultLanguage;
        const scoreLinkQuiz = spec.scoreLinkQuiz?.(data) ?? null;
        return {
          scoreLinkQuiz,
          sharedScore: (search) => (scoreLinkQuiz ? parseSharedScore(search, scoreLinkQuiz.questions.length) : null),
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
              alternates: kind === 'not-found' ? [] : languageAlternates(path),
            };
          },
          render: (meta, sharedScore = null) => createElement(Page, { data, meta, sharedScore }),
        };
      }),
  };
}

async function loadContent<C extends Chunks>(content: C, language: Language): Promise<ContentOf<C>> {
  const loaders = await languageLoaders(language);
  const entries = await Promise.all(Object.entries(content).map(async ([key, chunk]) => [key, await chunk.load(loaders)] as const));
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
    kind: 'home',
    path: '/',
    page: { file: 'src/pages/HomePage.tsx', load: () => import('./pages/HomePage') },
    content: { home: homeContent, quiz: mainQuiz },
    // The home page's title is complete as written, without the site-name template.
    meta: ({ home }) => ({ title: home.page.title, description: home.page.description, cardQuiz: catalog.main.slug }),
  }),
  defineRoute({
    kind: 'main-test',
    path: '/test',
    page: { file: 'src/pages/MainTestPage.tsx', load: () => import('./pages/MainTestPage') },
    content: { quiz: mainQuiz },
    meta: quizMeta,
    scoreLinkQuiz: ({ quiz }) => quiz,
  }),
  defineRoute({
    kind: 'results',
    path: '/results',
    page: { file: 'src/pages/ResultsPage.tsx', load: () => import('./pages/ResultsPage') },
    content: { quiz: mainQuiz },
    meta: ({ quiz }, t) => ({ title: titled(t, t('results.pageTitle')), description: quiz.page.description, cardQuiz: quiz.slug }),
    indexable: false, // one visitor's own result
  }),
  ...catalog.themed.map((entry) =>
    defineRoute({
      kind: 'themed',
      path: themedPath(entry.slug),
      page: { file: 'src/pages/ThemedQuizPage.tsx', load: () => import('./pages/ThemedQuizPage') },
      content: { quiz: quizContent(entry.slug) },
      meta: quizMeta,
      scoreLinkQuiz: ({ quiz }) => quiz,
    }),
  ),
  defineRoute({
    kind: 'privacy',
    path: '/privacy',
    page: { file: 'src/pages/PrivacyPage.tsx', load: () => import('./pages/PrivacyPage') },
    content: { privacy: privacyContent },
    meta: ({ privacy }, t) => ({ title: titled(t, privacy.page.title), description: privacy.page.description }),
  }),
  defineRoute({
    kind: 'contact',
    path: '/contact',
    page: { file: 'src/pages/ContactPage.tsx', load: () => import('./pages/ContactPage') },
    content: { contact: contactContent },
    meta: ({ contact }, t) => ({ title: titled(t, contact.page.title), description: contact.page.description }),
  }),
];

/** Any other path: the prerendered 404.html, answered with status 404. */
export const notFoundRoute: Route = defineRoute({
  kind: 'not-found',
  path: '*',
  page: { file: 'src/pages/NotFoundPage.tsx', load: () => import('./pages/NotFoundPage') },
  content: {},
  meta: (_data, t) => ({ title: titled(t, t('notFound.title')), description: t('notFound.pageDescription') }),
  indexable: false,
});

/** The route of a URL path in any language of the site (/tests/food, /es/tests/food), or the 404 route. */
export function matchRoute(pathname: string): Route {
  const path = pathWithoutLanguage(pathname);
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routes.find((route) => route.path === normalised) ?? notFoundRoute;
}
