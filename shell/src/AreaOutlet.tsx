import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadHttp, usePageTitle } from '@marktplatz/shared';
import { findArea } from './findArea';
import { RemoteArea } from './federation/RemoteArea';
import { NotFoundPage } from './pages/NotFoundPage';

function AreaPage({ remote, label }: { remote: string; label: string }) {
  usePageTitle(label);
  // Areas talk to the API: the API client loads beside the area's code instead of after it.
  useEffect(preloadHttp, []);
  return <RemoteArea key={remote} remote={remote} label={label} />;
}

/** Renders the area that owns the current URL; its own `<Routes>` take it from there. */
export function AreaOutlet() {
  const { pathname } = useLocation();
  const area = findArea(pathname);
  if (!area) return <NotFoundPage />;
  return <AreaPage key={area.remote} remote={area.remote} label={area.label} />;
}
