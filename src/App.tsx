import { use, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import type { Language } from './generated/catalog';
import { loadRoute, metaForRoute } from './route-loading';
import { notFoundRoute, routes, type RouteDef } from './routes';

function RouteScreen({ route }: { route: RouteDef }) {
  const { t, i18n } = useTranslation();
  const { Page, data } = use(loadRoute(route, i18n.language as Language));
  const meta = useMemo(() => metaForRoute(route, data, t), [route, data, t]);
  // The page sits inside a Suspense boundary, which hydrates after the shell: only now is it
  // interactive. Tests and tools wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Page data={data as never} meta={meta} />;
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
        <Route path="*" element={<RouteScreen route={notFoundRoute} />} />
      </Route>
    </Routes>
  );
}
