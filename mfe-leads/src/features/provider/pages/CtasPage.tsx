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
import { providerMessages } from '../messages';

const text = providerMessages.ctas;

/** `/leads/calls-to-action`: boxes shown on the provider's page and routes; active = shown, inactive = hidden. */
export default function CtasPage() {
  usePageTitle(text.title);
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
    <PageContainer title={text.title} actions={<Button onClick={() => setEditing('new')}>{text.add}</Button>}>
      <ProviderNav />
      <Muted>{text.intro}</Muted>
      <LoadState state={state}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={text.none} action={<Button onClick={() => setEditing('new')}>{text.addFirst}</Button>} />
          ) : (
            <>
              {data.rows.map((cta) => (
                <Box key={cta.id} aria-labelledby={`cta-${cta.id}`}>
                  <h2 id={`cta-${cta.id}`}>
                    {cta.title}{' '}
                    <Badge $tone={cta.status === 'active' ? 'success' : 'neutral'}>
                      {cta.status === 'active' ? text.active : text.inactive}
                    </Badge>
                  </h2>
                  {cta.text ? <p>{cta.text}</p> : null}
                  <Muted>{text.summary(cta.button_text, cta.lead_route?.name ?? null)}</Muted>
                  <Actions>
                    <Button variant="secondary" size="sm" onClick={() => toggle(cta)}>
                      {cta.status === 'active' ? text.hide : text.show}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setEditing(cta)}>
                      {text.edit}
                    </Button>
                    <Button variant="danger" size="sm" onClick={() => setRemoving(cta)}>
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
        title={text.removeTitle(removing?.title ?? '')}
        confirmLabel={text.remove}
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
        {text.removeText}
      </ConfirmDialog>
    </PageContainer>
  );
}
