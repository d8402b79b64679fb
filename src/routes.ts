import { catalog, type Language, type ThemedSlug } from './generated/catalog';

export type RouteDef =
  | { kind: 'home'; path: '/' }
  | { kind: 'main-test'; path: '/test' }
  | { kind: 'results'; path: '/results' }
  | { kind: 'themed'; path: string; slug: ThemedSlug }
  | { kind: 'privacy'; path: '/privacy' }
  | { kind: 'contact'; path: '/contact' }
  | { kind: 'not-found'; path: '*' };

/** Every page of the site; the themed quizzes come from the content catalog, not a hand-kept list. */
export const routes: readonly RouteDef[] = [
  { kind: 'home', path: '/' },
  { kind: 'main-test', path: '/test' },
  { kind: 'results', path: '/results' },
  ...catalog.themed.map((entry) => ({ kind: 'themed' as const, path: themedPath(entry.slug), slug: entry.slug })),
  { kind: 'privacy', path: '/privacy' },
  { kind: 'contact', path: '/contact' },
];

export const notFoundRoute: RouteDef = { kind: 'not-found', path: '*' };

export function themedPath(slug: string): string {
  return `/tests/${slug}`;
}

export function matchRoute(pathname: string): RouteDef {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === normalised) ?? notFoundRoute;
}

export function routeKey(route: RouteDef, language: Language): string {
  return `${language}:${route.path}`;
}
