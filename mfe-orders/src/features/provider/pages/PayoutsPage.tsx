import type { SubmissionErrors } from 'final-form';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  firstFieldErrors,
  formatCents,
  formatDate,
  formatGermanNumber,
  notify,
  SelectField,
  TextField,
  toSubmissionErrors,
  useFetch,
  type TableColumn,
} from '@marktplatz/shared';
import { Badge, BankAccountFields, Box, FigureList, FormEnd, LoadState, Muted, PagedTable } from '@marktplatz/shared/kit';
import { Grid } from '../../../components/OrderParts';
import { getLedger } from '../api/getLedger';
import { getPayoutInfo } from '../api/getPayoutInfo';
import { getWithdrawals } from '../api/getWithdrawals';
import { savePayoutAccount } from '../api/savePayoutAccount';
import { withdraw } from '../api/withdraw';
import type { LedgerEntry, PayoutInfo, Withdrawal } from '../../../lib/types';
import { messages } from '../../../messages';
import { ProviderLayout } from '../components/ProviderLayout';

const text = messages.payouts;

/** The first server error of a failed call (spec §8 "Withdraw fails: first server error shown"). */
function firstError(error: unknown): string {
  const errors = Object.values(firstFieldErrors(error));
  return errors[0] ?? errorMessage(error);
}

interface AccountValues {
  account_holder?: string;
  iban?: string;
  bic?: string;
}

/** The payout account: holder, IBAN and BIC; the API's refusals at the fields, its message when it names none. */
function AccountForm({ info, onSaved }: { info: PayoutInfo; onSaved: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(info.account === null);
  const [initialValues] = useState<AccountValues>(() => ({
    account_holder: info.account?.account_holder ?? '',
    iban: info.account?.iban ?? '',
    bic: info.account?.bic ?? '',
  }));

  async function submit(values: AccountValues): Promise<SubmissionErrors | undefined> {
    try {
      const result = await savePayoutAccount({
        account_holder: values.account_holder ?? '',
        iban: values.iban ?? '',
        bic: values.bic ?? '',
      });
      if (result.message) notify.success(result.message);
      setOpen(false);
      onSaved();
      return undefined;
    } catch (failure) {
      return toSubmissionErrors(failure, { generalOnlyWithoutFields: true });
    }
  }

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.accountHeading}</h2>
      {info.account ? (
        <p data-testid="payout-account">
          {info.account.account_holder} · {info.account.iban_masked}
          {info.account.bic ? ` · ${info.account.bic}` : ''}
        </p>
      ) : (
        <Muted $small>{text.accountNone}</Muted>
      )}
      {open ? (
        <Form<AccountValues> onSubmit={submit} initialValues={initialValues}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate data-testid="payout-account-form">
              <Grid>
                <BankAccountFields bic />
              </Grid>
              <FormEnd error={submitError} submitting={submitting} label={text.saveAccount} />
            </form>
          )}
        </Form>
      ) : (
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          {text.changeAccount}
        </Button>
      )}
    </Box>
  );
}

interface WithdrawValues {
  method: string;
  amount: string;
  reference: string;
}

/**
 * „Auszahlung beantragen“ (react-final-form): the request is confirmed in a dialog, then sent; the server's field
 * errors show under their inputs and its first error above the buttons. Changing a field — also through „Gesamtes
 * Guthaben“ — hides the errors of the last attempt (they belong to the old input).
 */
function WithdrawForm({ info, onDone }: { info: PayoutInfo; onDone: () => void }) {
  const id = useId();
  const [confirming, setConfirming] = useState<WithdrawValues | null>(null);
  // The last attempt's failure: its first error shows above the buttons until a field changes.
  const [failure, setFailure] = useState<unknown>(undefined);
  const sent = useRef(false);
  // One object for the form's life: a new `initialValues` object would reset the form on every render.
  const [initial] = useState<WithdrawValues>(() => ({ method: info.methods[0]?.code ?? 'bank_transfer', amount: '', reference: '' }));

  /** Sends the request; a failure's field errors go under their inputs (react-final-form submission errors). */
  async function send(values: WithdrawValues): Promise<Record<string, string> | undefined> {
    sent.current = false;
    setFailure(undefined);
    try {
      const result = await withdraw({ method: values.method, amount: values.amount, reference: values.reference });
      if (result.message) notify.success(result.message);
      sent.current = true;
      onDone();
      return undefined;
    } catch (error) {
      setFailure(error);
      notify.error(firstError(error));
      return firstFieldErrors(error);
    }
  }

  const all = formatGermanNumber(info.available_cents / 100, { minimumFractionDigits: 2, useGrouping: false });
  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.withdrawHeading}</h2>
      <Form<WithdrawValues> onSubmit={send} initialValues={initial}>
        {({ handleSubmit, form, submitting, dirtySinceLastSubmit, values }) => (
          <form
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              if (!form.getState().hasValidationErrors) setConfirming(values);
              else void handleSubmit();
            }}
            noValidate
            data-testid="withdraw-form"
          >
            <Grid>
              <SelectField
                name="method"
                label={text.method}
                options={info.methods.map((method) => ({ value: method.code, label: method.name }))}
              />
              <TextField
                name="amount"
                label={text.amount}
                hint={text.amountHint(formatCents(info.available_cents))}
                inputMode="decimal"
                maxLength={14}
              />
            </Grid>
            <TextField name="reference" label={text.reference} maxLength={140} />
            <FormEnd
              error={failure !== undefined && !dirtySinceLastSubmit ? firstError(failure) : undefined}
              submitting={submitting}
              label={text.submit}
              secondary={
                <Button type="button" variant="secondary" onClick={() => form.change('amount', all)} disabled={info.available_cents === 0}>
                  {text.all}
                </Button>
              }
            />
            <ConfirmDialog
              open={confirming !== null}
              title={text.confirmTitle}
              confirmLabel={text.confirmButton}
              onCancel={() => setConfirming(null)}
              onConfirm={async () => {
                setConfirming(null);
                await form.submit();
                if (sent.current) form.restart({ ...initial, method: values.method });
              }}
            >
              {text.confirmText(confirming?.amount ? `${confirming.amount} €` : '0 €', info.account?.iban_masked ?? '')}
            </ConfirmDialog>
          </form>
        )}
      </Form>
    </Box>
  );
}

const withdrawalColumns: TableColumn<Withdrawal>[] = [
  { key: 'date', header: text.date, render: (row) => formatDate(row.paid_at ?? row.created_at) },
  { key: 'statement', header: text.statement, render: (row) => row.invoice_number ?? '–' },
  { key: 'amount', header: messages.provider.amount, render: (row) => formatCents(row.amount_cents) },
  {
    key: 'status',
    header: text.status,
    render: (row) => (
      <Badge $outline $tone={row.status === 'paid' ? 'success' : row.status === 'failed' ? 'danger' : 'info'} data-status={row.status}>
        {row.status_text}
      </Badge>
    ),
  },
  { key: 'reference', header: text.referenceColumn, render: (row) => row.failure_reason ?? (row.reference || '–') },
];

const ledgerColumns: TableColumn<LedgerEntry>[] = [
  { key: 'date', header: text.date, render: (row) => formatDate(row.created_at) },
  { key: 'kind', header: text.booking, render: (row) => row.kind_text },
  { key: 'order', header: text.order, render: (row) => row.vendor_order_number ?? row.invoice_number ?? (row.note || '–') },
  { key: 'amount', header: messages.provider.amount, render: (row) => formatCents(row.amount_cents) },
];

function Withdrawals({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getWithdrawals(page, signal), [page, version]);
  return (
    <Box aria-labelledby="withdrawals-heading">
      <h2 id="withdrawals-heading">{text.withdrawalsHeading}</h2>
      <LoadState state={state} isEmpty={(data) => data.rows.length === 0} empty={<EmptyState title={text.withdrawalsEmpty} />}>
        {(data) => (
          <PagedTable
            caption={text.withdrawalsHeading}
            columns={withdrawalColumns}
            rows={data.rows}
            getRowKey={(row) => row.id}
            meta={data.meta}
            onPageChange={setPage}
          />
        )}
      </LoadState>
    </Box>
  );
}

function Ledger({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getLedger(page, signal), [page, version]);
  return (
    <Box aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">{text.ledgerHeading}</h2>
      <LoadState state={state} isEmpty={(data) => data.rows.length === 0} empty={<EmptyState title={text.ledgerEmpty} />}>
        {(data) => (
          <PagedTable
            caption={text.ledgerHeading}
            columns={ledgerColumns}
            rows={data.rows}
            getRowKey={(row) => row.id}
            meta={data.meta}
            onPageChange={setPage}
          />
        )}
      </LoadState>
    </Box>
  );
}

/** `/orders/provider/payouts`: balance, payout account, the withdrawal button, payouts and the statement of account. */
export default function PayoutsPage() {
  const [version, setVersion] = useState(0);
  const state = useFetch((signal) => getPayoutInfo(signal), [version]);
  const reload = () => setVersion((value) => value + 1);
  return (
    <ProviderLayout title={text.title}>
      <LoadState state={state}>
        {(info) => (
          <>
            <FigureList
              $min="10rem"
              $size="xl"
              data-testid="payout-figures"
              figures={[
                { label: text.available, value: formatCents(info.available_cents), testId: 'payout-available' },
                { label: text.pending, value: formatCents(info.pending_cents), detail: text.pendingHint(info.hold_days) },
                { label: text.requested, value: formatCents(info.requested_cents) },
                { label: text.paidOut, value: formatCents(info.paid_out_cents) },
              ]}
            />
            {info.commission_percent > 0 ? <Muted $small>{text.commission(formatGermanNumber(info.commission_percent))}</Muted> : null}
            <AccountForm key={info.account?.iban ?? 'none'} info={info} onSaved={reload} />
            {info.account ? <WithdrawForm info={info} onDone={reload} /> : null}
          </>
        )}
      </LoadState>
      <Withdrawals version={version} />
      <Ledger version={version} />
    </ProviderLayout>
  );
}
