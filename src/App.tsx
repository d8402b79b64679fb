import { lazy, useEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route as RouterRoute, Routes, useLocation } from 'react-router-dom';
import { Layout } from './components/Layout';
import type { Language } from '../shared/generated/catalog';
import { notFoundRoute, routes, type LoadedRoute, type Route } from './routes';

function RouteScreen({ loaded }: { loaded: LoadedRoute }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const meta = useMemo(() => loaded.meta(t), [loaded, t]);
  // The page sits inside a Suspense boundary, which hydrates after the shell: only now is it
  // interactive. Tests and tools wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return loaded.render(meta, loaded.sharedScore(search));
}

/** A route's screen, whose code and content load when it first renders (React.lazy, under the layout's Suspense boundary). */
function lazyScreen(route: Route, language: Language): ComponentType {
  return lazy(async () => {
    const loaded = await route.load(language);
    return { default: () => <RouteScreen loaded={loaded} /> };
  });
}

/** The site's routes in one language: the route table under the layout. */
export function App({ language }: { language: Language }) {
  const screens = useMemo(
    () =>
      [...routes, notFoundRoute].map((route) => ({
        path: route.path,
        Screen: lazyScreen(route, language),
      })),
    [language],
  );
  return (
    <Routes>
      <RouterRoute element={<Layout />}>
        {screens.map(({ path, Screen }) => (
          <RouterRoute key={path} path={path} element={<Screen />} />
        ))}
      </RouterRoute>
    </Routes>
  );
}
