import { useState } from 'react';
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
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Badge, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { changeCtaStatus } from '../api/changeCtaStatus';
import { deleteCta } from '../api/deleteCta';
import { getCtas } from '../api/getCtas';
import type { CallToAction } from '../types';
import { CtaForm } from '../components/CtaForm';
import { ProviderNav } from '../components/ProviderNav';

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
