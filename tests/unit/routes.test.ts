// The route table (src/routes.ts): what each route loads, renders, preloads and tells crawlers.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/content/paths.js';
import { catalog, defaultLanguage } from '../../src/generated/catalog';
import { siteSettings } from '../../src/generated/site-settings';
import { createI18n } from '../../src/i18n';
import { matchRoute, notFoundRoute, routes } from '../../src/routes';

const allRoutes = [...routes, notFoundRoute];

describe('the route table', () => {
  it('has one route per page of the site, each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(['/', '/test', '/results', ...catalog.themed.map((entry) => `/tests/${entry.slug}`), '/privacy', '/contact']);
  });

  it('matches paths with or without a trailing slash, and anything else to the 404 route', () => {
    expect(matchRoute('/tests/food').path).toBe('/tests/food');
    expect(matchRoute('/tests/food/').path).toBe('/tests/food');
    expect(matchRoute('/').kind).toBe('home');
    for (const path of ['/tests/not-a-quiz', '/privacy/extra', '/404']) expect(matchRoute(path)).toBe(notFoundRoute);
  });

  it('matches the same routes under a language prefix, with the English slugs', () => {
    expect(matchRoute('/es/tests/food').path).toBe('/tests/food');
    expect(matchRoute('/es/tests/food/').path).toBe('/tests/food');
    expect(matchRoute('/es/').kind).toBe('home');
    expect(matchRoute('/es').kind).toBe('home');
    expect(matchRoute('/es/test').kind).toBe('main-test');
    // Only languages of the site are prefixes: not English, not the pseudo-locale, not a made-up code.
    for (const path of ['/es/tests/nothing', '/en/tests/food', '/en-XA/test', '/fr/test', '/estonia', '/es/es/test']) expect(matchRoute(path), path).toBe(notFoundRoute);
  });

  it.each(allRoutes.map((route) => [route.path, route] as const))('%s renders the page module it preloads', async (_path, route) => {
    const [pageFile, ...contentFiles] = route.modules(defaultLanguage);
    const page = (await import(join(projectRoot, pageFile!))) as { default: unknown };
    const loaded = await route.load(defaultLanguage);
    const { t } = await createI18n(defaultLanguage);
    expect(loaded.render(loaded.meta(t)).type).toBe(page.default);
    // The content modules it preloads are the generated files its data comes from.
    for (const file of contentFiles) expect(existsSync(join(projectRoot, file)), file).toBe(true);
  });

  it('loads a route once per language', () => {
    expect(routes[0]!.load(defaultLanguage)).toBe(routes[0]!.load(defaultLanguage));
  });

  it("preloads the language's strings and the content each route shows, in that language", () => {
    const content = (path: string) => matchRoute(path).modules('en').slice(1);
    expect(content('/')).toEqual(['src/generated/loaders/en.ts', 'src/generated/content/en/home.ts', 'src/generated/content/en/quiz-purity.ts']);
    expect(content('/results')).toEqual(['src/generated/loaders/en.ts', 'src/generated/content/en/quiz-purity.ts']);
    expect(content('/tests/food')).toEqual(['src/generated/loaders/en.ts', 'src/generated/content/en/quiz-food.ts']);
    expect(matchRoute('/es/tests/food').modules('es').slice(1)).toEqual(['src/generated/loaders/es.ts', 'src/generated/content/es/quiz-food.ts']);
    expect(matchRoute('/tests/food').modules('en-XA').slice(1)).toEqual(['src/generated/loaders/en-XA.ts', 'src/generated/content/en-XA/quiz-food.ts']);
    expect(notFoundRoute.modules('en')).toEqual(['src/pages/NotFoundPage.tsx', 'src/generated/loaders/en.ts']);
  });

  it("gives a page in another language its own URL, og:locale language and the alternates of every language", async () => {
    const spanish = await createI18n('es');
    const meta = (await matchRoute('/es/tests/food').load('es')).meta(spanish.t);
    expect(meta).toMatchObject({ path: '/es/tests/food', language: 'es', siteName: 'Test de pureza' });
    expect(meta.alternates).toEqual([
      { hreflang: 'en', path: '/tests/food' },
      { hreflang: 'es', path: '/es/tests/food' },
      { hreflang: 'x-default', path: '/tests/food' },
    ]);
    expect((await matchRoute('/es/').load('es')).meta(spanish.t).path).toBe('/es/');
    expect((await notFoundRoute.load('es')).meta(spanish.t)).toMatchObject({ path: null, language: 'es', alternates: [] });
    // The pseudo-locale is a view of the English pages, at their URLs.
    const pseudo = await createI18n('en-XA');
    expect((await matchRoute('/tests/food').load('en-XA')).meta(pseudo.t)).toMatchObject({ path: '/tests/food', language: 'en' });
  });

  it('gives personal and error pages noindex (no canonical path) and keeps them out of the sitemap', async () => {
    const { t } = await createI18n(defaultLanguage);
    const meta = async (path: string) => (await matchRoute(path).load(defaultLanguage)).meta(t);
    expect(routes.filter((route) => !route.indexable).map((route) => route.path)).toEqual(['/results']);
    expect(notFoundRoute.indexable).toBe(false);
    expect((await meta('/results')).path).toBeNull();
    expect((await meta('/nowhere')).path).toBeNull();
    expect(await meta('/tests/food')).toMatchObject({ path: '/tests/food', image: '/og/en/food.png', siteName: 'Purity Test' });
    expect((await meta('/privacy')).image).toBe('/og/en/default.png');
    expect(siteSettings.siteUrl).toMatch(/^https?:\/\/[^/]+$/);
  });

  it('quiz pages answer score links: the page gets the shared score, other pages ignore it', async () => {
    const { t } = await createI18n(defaultLanguage);
    const food = await matchRoute('/tests/food').load(defaultLanguage);
    expect(food.scoreLinkQuiz?.slug).toBe('food');
    expect(food.sharedScore('?score=19')).toBe(19);
    expect(food.sharedScore('?score=36')).toBeNull();
    expect(food.render(food.meta(t), 19).props).toMatchObject({ sharedScore: 19 });
    expect(food.render(food.meta(t)).props).toMatchObject({ sharedScore: null });

    const main = await matchRoute('/test').load(defaultLanguage);
    expect(main.scoreLinkQuiz?.slug).toBe('purity');
    expect(main.sharedScore('?score=100')).toBe(100);

    for (const path of ['/', '/results', '/privacy', '/contact', '/nowhere']) {
      const loaded = await matchRoute(path).load(defaultLanguage);
      expect(loaded.scoreLinkQuiz, path).toBeNull();
      expect(loaded.sharedScore('?score=19'), path).toBeNull();
    }
  });
});
