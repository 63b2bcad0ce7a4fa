import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldShell, Input, Spinner } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { searchProviders, type ProviderHit } from '../api/searchProviders';
import { commissionMessages } from '../messages';

const t = commissionMessages.form;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  > input {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const Hits = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface PickedProvider {
  id: number;
  name: string;
}

type Search =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; message: string; byNumber: boolean }
  | { state: 'ready'; hits: ProviderHit[] };

/**
 * The provider of an override, found by `GET /admin/providers?q=` (company, e-mail, number). Inside the rule form —
 * the search runs on its button or Enter, not as a form submit.
 */
export function ProviderPicker({
  value,
  onChange,
  error,
}: {
  value: PickedProvider | null;
  onChange: (provider: PickedProvider | null) => void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  const run = () => {
    const term = q.trim();
    if (!term) return;
    setSearch({ state: 'loading' });
    searchProviders(term).then(
      (hits) => setSearch({ state: 'ready', hits }),
      (failure: unknown) => {
        // The provider search belongs to trust & safety and support: without those roles the number is typed in.
        const refused = failure instanceof AdminFailure && (failure.status === 403 || failure.code === 'FORBIDDEN');
        setSearch({
          state: 'failed',
          message: refused ? t.providerSearchRefused : failure instanceof AdminFailure ? failure.message : messages.errors.generic,
          byNumber: refused || /^\d+$/.test(term),
        });
      },
    );
  };
  const takeNumber = () => {
    const id = Number(q.trim());
    if (Number.isInteger(id) && id > 0) onChange({ id, name: t.providerByNumber(id) });
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    }
  };

  if (value) {
    return (
      <FieldShell
        id="commission-provider-search"
        label={t.provider}
        required
        error={error}
        errorId="commission-provider-error"
        hintId="commission-provider-hint"
      >
        <Row>
          <strong id="commission-provider-search" tabIndex={-1}>
            {t.providerChosen(value.name)}
          </strong>
          <Button type="button" size="sm" variant="secondary" onClick={() => onChange(null)}>
            {t.providerChange}
          </Button>
        </Row>
      </FieldShell>
    );
  }

  return (
    <FieldShell
      id="commission-provider-search"
      label={t.providerSearch}
      hint={t.providerSearchHint}
      hintId="commission-provider-hint"
      error={error}
      errorId="commission-provider-error"
      required
    >
      <Row>
        <Input
          id="commission-provider-search"
          type="search"
          value={q}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={['commission-provider-hint', error ? 'commission-provider-error' : null].filter(Boolean).join(' ')}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={onKey}
        />
        <Button type="button" variant="secondary" onClick={run}>
          {t.providerSearchSubmit}
        </Button>
      </Row>
      {search.state === 'loading' ? <Spinner /> : null}
      {search.state === 'failed' ? (
        <>
          <Muted $small role="alert">
            {search.message}
          </Muted>
          {search.byNumber && /^\d+$/.test(q.trim()) ? (
            <Button type="button" size="sm" variant="secondary" onClick={takeNumber}>
              {t.providerTakeNumber(Number(q.trim()))}
            </Button>
          ) : null}
        </>
      ) : null}
      {search.state === 'ready' ? (
        search.hits.length === 0 ? (
          <Muted $small role="status">
            {t.providerNone}
          </Muted>
        ) : (
          <Hits aria-label={t.providerResults}>
            {search.hits.map((hit) => {
              const name = t.providerName(hit);
              return (
                <li key={hit.id}>
                  <Button
                    type="button"
                    size="sm"
                    variant="link"
                    aria-label={t.providerPick(name)}
                    onClick={() => onChange({ id: hit.id, name })}
                  >
                    {name}
                  </Button>{' '}
                  <Muted $small as="span">
                    {hit.email} · {hit.status_label}
                  </Muted>
                </li>
              );
            })}
          </Hits>
        )
      ) : null}
    </FieldShell>
  );
}
