import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { cardLanguageFor } from './domain/card-languages';
import type { SiteLanguage } from './generated/catalog';
import { createI18n } from './i18n';
import { renderHeadTags } from './lib/page-meta';
import { scoreLinkMeta } from './lib/score-link';
import { languageOfPath, routerBasename } from './route-paths';
import { matchRoute } from './routes';

export { notFoundRoute, routes } from './routes';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  /** The page's language, from its URL: the document's lang. */
  language: SiteLanguage;
}

/**
 * Renders one URL to HTML in its language, for the build: a path in any language of the site
 * (/tests/food, /es/tests/food), with a score link's query string where there is one (?score=19).
 */
export async function render(url: string): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://prerender');
  const language = languageOfPath(pathname);
  const i18n = await createI18n(language);
  const route = matchRoute(pathname);
  const loaded = await route.load(language);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={url} basename={routerBasename(language)}>
          <App />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>,
  );
  // A score link's head is for link previews; once the page runs, it shows the quiz's own.
  const meta = loaded.meta(i18n.t);
  const sharedScore = loaded.sharedScore(search);
  const { scoreLinkQuiz } = loaded;
  const head = renderHeadTags(
    scoreLinkQuiz && sharedScore !== null ? scoreLinkMeta(meta, scoreLinkQuiz, sharedScore, cardLanguageFor(language), i18n.t) : meta,
  );
  return { html, head, status: route.kind === 'not-found' ? 404 : 200, language };
}
