import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { ContactContent, HomeContent, PrivacyContent, Quiz } from './content/types';
import { catalog, type Language } from './generated/catalog';
import { languageLoaders } from './generated/content-loaders';
import type { PageMeta } from './lib/page-meta';
import { cachedPromise } from './lib/tracked-promise';
import { routeKey, type RouteDef } from './routes';

export type RouteData =
  | { kind: 'home'; home: HomeContent; quiz: Quiz }
  | { kind: 'main-test'; quiz: Quiz }
  | { kind: 'results'; quiz: Quiz }
  | { kind: 'themed'; quiz: Quiz }
  | { kind: 'privacy'; privacy: PrivacyContent }
  | { kind: 'contact'; contact: ContactContent }
  | { kind: 'not-found' };

export type DataOf<K extends RouteData['kind']> = Extract<RouteData, { kind: K }>;

export interface PageProps<K extends RouteData['kind'] = RouteData['kind']> {
  data: DataOf<K>;
  /** The route's title and description before any result is known. */
  meta: PageMeta;
}

// Each page is its own chunk, so a quiz route downloads neither the guide nor the contact form.
/** Any page component; each one's props match its route's data. */
type AnyPage = ComponentType<{ data: never; meta: PageMeta }>;

const pageModules: Record<RouteData['kind'], () => Promise<{ default: AnyPage }>> = {
  home: () => import('./pages/HomePage'),
  'main-test': () => import('./pages/MainTestPage'),
  results: () => import('./pages/ResultsPage'),
  themed: () => import('./pages/ThemedQuizPage'),
  privacy: () => import('./pages/PrivacyPage'),
  contact: () => import('./pages/ContactPage'),
  'not-found': () => import('./pages/NotFoundPage'),
};

async function loadRouteData(route: RouteDef, language: Language): Promise<RouteData> {
  const loaders = await languageLoaders(language);
  switch (route.kind) {
    case 'home': {
      const [home, quiz] = await Promise.all([loaders.home(), loaders.quizzes[catalog.main.slug]()]);
      return { kind: 'home', home, quiz };
    }
    case 'main-test':
    case 'results':
      return { kind: route.kind, quiz: await loaders.quizzes[catalog.main.slug]() };
    case 'themed':
      return { kind: 'themed', quiz: await loaders.quizzes[route.slug]() };
    case 'privacy':
      return { kind: 'privacy', privacy: await loaders.privacy() };
    case 'contact':
      return { kind: 'contact', contact: await loaders.contact() };
    case 'not-found':
      return { kind: 'not-found' };
  }
}

export interface LoadedRoute {
  Page: AnyPage;
  data: RouteData;
}

/** Loads a route's page code and text once; later calls return the same settled promise. */
export function loadRoute(route: RouteDef, language: Language): Promise<LoadedRoute> {
  return cachedPromise(routeKey(route, language), async () => {
    const [module, data] = await Promise.all([pageModules[route.kind](), loadRouteData(route, language)]);
    return { Page: module.default, data };
  });
}

/** Title, description, canonical path and Open Graph image of a route, before any result is known. */
export function metaForRoute(route: RouteDef, data: RouteData, t: TFunction): PageMeta {
  const siteName = t('site.name');
  const page = (title: string, description: string, image = '/og/default.png'): PageMeta => ({
    title: t('site.titleTemplate', { title }),
    description,
    path: route.kind === 'not-found' ? null : route.path,
    image,
    siteName,
  });
  switch (data.kind) {
    case 'home':
      return { ...page(data.home.page.title, data.home.page.description, `/og/${catalog.main.slug}.png`), title: data.home.page.title };
    case 'main-test':
      return page(data.quiz.page.title, data.quiz.page.description, `/og/${data.quiz.slug}.png`);
    case 'results':
      return page(t('results.pageTitle'), data.quiz.page.description, `/og/${data.quiz.slug}.png`);
    case 'themed':
      return page(data.quiz.page.title, data.quiz.page.description, `/og/${data.quiz.slug}.png`);
    case 'privacy':
      return page(data.privacy.page.title, data.privacy.page.description);
    case 'contact':
      return page(data.contact.page.title, data.contact.page.description);
    case 'not-found':
      return page(t('notFound.title'), t('notFound.pageDescription'));
  }
}
