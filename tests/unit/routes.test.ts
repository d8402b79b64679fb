// The route table (src/routes.ts) and the prerender (src/entry-server.tsx): what each route loads,
// renders, preloads and tells crawlers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../scripts/content/paths.js';
import { catalog, defaultLanguage, languages } from '../../shared/generated/catalog';
import { siteSettings } from '../../shared/generated/site-settings';
import { createReactI18n } from '../../src/i18n';
import { pages, render } from '../../src/entry-server';
import { notFoundRoute, routes, type Route } from '../../src/routes';
import { SPEC_ROUTES } from '../spec-oracle';

const allRoutes = [...routes, notFoundRoute];
/** A string of content/locales/<language>.yaml by its dotted key. */
const localeString = (language: string, key: string): string =>
  key
    .split('.')
    .reduce<any>(
      (node, part) => node[part],
      parse(readFileSync(join(projectRoot, `content/locales/${language}.yaml`), 'utf8')),
    );
/** The route of a language-neutral path, or the 404 route. */
const route = (path: string): Route =>
  routes.find((candidate) => candidate.path === path) ?? notFoundRoute;

describe('the route table', () => {
  it("has a route for each of the spec's routes and each quiz, each path once", () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(SPEC_ROUTES));
    expect(paths).toEqual(
      expect.arrayContaining(catalog.themed.map((entry) => `/tests/${entry.slug}`)),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(allRoutes.map((route) => [route.path, route] as const))(
    '%s renders the page module the build preloads, with its content in every language',
    async (_path, route) => {
      const page = (await import(join(projectRoot, route.pageSource))) as { default: unknown };
      for (const language of languages) {
        const i18n = await createReactI18n(language);
        const loaded = await route.load(language);
        expect(loaded.render(loaded.meta(i18n.t), null).type, language).toBe(page.default);
      }
    },
  );

  it("has every string of the page's language once it has loaded, and no other language's", async () => {
    const spanish = await createReactI18n('es');
    for (const key of [
      'home.start',
      'notFound.title',
      'resultsPage.pageTitle',
      'share.copyLink',
      'figures.title',
      'saveFailed.title',
    ] as const) {
      expect(spanish.t(key), key).toBe(localeString('es', key));
    }
    expect(spanish.t('quiz.invitation', { score: 3, total: 35 })).toBe(
      localeString('es', 'quiz.invitation').replace('{{score}}', '3').replace('{{total}}', '35'),
    );
    expect(spanish.hasResourceBundle('en', 'translation')).toBe(false);
    // The strings only later code reads come with it, in the page's language.
    expect(spanish.hasResourceBundle('es', 'compare')).toBe(false);
    await spanish.loadNamespaces(['compare', 'history']);
    expect(spanish.t('compare:title')).toBe(localeString('es', 'compare.title'));
    expect(spanish.t('history:title')).toBe(localeString('es', 'history.title'));
  });

  it.each(allRoutes.map((route) => (route === notFoundRoute ? '/404' : route.path)))(
    'prerenders %s whole, in place: no loading state, no inline script',
    async (url) => {
      const { html } = await render(url);
      expect(html).not.toContain('page-loading');
      expect(html).not.toMatch(/<script|<template/);
    },
  );

  it('prerenders a URL in its language, with its score-link places and what score links to it need', async () => {
    const food = await render('/es/tests/food');
    expect(food.language).toBe('es');
    expect(food.html).not.toContain('page-loading');
    expect(food.html).toContain('<p class="score-invite" hidden=""></p>');
    expect(food.head).toContain(
      '<link rel="canonical" href="' + siteSettings.siteUrl + '/es/tests/food">',
    );
    expect(food.scoreLinkPage).toMatchObject({ quiz: { slug: 'food' }, cardLanguage: 'es' });
    expect(food.scoreLinkPage?.invitationTemplate).toBe(localeString('es', 'quiz.invitation'));
    // What it needs first, for the build to preload: files of the project, in Spanish.
    for (const module of food.modules)
      expect(existsSync(join(projectRoot, module)), module).toBe(true);
    expect(
      food.modules
        .filter((module) => module.startsWith('shared/generated/'))
        .every((module) => module.includes('/es')),
    ).toBe(true);
    expect((await render('/privacy')).scoreLinkPage).toBeNull();
    expect((await render('/404')).html).toContain('class="card not-found"');
    const spanishNotFound = await render('/es/404');
    expect(spanishNotFound).toMatchObject({ language: 'es', scoreLinkPage: null });
    expect(spanishNotFound.html).toContain(localeString('es', 'notFound.title'));
    // A lazily loaded part of a page (the home page's share row) is in its HTML too.
    expect((await render('/')).html).toContain('<ul class="share-buttons">');
  });

  it('lists every page of the route table for the build, the 404 page aside', () => {
    expect(pages).toEqual(routes.map(({ path, indexable }) => ({ path, indexable })));
  });

  it('gives a page in another language its own URL, og:locale language and the alternates of every language', async () => {
    const spanish = await createReactI18n('es');
    const meta = (await route('/tests/food').load('es')).meta(spanish.t);
    expect(meta).toMatchObject({
      path: '/es/tests/food',
      language: 'es',
      siteName: 'Test de pureza',
    });
    expect(meta.alternates).toEqual([
      { hreflang: 'en', path: '/tests/food' },
      { hreflang: 'de', path: '/de/tests/food' },
      { hreflang: 'es', path: '/es/tests/food' },
      { hreflang: 'fr', path: '/fr/tests/food' },
      { hreflang: 'pt-BR', path: '/pt-BR/tests/food' },
      { hreflang: 'x-default', path: '/tests/food' },
    ]);
    expect((await route('/').load('es')).meta(spanish.t).path).toBe('/es/');
    expect((await notFoundRoute.load('es')).meta(spanish.t)).toMatchObject({
      path: null,
      language: 'es',
      alternates: [],
    });
    // The pseudo-locale is a view of the English pages, at their URLs.
    const pseudo = await createReactI18n('en-XA');
    expect((await route('/tests/food').load('en-XA')).meta(pseudo.t)).toMatchObject({
      path: '/tests/food',
      language: 'en',
    });
  });

  it('gives personal and error pages noindex (no canonical path) and keeps them out of the sitemap', async () => {
    const i18n = await createReactI18n(defaultLanguage);
    const meta = async (path: string) => (await route(path).load(defaultLanguage)).meta(i18n.t);
    expect(routes.filter((route) => !route.indexable).map((route) => route.path)).toEqual([
      '/results',
    ]);
    expect(notFoundRoute.indexable).toBe(false);
    expect((await meta('/results')).path).toBeNull();
    expect((await meta('/nowhere')).path).toBeNull();
    expect(await meta('/tests/food')).toMatchObject({
      path: '/tests/food',
      image: '/og/en/food.png',
      siteName: 'Purity Test',
    });
    expect((await meta('/privacy')).image).toBe('/og/en/default.png');
    expect(siteSettings.siteUrl).toMatch(/^https?:\/\/[^/]+$/);
  });

  it('quiz pages answer score links: the page gets the shared score, other pages ignore it', async () => {
    const i18n = await createReactI18n(defaultLanguage);
    const { t } = i18n;
    const food = await route('/tests/food').load(defaultLanguage);
    expect(food.scoreLinkQuiz?.slug).toBe('food');
    expect(food.sharedScore('?score=19')).toBe(19);
    expect(food.sharedScore('?score=36')).toBeNull();
    expect(food.render(food.meta(t), 19).props).toMatchObject({ sharedScore: 19 });
    expect(food.render(food.meta(t), null).props).toMatchObject({ sharedScore: null });

    const main = await route('/test').load(defaultLanguage);
    expect(main.scoreLinkQuiz?.slug).toBe('purity');
    expect(main.sharedScore('?score=100')).toBe(100);

    for (const path of ['/', '/results', '/privacy', '/contact', '/nowhere']) {
      const loaded = await route(path).load(defaultLanguage);
      expect(loaded.scoreLinkQuiz, path).toBeNull();
      expect(loaded.sharedScore('?score=19'), path).toBeNull();
    }
  });
});
