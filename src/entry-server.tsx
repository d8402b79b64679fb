import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { defaultLanguage } from './generated/catalog';
import { createI18n } from './i18n';
import { renderHeadTags } from './lib/page-meta';
import { scoreLinkMeta } from './lib/score-link';
import { matchRoute } from './routes';

export { notFoundRoute, routes } from './routes';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

/** Renders one route (a path, with a score link's query string where there is one) to HTML for the build. */
export async function render(url: string): Promise<RenderedPage> {
  const i18n = await createI18n(defaultLanguage);
  const { pathname, search } = new URL(url, 'http://prerender');
  const route = matchRoute(pathname);
  const loaded = await route.load(defaultLanguage);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>,
  );
  // A score link's head is for link previews; once the page runs, it shows the quiz's own.
  const meta = loaded.meta(i18n.t);
  const sharedScore = loaded.sharedScore(search);
  const { scoreLinkQuiz } = loaded;
  const head = renderHeadTags(scoreLinkQuiz && sharedScore !== null ? scoreLinkMeta(meta, scoreLinkQuiz, sharedScore, defaultLanguage, i18n.t) : meta);
  return { html, head, status: route.kind === 'not-found' ? 404 : 200 };
}
