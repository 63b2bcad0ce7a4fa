import { useState, type ReactNode } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  TextareaField,
  firstFieldErrors,
  PageContainer,
  StackList,
  errorMessage,
  germanCalendarDay,
  notify,
  useAuth,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Badge, FormRefusal, LoadState, Muted, RequireAuth } from '@marktplatz/shared/kit';
import { decideAppointment } from '../api/decideAppointment';
import { downloadCalendar } from '../api/downloadCalendar';
import { listAppointments } from '../api/listAppointments';
import { proposeAppointment } from '../api/proposeAppointment';
import type { AppointmentEntry } from '../types';
import { SlotField, slotErrors } from '../components/SlotField';
import { ProviderLayout } from '../../../lib/ProviderLayout';
import { messages } from '../../../messages';

const T = messages.appointments;

const List = styled(StackList)`
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.md};
  }
  .proposal {
    margin: ${({ theme }) => theme.space.xs} 0 0;
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

const TONES: Record<string, 'info' | 'success' | 'danger' | 'neutral' | 'warning'> = {
  requested: 'info',
  proposed: 'warning',
  confirmed: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};

type Step = 'confirm' | 'decline' | 'cancel' | 'accept_proposal' | 'decline_proposal';
type AskedStep = 'decline' | 'cancel' | 'decline_proposal';

const whenOf = (date: string, time: string) => T.whenText(germanCalendarDay(date), time);

interface ProposeValues {
  date?: string;
  time?: string;
  reason?: string;
}

/** The provider proposes another free slot of the same store for a request. */
function ProposeDialog({ entry, onClose, onSent }: { entry: AppointmentEntry | null; onClose: () => void; onSent: () => void }) {
  const [reloadKey, setReloadKey] = useState(0);
  const submit = async (values: ProposeValues, form: FormApi<ProposeValues>): Promise<SubmissionErrors | undefined> => {
    if (!entry) return undefined;
    try {
      notify.success(
        (await proposeAppointment({ id: entry.id, date: values.date ?? '', time: values.time ?? '', reason: values.reason || null })) ??
          T.done,
      );
      form.restart();
      onSent();
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (Object.keys(fields).length > 0) return fields;
      // e.g. 409: the slot was taken meanwhile — show the day's free slots again
      form.change('time', undefined);
      setReloadKey((key) => key + 1);
      return { [FORM_ERROR]: errorMessage(error) };
    }
  };
  return (
    <Form<ProposeValues> onSubmit={submit} validate={slotErrors}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <Dialog
          open={entry !== null}
          onClose={() => {
            form.restart();
            onClose();
          }}
          title={T.proposeTitle}
          footer={
            <Button type="submit" form="propose-form" loading={submitting}>
              {T.proposeSend}
            </Button>
          }
        >
          {entry ? (
            <form id="propose-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
              <Muted>{T.proposeIntro(whenOf(entry.date, entry.time))}</Muted>
              <FormRefusal error={submitError} />
              {entry.store ? <SlotField storeId={entry.store.id} idPrefix="propose" reloadKey={reloadKey} /> : null}
              <TextareaField id="propose-reason" name="reason" label={T.proposeNote} rows={2} maxLength={500} />
            </form>
          ) : null}
        </Dialog>
      )}
    </Form>
  );
}

function Appointments({ provider }: { provider: boolean }) {
  const state = useFetch((signal) => listAppointments(signal), []);
  const auth = useAuth();
  const me = Number(auth.user?.user_id ?? 0);
  const [asking, setAsking] = useState<{ step: AskedStep; entry: AppointmentEntry } | null>(null);
  const [proposing, setProposing] = useState<AppointmentEntry | null>(null);
  const calendar = async (entry: AppointmentEntry) => {
    try {
      await downloadCalendar(entry.id);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

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
      <Muted>{provider ? T.intro : T.customerIntroLong}</Muted>
      <LoadState
        state={state}
        isEmpty={(list) => list.length === 0}
        empty={
          provider ? (
            <EmptyState title={T.empty} />
          ) : (
            <EmptyState title={T.customerEmpty} action={<Link to="/provider-search">{T.customerEmptyAction}</Link>} />
          )
        }
      >
        {(list) => (
          <List>
            {list.map((entry) => {
              // a provider also sees the requests it made itself at other providers' stores
              const incoming = provider && (me ? entry.provider.id === me : entry.provider.id !== entry.customer.id);
              const ownRequest = !incoming;
              const proposedWhen = entry.proposed_date && entry.proposed_time ? whenOf(entry.proposed_date, entry.proposed_time) : null;
              return (
                <li key={entry.id} data-testid="appointment">
                  <h2>
                    {whenOf(entry.date, entry.time)} <Badge $tone={TONES[entry.status] ?? 'neutral'}>{entry.status_label}</Badge>
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
                  {proposedWhen ? (
                    <p className="proposal">
                      <strong>{incoming ? T.proposedProvider(proposedWhen) : T.proposed(proposedWhen)}</strong>
                    </p>
                  ) : null}
                  <div className="buttons">
                    {incoming && entry.status === 'requested' ? (
                      <>
                        <Button type="button" size="sm" onClick={() => void decide('confirm', entry)}>
                          {T.confirm}
                        </Button>
                        <Button type="button" size="sm" variant="secondary" onClick={() => setProposing(entry)}>
                          {T.propose}
                        </Button>
                        <Button type="button" size="sm" variant="secondary" onClick={() => setAsking({ step: 'decline', entry })}>
                          {T.decline}
                        </Button>
                      </>
                    ) : null}
                    {ownRequest && entry.status === 'proposed' ? (
                      <>
                        <Button type="button" size="sm" onClick={() => void decide('accept_proposal', entry)}>
                          {T.accept}
                        </Button>
                        <Button type="button" size="sm" variant="secondary" onClick={() => setAsking({ step: 'decline_proposal', entry })}>
                          {T.reject}
                        </Button>
                      </>
                    ) : null}
                    {entry.has_calendar ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        aria-label={T.calendarLabel(whenOf(entry.date, entry.time))}
                        onClick={() => void calendar(entry)}
                      >
                        {T.calendar}
                      </Button>
                    ) : null}
                    {entry.status === 'requested' || entry.status === 'confirmed' || entry.status === 'proposed' ? (
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
        title={asking?.step === 'decline' ? T.declineTitle : asking?.step === 'decline_proposal' ? T.rejectTitle : T.cancelTitle}
        confirmLabel={asking?.step === 'decline' ? T.decline : asking?.step === 'decline_proposal' ? T.reject : T.cancel}
        onConfirm={() => (asking ? decide(asking.step, asking.entry) : undefined)}
        onCancel={() => setAsking(null)}
      >
        {asking?.step === 'decline' ? T.declineText : asking?.step === 'decline_proposal' ? T.rejectText : T.cancelText}
      </ConfirmDialog>
      <ProposeDialog
        entry={proposing}
        onClose={() => setProposing(null)}
        onSent={() => {
          setProposing(null);
          state.reload();
        }}
      />
    </>
  );
}

function CustomerFrame({ children }: { children: ReactNode }) {
  usePageTitle(T.customerTitle);
  return <PageContainer title={T.customerTitle}>{children}</PageContainer>;
}

/**
 * `/stores/appointments`: a provider confirms, declines, proposes another time for or cancels requests; a customer
 * („Meine Termine“) sees own requests and the answers, accepts or declines a proposal, cancels; both download the
 * `.ics` of a confirmed appointment.
 */
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
