import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createI18n, languageFromSearch } from './i18n';
import { matchRoute } from './routes';
import './styles.css';

async function start() {
  const language = languageFromSearch(window.location.search);
  const i18n = await createI18n(language);
  // Load the page's code and text before hydrating, so the first render matches the HTML exactly.
  await matchRoute(window.location.pathname).load(language).catch(() => undefined);
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // The HTML is prerendered in the default language; another language renders afresh.
  if (root.firstElementChild && document.documentElement.lang === language) hydrateRoot(root, app);
  else {
    document.documentElement.lang = language;
    createRoot(root).render(app);
  }
}

void start();
