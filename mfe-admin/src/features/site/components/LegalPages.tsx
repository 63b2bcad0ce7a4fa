import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState, Spinner } from '@marktplatz/shared';
import { Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { editPath } from '../../content';
import { listLegalPages } from '../api/listLegalPages';
import type { ContentPageItem } from '../api/types';
import { siteMessages as t } from '../messages';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; pages: ContentPageItem[] };

/** The legal pages (content pages) with a link into the page editor each. */
export function LegalPages() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchPages = useCallback(() => {
    setLoad({ state: 'loading' });
    listLegalPages().then(
      (pages) => setLoad({ state: 'ready', pages }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, []);
  useEffect(fetchPages, [fetchPages]);

  return (
    <section aria-labelledby="site-legal-title">
      <SectionTitle id="site-legal-title">{t.legal.title}</SectionTitle>
      <Muted>{t.legal.hint}</Muted>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchPages} /> : null}
      {load.state === 'ready' && load.pages.length === 0 ? <Muted>{t.legal.empty}</Muted> : null}
      {load.state === 'ready' && load.pages.length > 0 ? (
        <ul>
          {load.pages.map((page) => (
            <li key={page.id}>
              <Link to={editPath('pages', page.id)} aria-label={t.legal.edit(page.title)}>
                {page.title}
              </Link>{' '}
              <Muted as="span" $small>
                {page.url}
              </Muted>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
