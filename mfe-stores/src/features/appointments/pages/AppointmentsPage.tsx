import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageContainer,
  errorMessage,
  germanCalendarDay,
  notify,
  useAuth,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Badge, LoadState, Muted, RequireAuth } from '@marktplatz/shared/kit';
import { decideAppointment, listAppointments, type AppointmentEntry } from '../api/appointments';
import { ProviderLayout } from '../../../lib/ProviderLayout';
import { messages } from '../../../messages';

const T = messages.appointments;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.md};
  }
  h2 {
    font-size: 1.0625rem;
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const TONES: Record<string, 'info' | 'success' | 'danger' | 'neutral'> = {
  requested: 'info',
  confirmed: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};

type Step = 'confirm' | 'decline' | 'cancel';

function Appointments({ provider }: { provider: boolean }) {
  const state = useFetch((signal) => listAppointments(signal), []);
  const [asking, setAsking] = useState<{ step: Exclude<Step, 'confirm'>; entry: AppointmentEntry } | null>(null);

  const decide = async (step: Step, entry: AppointmentEntry) => {
    try {
      notify.success((await decideAppointment(step, entry.id)) ?? T.done);
      setAsking(null);
      state.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Muted>{provider ? T.intro : T.customerIntro}</Muted>
      <LoadState state={state} isEmpty={(list) => list.length === 0} empty={<EmptyState title={T.empty} />}>
        {(list) => (
          <List>
            {list.map((entry) => {
              const incoming = provider && entry.provider.id !== entry.customer.id;
              return (
                <li key={entry.id} data-testid="appointment">
                  <h2>
                    {`${germanCalendarDay(entry.date)}, ${entry.time} Uhr`}{' '}
                    <Badge $tone={TONES[entry.status] ?? 'neutral'}>{entry.status_label}</Badge>
                  </h2>
                  <Muted $small>
                    {entry.store ? `${entry.store.title}, ${entry.store.zipcode} ${entry.store.city}` : ''}
                    {provider ? ` · ${T.customer}: ${entry.customer.name}` : ''}
                    {!provider && entry.provider.slug ? (
                      <>
                        {' · '}
                        <Link to={`/provider-detail/${entry.provider.slug}`}>{entry.provider.company_name}</Link>
                      </>
                    ) : null}
                  </Muted>
                  {entry.message ? <p>{entry.message}</p> : null}
                  <div className="buttons">
                    {incoming && entry.status === 'requested' ? (
                      <>
                        <Button type="button" size="sm" onClick={() => void decide('confirm', entry)}>
                          {T.confirm}
                        </Button>
                        <Button type="button" size="sm" variant="secondary" onClick={() => setAsking({ step: 'decline', entry })}>
                          {T.decline}
                        </Button>
                      </>
                    ) : null}
                    {entry.status === 'requested' || entry.status === 'confirmed' ? (
                      <Button type="button" size="sm" variant="danger" onClick={() => setAsking({ step: 'cancel', entry })}>
                        {T.cancel}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </List>
        )}
      </LoadState>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.step === 'decline' ? T.declineTitle : T.cancelTitle}
        confirmLabel={asking?.step === 'decline' ? T.decline : T.cancel}
        onConfirm={() => (asking ? decide(asking.step, asking.entry) : undefined)}
        onCancel={() => setAsking(null)}
      >
        {asking?.step === 'decline' ? T.declineText : T.cancelText}
      </ConfirmDialog>
    </>
  );
}

function CustomerFrame({ children }: { children: ReactNode }) {
  usePageTitle(T.title);
  return <PageContainer title={T.title}>{children}</PageContainer>;
}

/** `/stores/appointments`: a provider confirms, declines or cancels requests; a customer sees and cancels own ones. */
export default function AppointmentsPage() {
  const auth = useAuth();
  if (auth.authenticated && auth.role === 'Company')
    return (
      <ProviderLayout title={T.title}>
        <Appointments provider />
      </ProviderLayout>
    );
  return (
    <RequireAuth>
      <CustomerFrame>
        <Appointments provider={false} />
      </CustomerFrame>
    </RequireAuth>
  );
}
