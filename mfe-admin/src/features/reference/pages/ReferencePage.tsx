import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ErrorState, Spinner, Tabs, usePageTitle } from '@marktplatz/shared';
import { Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { listCategories } from '../api/listCategories';
import { listReferenceValues } from '../api/listReferenceValues';
import type { AdminCategory, ReferenceValue } from '../api/types';
import { CategoryPanel } from '../components/CategoryPanel';
import { CategoryTree } from '../components/CategoryTree';
import { ValueList } from '../components/ValueList';
import { KINDS } from '../lib/kinds';
import { referenceMessages as t } from '../messages';

type TabId = 'categories' | keyof typeof KINDS;
type Load<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: T[] };

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

function useRows<T>(load: () => Promise<T[]>) {
  const [state, setState] = useState<Load<T>>({ state: 'loading' });
  const reload = useCallback(() => {
    load().then(
      (rows) => setState({ state: 'ready', rows }),
      (failure: unknown) => setState({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : t.loadFailed }),
    );
  }, [load]);
  useEffect(reload, [reload]);
  return { state, reload };
}

function CategoriesTab() {
  const { state, reload } = useRows<AdminCategory>(listCategories);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (state.state === 'loading') return <Spinner block />;
  if (state.state === 'failed') return <ErrorState error={state.message} onRetry={reload} />;
  return (
    <Columns>
      <div>
        <Muted>{t.categories.treeHint}</Muted>
        <CategoryTree categories={state.rows} selectedId={selectedId} onSelect={setSelectedId} />
      </div>
      <CategoryPanel
        categories={state.rows}
        selected={state.rows.find((category) => category.id === selectedId) ?? null}
        onChanged={(id) => {
          if (id !== undefined) setSelectedId(id);
          reload();
        }}
      />
    </Columns>
  );
}

function KindTab({ kind }: { kind: keyof typeof KINDS }) {
  const spec = KINDS[kind];
  const load = useCallback(() => listReferenceValues<ReferenceValue>(spec.segment), [spec.segment]);
  const { state, reload } = useRows<ReferenceValue>(load);
  if (state.state === 'loading') return <Spinner block />;
  if (state.state === 'failed') return <ErrorState error={state.message} onRetry={reload} />;
  return <ValueList spec={spec} values={state.rows} onChanged={reload} />;
}

/** `/admin/stammdaten` (editor, admin): the reference data, one tab per kind. */
export default function ReferencePage() {
  usePageTitle(t.title);
  const [tab, setTab] = useState<TabId>('categories');
  const tabs = (Object.keys(t.tabs) as TabId[]).map((id) => ({
    id,
    label: t.tabs[id],
    content: tab === id ? id === 'categories' ? <CategoriesTab /> : <KindTab kind={id} /> : null,
  }));
  return (
    <>
      <SectionTitle as="h1">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      <Tabs tabs={tabs} selectedId={tab} onChange={(id) => setTab(id as TabId)} label={t.tabsLabel} />
    </>
  );
}
