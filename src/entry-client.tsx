import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createI18n, languageFromSearch } from './i18n';
import { languageOfPath, routerBasename } from './route-paths';
import { matchRoute } from './routes';
import './styles.css';

async function start() {
  const pageLanguage = languageOfPath(window.location.pathname);
  const basename = routerBasename(pageLanguage);
  // /es is served the same page as /es/, but the router only matches below its basename.
  if (window.location.pathname === basename.slice(0, -1)) {
    window.history.replaceState(window.history.state, '', basename + window.location.search + window.location.hash);
  }
  // ?lng= shows any page in another language (the en-XA pseudo-locale, for development).
  const language = languageFromSearch(window.location.search) ?? pageLanguage;
  const i18n = await createI18n(language);
  // Load the page's code and text before hydrating, so the first render matches the HTML exactly.
  await matchRoute(window.location.pathname).load(language).catch(() => undefined);
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter basename={basename}>
          <App />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // The HTML is prerendered in its URL's language; a language asked for with ?lng= renders afresh.
  if (root.firstElementChild && document.documentElement.lang === language) hydrateRoot(root, app);
  else {
    document.documentElement.lang = language;
    createRoot(root).render(app);
  }
}

void start();
