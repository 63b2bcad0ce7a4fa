import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  PageContainer,
  errorMessage,
  notify,
  useFetch,
  firstFieldErrors,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Badge, Box, FormGrid, LoadState, Muted } from '@marktplatz/shared/kit';
import { changeRouteStatus } from '../api/changeRouteStatus';
import { createRoute } from '../api/createRoute';
import { deleteRoute } from '../api/deleteRoute';
import { getRoutes } from '../api/getRoutes';
import { updateRoute } from '../api/updateRoute';
import { getWorld } from '../../journey';
import type { LeadRoute, RouteInput } from '../types';
import { ROUTE_STATUS } from '../../../lib/format';
import { useRefusal } from '../../../lib/refusal';
import { SelectInput, TextAreaInput, TextInput } from '../../../lib/fields';
import { ProviderNav } from '../components/ProviderNav';

type Values = { name: string; description: string; world_category_id: string; postal_code: string; radius: string };
const EMPTY: Values = { name: '', description: '', world_category_id: '', postal_code: '', radius: '25' };

function RouteForm({ route, onDone, onCancel }: { route: LeadRoute | null; onDone: () => void; onCancel: () => void }) {
  const categories = useFetch((signal) => getWorld('all', signal), []);
  const [values, setValues] = useState<Values>(
    route
      ? {
          name: route.name,
          description: route.description,
          world_category_id: String(route.world_category_id),
          postal_code: route.postal_code,
          radius: String(route.radius),
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const input: RouteInput = {
      name: values.name,
      description: values.description,
      world_category_id: Number(values.world_category_id) || 0,
      postal_code: values.postal_code,
      // not a number → sent as none, and the API answers with its radius message
      radius: Number(values.radius),
    };
    try {
      const answer = route ? await updateRoute(route.id, input) : await createRoute(input);
      notify.success(answer.message ?? 'Gespeichert.');
      onDone();
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (!Object.keys(fields).length) notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="Name der Anfragestrecke"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        required
        maxLength={120}
        hint="z. B. „Badsanierung komplett“"
      />
      <SelectInput
        label="Themenwelt"
        value={values.world_category_id}
        onChange={set('world_category_id')}
        error={errors.world_category_id}
        required
        placeholder="Bitte wählen"
        options={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.title }))}
      />
      <FormGrid>
        <TextInput
          label="Postleitzahl (Mittelpunkt)"
          value={values.postal_code}
          onChange={set('postal_code')}
          error={errors.postal_code}
          required
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
        />
        <TextInput
          label="Umkreis in km"
          value={values.radius}
          onChange={set('radius')}
          error={errors.radius}
          required
          inputMode="numeric"
          hint="1 bis 500 km"
        />
      </FormGrid>
      <TextAreaInput label="Beschreibung" value={values.description} onChange={set('description')} error={errors.description} rows={3} />
      <Actions>
        <Button type="submit" loading={busy}>
          {route ? 'Änderungen speichern' : 'Anfragestrecke anlegen'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </Actions>
    </form>
  );
}

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
