import { useState, type FormEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  PageContainer,
  errorMessage,
  notify,
  showServerMessage,
  useFetch,
  firstFieldErrors,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Badge, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { changeCtaStatus } from '../api/changeCtaStatus';
import { createCta } from '../api/createCta';
import { deleteCta } from '../api/deleteCta';
import { getCtas } from '../api/getCtas';
import { getRoutes } from '../api/getRoutes';
import { updateCta } from '../api/updateCta';
import type { CallToAction, CtaInput } from '../types';
import { SelectInput, TextAreaInput, TextInput } from '../../../lib/fields';
import { ProviderNav } from '../components/ProviderNav';

type Values = {
  title: string;
  text: string;
  button_text: string;
  button_url: string;
  lead_route_id: string;
  status: 'active' | 'inactive';
};

function CtaForm({ cta, onDone, onCancel }: { cta: CallToAction | null; onDone: () => void; onCancel: () => void }) {
  const routes = useFetch((signal) => getRoutes(1, signal), []);
  const [values, setValues] = useState<Values>({
    title: cta?.title ?? '',
    text: cta?.text ?? '',
    button_text: cta?.button_text ?? '',
    button_url: cta?.button_url ?? '',
    lead_route_id: cta?.lead_route_id ? String(cta.lead_route_id) : '',
    status: cta?.status ?? 'inactive',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const input: CtaInput = {
      ...values,
      button_url: values.button_url.trim() || null,
      lead_route_id: values.lead_route_id ? Number(values.lead_route_id) : null,
    };
    try {
      const answer = cta ? await updateCta(cta.id, input) : await createCta(input);
      showServerMessage(answer);
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
      <TextInput label="Überschrift" value={values.title} onChange={set('title')} error={errors.title} required maxLength={120} />
      <TextAreaInput label="Text" value={values.text} onChange={set('text')} error={errors.text} rows={3} />
      <TextInput
        label="Beschriftung der Schaltfläche"
        value={values.button_text}
        onChange={set('button_text')}
        error={errors.button_text}
        required
        maxLength={40}
      />
      <TextInput
        label="Ziel der Schaltfläche"
        value={values.button_url}
        onChange={set('button_url')}
        error={errors.button_url}
        hint="Ein Pfad wie /kontakt oder eine https-Adresse; leer: zur Anfrage"
      />
      <SelectInput
        label="Gezeigt bei"
        value={values.lead_route_id}
        onChange={set('lead_route_id')}
        error={errors.lead_route_id}
        options={[
          { value: '', label: 'Ihrer Anbieterseite (alle Anfragestrecken)' },
          ...(routes.data?.rows ?? []).map((route) => ({ value: String(route.id), label: `Anfragestrecke „${route.name}“` })),
        ]}
      />
      <SelectInput
        label="Status"
        value={values.status}
        onChange={set('status')}
        error={errors.status}
        options={[
          { value: 'active', label: 'Aktiv (sichtbar)' },
          { value: 'inactive', label: 'Inaktiv (verborgen)' },
        ]}
      />
      <Actions>
        <Button type="submit" loading={busy}>
          Speichern
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </Actions>
    </form>
  );
}

/** `/leads/calls-to-action`: boxes shown on the provider's page and routes; active = shown, inactive = hidden. */
export default function CtasPage() {
  usePageTitle('Aktionsboxen');
  const state = useFetch((signal) => getCtas(signal), []);
  const [editing, setEditing] = useState<CallToAction | 'new' | null>(null);
  const [removing, setRemoving] = useState<CallToAction | null>(null);
  async function toggle(cta: CallToAction) {
    try {
      showServerMessage(await changeCtaStatus(cta.id, cta.status === 'active' ? 'inactive' : 'active'));
      state.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }
  return (
    <PageContainer title="Aktionsboxen" actions={<Button onClick={() => setEditing('new')}>Neue Aktionsbox</Button>}>
      <ProviderNav />
      <Muted>
        Aktionsboxen laden auf Ihrer Anbieterseite oder bei einer Anfragestrecke zu einer Anfrage ein: Überschrift, kurzer Text und eine
        Schaltfläche. Aktiv: sichtbar; inaktiv: verborgen.
      </Muted>
      <LoadState state={state}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState
              title="Sie haben noch keine Aktionsbox."
              action={<Button onClick={() => setEditing('new')}>Erste Aktionsbox anlegen</Button>}
            />
          ) : (
            <>
              {data.rows.map((cta) => (
                <Box key={cta.id} aria-labelledby={`cta-${cta.id}`}>
                  <h2 id={`cta-${cta.id}`}>
                    {cta.title}{' '}
                    <Badge $tone={cta.status === 'active' ? 'success' : 'neutral'}>{cta.status === 'active' ? 'Aktiv' : 'Inaktiv'}</Badge>
                  </h2>
                  {cta.text ? <p>{cta.text}</p> : null}
                  <Muted>
                    Schaltfläche „{cta.button_text}“ · {cta.lead_route ? `Anfragestrecke „${cta.lead_route.name}“` : 'Anbieterseite'}
                  </Muted>
                  <Actions>
                    <Button variant="secondary" size="sm" onClick={() => toggle(cta)}>
                      {cta.status === 'active' ? 'Verbergen' : 'Anzeigen'}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setEditing(cta)}>
                      Bearbeiten
                    </Button>
                    <Button variant="danger" size="sm" onClick={() => setRemoving(cta)}>
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
        title={editing === 'new' ? 'Neue Aktionsbox' : 'Aktionsbox bearbeiten'}
      >
        {editing !== null ? (
          <CtaForm
            cta={editing === 'new' ? null : editing}
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
        title={`„${removing?.title ?? ''}“ löschen?`}
        confirmLabel="Löschen"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            showServerMessage(await deleteCta(removing!.id));
            state.reload();
          } catch (error) {
            notify.error(errorMessage(error));
          } finally {
            setRemoving(null);
          }
        }}
      >
        Die Aktionsbox wird endgültig gelöscht.
      </ConfirmDialog>
    </PageContainer>
  );
}
