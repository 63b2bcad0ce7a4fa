import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ConfirmDialog, EmptyState, errorMessage, notify, StackList, useFetch } from '@marktplatz/shared';
import { Badge, ButtonLink, LoadState, Muted, useConfirmedRemoval } from '@marktplatz/shared/kit';
import { deleteLocation } from '../api/deleteLocation';
import { listLocations } from '../api/listLocations';
import { setDefaultLocation } from '../api/setDefaultLocation';
import type { StoreLocation } from '../types';
import { ProviderLayout } from '../../../lib/ProviderLayout';
import { messages } from '../../../messages';

const T = messages.locations;

const List = styled(StackList)`
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    justify-content: space-between;
    align-items: center;
  }
  h2 {
    font-size: 1.0625rem;
    margin: 0;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** `/stores`: the provider's stores (default first), set the default, edit, delete with confirmation. */
export default function LocationsPage() {
  const state = useFetch((signal) => listLocations(1, signal), []);
  const removal = useConfirmedRemoval({
    remove: (location: StoreLocation) => deleteLocation(location.id),
    removed: T.deleted,
    onRemoved: state.reload,
  });

  const makeDefault = async (location: StoreLocation) => {
    try {
      await setDefaultLocation(location.id);
      notify.success(T.defaultDone);
      state.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <ProviderLayout title={T.title} actions={<ButtonLink to="/stores/new">{T.add}</ButtonLink>}>
      <Muted>{T.intro}</Muted>
      <LoadState
        state={state}
        isEmpty={(data) => data.rows.length === 0}
        empty={
          <EmptyState title={T.emptyTitle} action={<Link to="/stores/new">{T.add}</Link>}>
            {T.emptyText}
          </EmptyState>
        }
      >
        {(data) => (
          <List>
            {data.rows.map((location) => (
              <li key={location.id} data-testid="location">
                <div>
                  <h2>
                    <Link to={`/stores/${location.id}`}>{location.title}</Link>{' '}
                    {location.is_default ? <Badge $tone="primary">{T.default}</Badge> : null}
                  </h2>
                  <Muted $small>
                    {`${location.street} ${location.street_number}, ${location.zipcode} ${location.city}`.replace(/^ ,\s*/, '')}
                    {location.always_open ? ` · ${T.alwaysOpen}` : ''}
                    {location.takes_appointments ? ` · ${T.appointments}` : ''}
                  </Muted>
                </div>
                <div className="buttons">
                  {location.is_default ? null : (
                    <Button type="button" variant="secondary" onClick={() => void makeDefault(location)}>
                      {T.makeDefault}
                    </Button>
                  )}
                  <ButtonLink to={`/stores/${location.id}`} aria-label={T.editLabel(location.title)}>
                    {T.edit}
                  </ButtonLink>
                  <Button type="button" variant="danger" aria-label={T.deleteLabel(location.title)} onClick={() => removal.ask(location)}>
                    {T.delete}
                  </Button>
                </div>
              </li>
            ))}
          </List>
        )}
      </LoadState>
      <ConfirmDialog
        open={removal.pending !== null}
        title={T.deleteTitle(removal.pending?.title ?? '')}
        confirmLabel={T.delete}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        {T.deleteText}
      </ConfirmDialog>
    </ProviderLayout>
  );
}
