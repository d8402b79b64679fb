// The app on the server, for the build (scripts/build/prerender.ts), which builds this module with
// Vite and imports it: the path of every page, and any URL of the site rendered to HTML.
import { StrictMode } from 'react';
import type { i18n as I18n } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { contentModulePath, languageModulePath } from './content-chunks';
import { cardLanguageFor } from '../shared/domain/card-languages';
import { compareLinkShape, compareQuizOf } from '../shared/domain/compare-link';
import type { SiteLanguage } from '../shared/generated/catalog';
import { createReactI18n } from './i18n';
import { renderHeadTags } from '../shared/lib/page-meta';
import type { ScoreLinkPage } from '../shared/lib/score-link';
import { languageOfPath, localizedPath, routerBasename } from '../shared/route-paths';
import { notFoundRoute, routes, type LoadedRoute } from './routes';

/** Every page's language-neutral path (/tests/food); not `indexable`: `noindex`, no sitemap entry. */
export const pages = routes.map(({ path, indexable }) => ({ path, indexable }));

export interface RenderedPage {
  html: string;
  head: string;
  /** The page's language, from its URL: the document's lang. */
  language: SiteLanguage;
  /** The source modules the page needs first, as Vite's manifest names them: its page module, the language's strings, its content. */
  modules: string[];
  /** On a quiz page, what the server fills score links to it from; otherwise null. */
  scoreLinkPage: ScoreLinkPage | null;
}

/**
 * A URL of the site (/es/tests/food; a path no route has is the 404 page) as HTML. React's
 * `prerender` waits for every lazy page and its content, so the HTML is the page itself, never a
 * loading state.
 */
export async function render(url: string): Promise<RenderedPage> {
  const language = languageOfPath(url);
  const path = url.slice(localizedPath(language, '/').length - 1) || '/';
  const route = routes.find((candidate) => candidate.path === path) ?? notFoundRoute;
  const i18n = await createReactI18n(language);
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
  const loaded = await route.load(language);
  // A score link's page carries the compare link's lines too (ScoreLinkPage.friendLines).
  if (loaded.scoreLinkQuiz) await i18n.loadNamespaces('compare');
  return {
    html: await new Response(prelude).text(),
    head: renderHeadTags(loaded.meta(i18n.t)),
    language,
    modules: [
      route.pageSource,
      languageModulePath(language),
      ...route.content.map((chunk) => contentModulePath(language, chunk)),
    ],
    scoreLinkPage: scoreLinkPage(loaded, language, i18n),
  };
}

/** What the server needs to answer score links to a page (null: the page has none), from the content. */
function scoreLinkPage(
  loaded: LoadedRoute,
  language: SiteLanguage,
  i18n: I18n,
): ScoreLinkPage | null {
  const quiz = loaded.scoreLinkQuiz;
  if (!quiz) return null;
  const template = (key: 'share.scoreCardAlt' | 'quiz.invitation') =>
    i18n.getResource(language, 'translation', key) as string;
  const compareLine = (key: 'invitationNamed' | 'replyInvitation' | 'replyInvitationNamed') =>
    i18n.getResource(language, 'compare', key) as string;
  const shape = compareLinkShape(compareQuizOf(quiz));
  return {
    meta: loaded.meta(i18n.t),
    quiz: {
      slug: quiz.slug,
      title: quiz.title,
      total: quiz.questions.length,
      shareText: quiz.shareText,
      resultDescription: quiz.resultDescription,
      tiers: quiz.tiers.map(({ min, label }) => ({ min, label })),
    },
    cardLanguage: cardLanguageFor(language),
    cardAltTemplate: template('share.scoreCardAlt'),
    invitationTemplate: template('quiz.invitation'),
    friendLines: {
      quiz: `${shape.head} ${shape.answersLength}`,
      named: compareLine('invitationNamed'),
      reply: compareLine('replyInvitation'),
      replyNamed: compareLine('replyInvitationNamed'),
    },
  };
}
