import { useCallback, useEffect, useState } from 'react';
import { ErrorState, Spinner, usePageTitle } from '@marktplatz/shared';
import { Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { getCookieSettings } from '../api/getCookieSettings';
import { getMenus } from '../api/getMenus';
import type { EditorCookies, EditorMenus } from '../api/types';
import { CookieEditor } from '../components/CookieEditor';
import { LegalPages } from '../components/LegalPages';
import { MenuEditor } from '../components/MenuEditor';
import { siteMessages as t } from '../messages';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; menus: EditorMenus; cookies: EditorCookies };

/** `/admin/navigation` (editor, admin): menus and footer, the cookie banner's texts, the legal pages. */
export default function SitePage() {
  usePageTitle(t.title);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchAll = useCallback(() => {
    setLoad({ state: 'loading' });
    Promise.all([getMenus(), getCookieSettings()]).then(
      ([menus, cookies]) => setLoad({ state: 'ready', menus, cookies }),
      (failure: unknown) => setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : t.loadFailed }),
    );
  }, []);
  useEffect(fetchAll, [fetchAll]);

  return (
    <>
      <SectionTitle as="h1">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchAll} /> : null}
      {load.state === 'ready' ? (
        <>
          <MenuEditor key={`menus-${load.menus.version}`} menus={load.menus} onSaved={(menus) => setLoad({ ...load, menus })} />
          <CookieEditor
            key={`cookies-${load.cookies.version}`}
            settings={load.cookies}
            onSaved={(cookies) => setLoad({ ...load, cookies })}
          />
        </>
      ) : null}
      <LegalPages />
    </>
  );
}
