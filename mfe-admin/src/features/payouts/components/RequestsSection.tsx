import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { formatCents, Button, ErrorState, Spinner, Table, type TableColumn } from '@marktplatz/shared';
import { Alert, Badge, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { listRequests } from '../api/listRequests';
import type { PayoutRequest, PayoutRun } from '../api/types';
import { payoutMessages } from '../messages';
import { CreateRunDialog } from './CreateRunDialog';

const t = payoutMessages.requests;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Check = styled.input`
  width: 1.25rem;
  height: 1.25rem;
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: PayoutRequest[] };

/** A request can go into a new run: a payout account and in no open run. */
const selectable = (row: PayoutRequest) => row.has_payout_account && row.open_run_id === null;

/**
 * „Beantragte Auszahlungen“: the requests with the provider's available balance and a warning without IBAN; choose a
 * set (checkboxes, select all, the sum of the selection) → „Auszahlungslauf anlegen“ with a confirmation.
 */
export function RequestsSection({ reloadKey, onCreated }: { reloadKey: number; onCreated: (run: PayoutRun) => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [hint, setHint] = useState('');

  const fetchRows = useCallback(() => {
    setLoad({ state: 'loading' });
    listRequests().then(
      (rows) => {
        setLoad({ state: 'ready', rows });
        setChosen((previous) => new Set(rows.filter((row) => selectable(row) && previous.has(row.id)).map((row) => row.id)));
      },
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, []);
  useEffect(() => {
    fetchRows();
  }, [fetchRows, reloadKey]);

  const rows = useMemo(() => (load.state === 'ready' ? load.rows : []), [load]);
  const choosable = rows.filter(selectable);
  const picked = rows.filter((row) => chosen.has(row.id));
  const sum = picked.reduce((total, row) => total + row.amount_cents, 0);
  const allChosen = choosable.length > 0 && choosable.every((row) => chosen.has(row.id));

  const toggle = (id: number, on: boolean) => {
    setHint('');
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const toggleAll = (on: boolean) => {
    setHint('');
    setChosen(on ? new Set(choosable.map((row) => row.id)) : new Set());
  };

  const columns: TableColumn<PayoutRequest>[] = [
    {
      key: 'select',
      header: (
        <Check
          type="checkbox"
          aria-label={t.selectAll}
          checked={allChosen}
          disabled={choosable.length === 0}
          onChange={(event) => toggleAll(event.target.checked)}
        />
      ),
      mobileLabel: t.selectCol,
      render: (row) => (
        <Check
          type="checkbox"
          aria-label={t.select(row.provider, formatCents(row.amount_cents))}
          checked={chosen.has(row.id)}
          disabled={!selectable(row)}
          onChange={(event) => toggle(row.id, event.target.checked)}
        />
      ),
    },
    {
      key: 'provider',
      header: t.providerCol,
      render: (row) => (
        <>
          <strong>{row.provider}</strong>
          {row.reference ? (
            <>
              <br />
              <Muted $small as="span">
                {row.reference}
              </Muted>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'amount', header: t.amountCol, align: 'end', render: (row) => formatCents(row.amount_cents) },
    { key: 'available', header: t.availableCol, align: 'end', render: (row) => formatCents(row.available_cents) },
    {
      key: 'account',
      header: t.accountCol,
      render: (row) =>
        row.has_payout_account ? (
          <>
            {row.account_holder}
            <br />
            <Muted $small as="span">
              {row.iban_masked}
            </Muted>
            {row.open_run_id !== null ? (
              <>
                <br />
                <Badge $tone="info">{t.inRun(row.open_run_id)}</Badge>
              </>
            ) : null}
          </>
        ) : (
          <Badge $tone="warning" role="note">
            {t.noIban}
          </Badge>
        ),
    },
    { key: 'requested', header: t.requestedCol, render: (row) => dateTime(row.created_at) },
  ];

  return (
    <section aria-labelledby="admin-payout-requests">
      <SectionTitle id="admin-payout-requests">{t.title}</SectionTitle>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchRows} /> : null}
      {load.state === 'ready' ? (
        <>
          <Muted role="status">{t.total(rows.length)}</Muted>
          <Table caption={t.caption} columns={columns} rows={rows} getRowKey={(row) => row.id} emptyText={t.empty} />
          {rows.length > 0 ? (
            <Summary>
              <strong aria-live="polite">{t.selection(picked.length, formatCents(sum))}</strong>
              <Button
                type="button"
                onClick={() => {
                  if (picked.length === 0) setHint(t.noneSelected);
                  else setConfirming(true);
                }}
              >
                {t.create}
              </Button>
            </Summary>
          ) : null}
          {hint ? (
            <Alert $tone="error" role="alert">
              {hint}
            </Alert>
          ) : null}
        </>
      ) : null}
      <CreateRunDialog
        open={confirming}
        withdrawals={picked}
        onClose={() => setConfirming(false)}
        onCreated={(run) => {
          setConfirming(false);
          setChosen(new Set());
          onCreated(run);
        }}
      />
    </section>
  );
}
