import { use, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route as RouterRoute, Routes, useLocation } from 'react-router-dom';
import { Layout } from './components/Layout';
import type { Language } from './generated/catalog';
import { notFoundRoute, routes, type Route } from './routes';

function RouteScreen({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const loaded = use(route.load(i18n.language as Language));
  const meta = useMemo(() => loaded.meta(t), [loaded, t]);
  // The page sits inside a Suspense boundary, which hydrates after the shell: only now is it
  // interactive. Tests and tools wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return loaded.render(meta, loaded.sharedScore(search));
}

export function App() {
  return (
    <Routes>
      <RouterRoute element={<Layout />}>
        {[...routes, notFoundRoute].map((route) => (
          <RouterRoute key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
      </RouterRoute>
    </Routes>
  );
}
