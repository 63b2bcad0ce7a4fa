import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, EmptyState, ErrorState, formatDateTime, notify, Spinner, useFetch } from '@marktplatz/shared';
import { createLandingItem } from '../api/createLandingItem';
import { deleteLandingItem } from '../api/deleteLandingItem';
import { getLandingList } from '../api/getLandingList';
import { reorderLandingList } from '../api/reorderLandingList';
import type { LandingItem, LandingItemInput, LandingList, LandingListInfo } from '../api/types';
import { updateLandingItem } from '../api/updateLandingItem';
import { landingMessages as text } from '../messages';
import { LandingItemDialog } from './LandingItemDialog';
import { LandingVersions } from './LandingVersions';
import { SortableItemList } from '../../../components/SortableItemList';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The entries in `ids` order (an optimistic view of a reorder while it is saved). */
const inOrder = (list: LandingList, ids: number[]): LandingList => ({
  ...list,
  items: ids.flatMap((id) => list.items.filter((item) => item.id === id)),
});

/**
 * One list of a start page: its entries by drag and drop (each drop saved at once, with a toast), an entry edited in
 * a dialog, deleted after a confirmation. Every change answers the list with its new version; a change refused
 * (someone saved in between) shows the server's message and loads the list again.
 */
export function LandingListPanel({ page, info }: { page: string; info: LandingListInfo }) {
  const load = useFetch(() => getLandingList(page, info.key), [page, info.key]);
  const [list, setList] = useState<LandingList | undefined>(undefined);
  const [editing, setEditing] = useState<LandingItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LandingItem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (load.data) setList(load.data);
  }, [load.data]);

  if (load.loading && !list) return <Spinner block />;
  if (!list) return <ErrorState error={load.error ?? text.loadFailed} onRetry={load.reload} />;
  const current = list;

  const refused = (error: unknown, fallback: string) => {
    notify.error(errorMessage(error, fallback));
    load.reload();
  };

  const reorder = async (ids: number[]) => {
    setList(inOrder(current, ids));
    setBusy(true);
    try {
      setList(await reorderLandingList(current, ids));
      notify.success(text.reordered);
    } catch (error) {
      setList(current);
      refused(error, text.reorderFailed);
    } finally {
      setBusy(false);
    }
  };

  const save = async (input: LandingItemInput) => {
    const target = editing;
    const saved =
      target === 'new' || target === null ? await createLandingItem(current, input) : await updateLandingItem(current, target.id, input);
    setList(saved);
    setEditing(null);
    notify.success(target === 'new' ? text.created : text.saved);
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      setList(await deleteLandingItem(current, deleting.id));
      notify.success(text.deleted);
    } catch (error) {
      refused(error, text.loadFailed);
    } finally {
      setDeleting(null);
    }
  };

  const headingId = `landing-${page}-${info.key}`;
  return (
    <Panel aria-labelledby={headingId} data-testid={`landing-list-${info.key}`}>
      <header>
        <h2 id={headingId}>{info.title}</h2>
        <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
          {text.add}
        </Button>
      </header>
      <p>{info.hint}</p>
      <p>
        {current.saved_by && current.saved_at
          ? text.savedBy(current.saved_by, formatDateTime(current.saved_at), current.version)
          : text.neverSaved}
      </p>
      {current.items.length === 0 ? (
        <EmptyState title={text.empty} />
      ) : (
        <SortableItemList
          label={info.title}
          items={current.items.map((item) => ({
            ...item,
            detail: [item.text, item.link, item.active ? null : text.inactive].filter(Boolean).join(' · '),
            muted: !item.active,
          }))}
          disabled={busy}
          onReorder={(ids) => void reorder(ids)}
          actions={(item) => (
            <>
              <Button variant="secondary" size="sm" onClick={() => setEditing(current.items.find((entry) => entry.id === item.id) ?? null)}>
                {text.edit}
              </Button>
              <Button variant="danger" size="sm" onClick={() => setDeleting(current.items.find((entry) => entry.id === item.id) ?? null)}>
                {text.remove}
              </Button>
            </>
          )}
        />
      )}
      <LandingVersions<LandingList> page={page} list={info.key} current={current.version} onRestored={setList} onRefused={load.reload} />
      {editing ? (
        <LandingItemDialog
          open
          item={editing === 'new' ? null : editing}
          fields={current.fields}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={text.confirmDeleteTitle}
        confirmLabel={text.confirmDeleteButton}
        cancelLabel={text.cancel}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? text.confirmDelete(deleting.title) : null}
      </ConfirmDialog>
    </Panel>
  );
}
