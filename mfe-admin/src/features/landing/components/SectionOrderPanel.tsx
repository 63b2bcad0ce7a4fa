import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ErrorState, formatDateTime, notify, Spinner, useFetch } from '@marktplatz/shared';
import { SortableItemList } from '../../../components/SortableItemList';
import { getLandingSections } from '../api/getLandingSections';
import { reorderLandingSections } from '../api/reorderLandingSections';
import type { LandingSections } from '../api/types';
import { landingMessages as text } from '../messages';
import { LandingVersions } from './LandingVersions';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * The order of a start page's sections by drag and drop (mouse, finger or keyboard, announced in German): each drop
 * is saved at once as a new version; a drop refused (someone saved in between) shows the server's message and loads
 * the order again.
 */
export function SectionOrderPanel({ page, pageTitle }: { page: string; pageTitle: string }) {
  const load = useFetch(() => getLandingSections(page), [page]);
  const [state, setState] = useState<LandingSections | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (load.data) setState(load.data);
  }, [load.data]);

  if (load.loading && !state) return <Spinner block />;
  if (!state) return <ErrorState error={load.error ?? text.sections.loadFailed} onRetry={load.reload} />;
  const current = state;
  const rows = current.sections.map((section) => ({ id: section.key, title: section.title }));

  const reorder = async (keys: string[]) => {
    setState({ ...current, sections: keys.flatMap((key) => current.sections.filter((section) => section.key === key)) });
    setBusy(true);
    try {
      setState(await reorderLandingSections(current, keys));
      notify.success(text.sections.reordered);
    } catch (error) {
      setState(current);
      notify.error(errorMessage(error, text.reorderFailed));
      load.reload();
    } finally {
      setBusy(false);
    }
  };

  const headingId = `landing-${page}-sections`;
  return (
    <Panel aria-labelledby={headingId} data-testid="landing-sections">
      <h2 id={headingId}>{text.sections.title}</h2>
      <p>{text.sections.hint(text.sections.fixed[page] ?? '')}</p>
      <p>
        {current.saved_by && current.saved_at
          ? text.savedBy(current.saved_by, formatDateTime(current.saved_at), current.version)
          : text.neverSaved}
      </p>
      <SortableItemList label={text.sections.listLabel(pageTitle)} items={rows} disabled={busy} onReorder={(ids) => void reorder(ids)} />
      <LandingVersions<LandingSections>
        page={page}
        list="sections"
        current={current.version}
        onRestored={setState}
        onRefused={load.reload}
      />
    </Panel>
  );
}
