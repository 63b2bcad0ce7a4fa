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

/** `/leads/routes`: the provider's lead routes; create, edit, activate/deactivate, delete (with confirmation). */
export default function RoutesPage() {
  usePageTitle('Anfragestrecken');
  const state = useFetch((signal) => getRoutes(1, signal), []);
  const [editing, setEditing] = useState<LeadRoute | 'new' | null>(null);
  const [removing, setRemoving] = useState<LeadRoute | null>(null);
  const refusal = useRefusal();

  async function toggle(route: LeadRoute) {
    refusal.clear();
    try {
      const answer = await changeRouteStatus(route.id, route.status === 'active' ? 'inactive' : 'active');
      notify.success(answer.message ?? 'Der Status wurde geändert.');
      state.reload();
    } catch (error) {
      refusal.fail(error);
    }
  }

  return (
    <PageContainer title="Anfragestrecken" actions={<Button onClick={() => setEditing('new')}>Neue Anfragestrecke</Button>}>
      <ProviderNav />
      <Muted>
        Eine Anfragestrecke ist Ihr Anfrageformular für eine Leistung in einer Themenwelt und Ihrem Einsatzgebiet. Kundinnen und Kunden
        beantworten ihre Fragen; daraus entsteht eine Anfrage an Sie. Nur Anfragestrecken mit Fragen lassen sich aktivieren.
      </Muted>
      {refusal.alert}
      <LoadState state={state}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState
              title="Sie haben noch keine Anfragestrecke."
              action={<Button onClick={() => setEditing('new')}>Erste Anfragestrecke anlegen</Button>}
            />
          ) : (
            <>
              {data.rows.map((route) => (
                <Box key={route.id} aria-labelledby={`route-${route.id}`}>
                  <h2 id={`route-${route.id}`}>
                    {route.name} <Badge $tone={ROUTE_STATUS[route.status]![1]}>{ROUTE_STATUS[route.status]![0]}</Badge>
                  </h2>
                  <Muted>
                    {route.world_category?.title ?? '–'} · PLZ {route.postal_code}, {route.radius} km Umkreis · {route.question_count}{' '}
                    {route.question_count === 1 ? 'Frage' : 'Fragen'}
                  </Muted>
                  {route.description ? <p>{route.description}</p> : null}
                  <Actions>
                    <Link to={`/leads/routes/${route.id}/questions`}>Fragen bearbeiten</Link>
                    <Button variant="secondary" size="sm" onClick={() => toggle(route)}>
                      {route.status === 'active' ? 'Deaktivieren' : 'Aktivieren'}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setEditing(route)}>
                      Bearbeiten
                    </Button>
                    <Button variant="danger" size="sm" onClick={() => setRemoving(route)}>
                      Löschen
                    </Button>
                  </Actions>
                </Box>
              ))}
            </>
          )
        }
      </LoadState>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Neue Anfragestrecke' : 'Anfragestrecke bearbeiten'}
      >
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
        title={`Anfragestrecke „${removing?.name ?? ''}“ löschen?`}
        confirmLabel="Endgültig löschen"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            const answer = await deleteRoute(removing!.id);
            notify.success(answer.message ?? 'Die Anfragestrecke wurde gelöscht.');
            state.reload();
          } catch (error) {
            notify.error(errorMessage(error));
          } finally {
            setRemoving(null);
          }
        }}
      >
        Die Anfragestrecke wird mit allen Fragen und Antwortmöglichkeiten gelöscht. Bereits eingegangene Anfragen bleiben erhalten.
      </ConfirmDialog>
    </PageContainer>
  );
}
