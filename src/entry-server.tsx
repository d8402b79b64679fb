import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { cardLanguageFor } from '../shared/domain/card-languages';
import type { SiteLanguage } from '../shared/generated/catalog';
import { createI18n } from './i18n';
import { renderHeadTags } from '../shared/lib/page-meta';
import type { ScoreLinkPage } from '../shared/lib/score-link';
import type { RenderedPage, Renderer } from '../shared/renderer';
import { localizedPath, routerBasename } from '../shared/route-paths';
import { notFoundRoute, routes, type Route } from './routes';

/**
 * Renders a route in a language to HTML, for the build. React's `prerender` waits for every lazy
 * page and its content, so the HTML is the page itself, never a loading state.
 */
export async function render(route: Route, language: SiteLanguage): Promise<RenderedPage> {
  const url = localizedPath(language, route.kind === 'not-found' ? '/404' : route.path);
  const i18n = await createI18n(language);
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={url} basename={routerBasename(language)}>
          <App language={language} />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>,
    // Every boundary in place: no boundary sent later with an inline script (which the
    // Content-Security-Policy would block), however large the page.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const meta = (await route.load(language)).meta(i18n.t);
  return { html, head: renderHeadTags(meta), language };
}

/** What the server needs to answer score links to a route in a language (null: the route has none), from the content. */
export async function scoreLinkPage(route: Route, language: SiteLanguage): Promise<ScoreLinkPage | null> {
  const i18n = await createI18n(language);
  const loaded = await route.load(language);
  const quiz = loaded.scoreLinkQuiz;
  if (!quiz) return null;
  const template = (key: 'share.scoreCardAlt' | 'quiz.invitation') => i18n.getResource(language, 'translation', key) as string;
  return {
    meta: loaded.meta(i18n.t),
    quiz: { slug: quiz.slug, title: quiz.title, total: quiz.questions.length, shareText: quiz.shareText, resultDescription: quiz.resultDescription, tiers: quiz.tiers.map(({ min, label }) => ({ min, label })) },
    cardLanguage: cardLanguageFor(language),
    cardAltTemplate: template('share.scoreCardAlt'),
    invitationTemplate: template('quiz.invitation'),
  };
}

/** What the build loads from this module once Vite has built it (shared/renderer.ts). */
export const renderer = { routes, notFoundRoute, render, scoreLinkPage } satisfies Renderer;
