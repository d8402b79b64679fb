import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createReactI18n, languageFromSearch } from './i18n';
import { languageOfPath, routerBasename } from '../shared/route-paths';
import './styles.css';

async function start() {
  const pageLanguage = languageOfPath(window.location.pathname);
  // ?lng= shows any page in another language (the en-XA pseudo-locale, for development).
  const language = languageFromSearch(window.location.search) ?? pageLanguage;
  const i18n = await createReactI18n(language);
  // The page's code and content load lazily: until they have, React keeps the prerendered HTML of
  // its Suspense boundary and hydrates it once they arrive.
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter basename={routerBasename(pageLanguage)}>
          <App language={language} />
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
