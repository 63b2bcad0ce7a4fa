import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, Spinner, Table, Tabs, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Actions, ButtonLink, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { SearchForm } from '../../../components/SearchForm';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { listContent } from '../api/listContent';
import type { ContentKind, ContentListItem } from '../api/types';
import { StatusBadge } from '../components/StatusBadge';
import { berlinDayTime } from '../lib/berlinTime';
import { editPath, kindOfSegment, segmentOf } from '../lib/kinds';
import { contentMessages as t } from '../messages';

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: ContentListItem[] };

function ContentList({ kind, q }: { kind: ContentKind; q: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchList = useCallback(() => {
    setLoad({ state: 'loading' });
    listContent(kind, q).then(
      (rows) => setLoad({ state: 'ready', rows }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [kind, q]);
  useEffect(fetchList, [fetchList]);

  if (load.state === 'loading') return <Spinner block />;
  if (load.state === 'failed') return <ErrorState error={load.message} onRetry={fetchList} />;
  if (load.rows.length === 0) {
    return (
      <EmptyState title={q ? t.empty : t.emptyAll[kind]} action={<ButtonLink to={editPath(kind, 'neu')}>{t.create[kind]}</ButtonLink>} />
    );
  }
  const columns: TableColumn<ContentListItem>[] = [
    {
      key: 'title',
      header: t.titleCol,
      render: (row) => (
        <>
          <Link to={editPath(kind, row.id)}>{row.title}</Link>
          <br />
          <Muted $small as="span">
            {row.url}
          </Muted>
        </>
      ),
    },
    { key: 'status', header: t.statusCol, render: (row) => <StatusBadge status={row.status} publishAt={row.publish_at} /> },
    {
      key: 'saved',
      header: t.savedCol,
      render: (row) => (row.saved_at ? t.savedBy(berlinDayTime(row.saved_at), row.saved_by) : t.neverSaved),
    },
    { key: 'version', header: t.versionCol, render: (row) => String(row.version) },
  ];
  return <Table caption={t.caption[kind]} columns={columns} rows={load.rows} getRowKey={(row) => row.id} />;
}

/** `/admin/inhalte` (`?art=news`, `?q=`; editor, admin): pages and news posts with their status, search, „Neu anlegen“. */
export default function ContentListPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const kind: ContentKind = kindOfSegment(params.get('art')) ?? 'pages';
  const q = params.get('q') ?? '';

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  return (
    <Section aria-labelledby="admin-content-title">
      <SectionTitle id="admin-content-title">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      <Actions>
        <ButtonLink to={editPath(kind, 'neu')}>{t.create[kind]}</ButtonLink>
      </Actions>
      <SearchForm
        key={kind}
        idPrefix="content"
        value={q}
        onSearch={(typed) => setParam('q', typed)}
        filtersLabel={t.filters}
        label={t.search}
        hint={t.searchHint}
        submitLabel={t.searchSubmit}
      />
      <Tabs
        label={t.kindsLabel}
        selectedId={kind}
        onChange={(id) => setParam('art', id === 'posts' ? segmentOf('posts') : '')}
        tabs={(['pages', 'posts'] as const).map((id) => ({
          id,
          label: t.kinds[id],
          content: id === kind ? <ContentList kind={id} q={q} /> : null,
        }))}
      />
    </Section>
  );
}
