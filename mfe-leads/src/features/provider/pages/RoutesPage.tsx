import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ConfirmDialog, Dialog, EmptyState, PageContainer, errorMessage, notify, useFetch, usePageTitle } from '@marktplatz/shared';
import { Actions, Badge, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { changeRouteStatus } from '../api/changeRouteStatus';
import { deleteRoute } from '../api/deleteRoute';
import { getRoutes } from '../api/getRoutes';
import type { LeadRoute } from '../types';
import { ROUTE_STATUS } from '../../../lib/format';
import { useRefusal } from '../../../lib/refusal';
import { RouteForm } from '../components/RouteForm';
import { ProviderNav } from '../components/ProviderNav';
import { providerMessages } from '../messages';

const text = providerMessages.routes;

/** `/leads/routes`: the provider's lead routes; create, edit, activate/deactivate, delete (with confirmation). */
export default function RoutesPage() {
  usePageTitle(text.title);
  const state = useFetch((signal) => getRoutes(1, signal), []);
  const [editing, setEditing] = useState<LeadRoute | 'new' | null>(null);
  const [removing, setRemoving] = useState<LeadRoute | null>(null);
  const refusal = useRefusal();

  async function toggle(route: LeadRoute) {
    refusal.clear();
    try {
      const answer = await changeRouteStatus(route.id, route.status === 'active' ? 'inactive' : 'active');
      notify.success(answer.message ?? text.statusChanged);
      state.reload();
    } catch (error) {
      refusal.fail(error);
    }
  }

  return (
    <PageContainer title={text.title} actions={<Button onClick={() => setEditing('new')}>{text.add}</Button>}>
      <ProviderNav />
      <Muted>{text.intro}</Muted>
      {refusal.alert}
      <LoadState state={state}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={text.none} action={<Button onClick={() => setEditing('new')}>{text.addFirst}</Button>} />
          ) : (
            <>
              {data.rows.map((route) => (
                <Box key={route.id} aria-labelledby={`route-${route.id}`}>
                  <h2 id={`route-${route.id}`}>
                    {route.name} <Badge $tone={ROUTE_STATUS[route.status]![1]}>{ROUTE_STATUS[route.status]![0]}</Badge>
                  </h2>
                  <Muted>{text.summary(route.world_category?.title ?? '–', route.postal_code, route.radius, route.question_count)}</Muted>
                  {route.description ? <p>{route.description}</p> : null}
                  <Actions>
                    <Link to={`/leads/routes/${route.id}/questions`}>{text.editQuestions}</Link>
                    <Button variant="secondary" size="sm" onClick={() => toggle(route)}>
                      {route.status === 'active' ? text.deactivate : text.activate}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setEditing(route)}>
                      {text.edit}
                    </Button>
                    <Button variant="danger" size="sm" onClick={() => setRemoving(route)}>
                      {text.remove}
                    </Button>
                  </Actions>
                </Box>
              ))}
            </>
          )
        }
      </LoadState>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? text.add : text.editTitle}>
        {editing !== null ? (
          <RouteForm
            route={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              state.reload();
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={text.removeTitle(removing?.name ?? '')}
        confirmLabel={text.removeConfirm}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            const answer = await deleteRoute(removing!.id);
            notify.success(answer.message ?? text.removed);
            state.reload();
          } catch (error) {
            notify.error(errorMessage(error));
          } finally {
            setRemoving(null);
          }
        }}
      >
        {text.removeText}
      </ConfirmDialog>
    </PageContainer>
  );
}
