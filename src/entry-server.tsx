import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import type { SiteLanguage } from './generated/catalog';
import { createI18n } from './i18n';
import { renderHeadTags } from './lib/page-meta';
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

/** Renders one URL (/tests/food, /es/tests/food) to HTML in its language, for the build's prerender step. */
export async function render(url: string): Promise<RenderedPage> {
  const language = languageOfPath(url);
  const i18n = await createI18n(language);
  const route = matchRoute(url);
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
  const head = renderHeadTags(loaded.meta(i18n.t));
  return { html, head, status: route.kind === 'not-found' ? 404 : 200, language };
}
