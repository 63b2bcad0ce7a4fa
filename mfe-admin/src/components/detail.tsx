/** The frame of a record's page (`/admin/…/:id`): loading, 404, error with retry, back link, facts and quotes. */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, Spinner } from '@marktplatz/shared';
import { Fact as KitFact, FactList } from '@marktplatz/shared/kit';
import { AdminFailure } from '../lib/adminApi';
import { NotFound } from '../lib/NotFound';
import { messages } from '../messages';

export const DetailSection = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** Label/value pairs, two columns (one below 640 px). */
export const Facts = styled(FactList).attrs({ $stackBelow: '640px', $stackGap: 'xs' })``;

/** One fact; „–“ without a value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <KitFact label={label} empty="–">
      {children}
    </KitFact>
  );
}

/** A quoted text of a person (complaint, statement). */
export const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  white-space: pre-wrap;
`;

/** „← Zurück zu …“ above the page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to}>← {children}</Link>
    </p>
  );
}

export type DetailLoad<T> = { state: 'loading' } | { state: 'failed'; message: string; missing: boolean } | { state: 'ready'; data: T };

export interface DetailOptions {
  /** Load only when true (the staff member's roles allow the page); default true. */
  enabled?: boolean;
  /** Keep the shown record while it is loaded again (no spinner). */
  keepWhileReloading?: boolean;
  /** Which refusals are the site's 404 page (default: status 404). */
  missing?: (failure: AdminFailure) => boolean;
}

const notFound = (failure: AdminFailure) => failure.status === 404;

/** Loads one record by its number: the state, a reload and a way to show an updated record. */
export function useDetail<T>(id: number, get: (id: number) => Promise<T>, options: DetailOptions = {}) {
  const { enabled = true, keepWhileReloading = false, missing = notFound } = options;
  const [load, setLoad] = useState<DetailLoad<T>>({ state: 'loading' });
  const valid = Number.isInteger(id);
  const reload = useCallback(() => {
    setLoad((current) => (keepWhileReloading && current.state === 'ready' ? current : { state: 'loading' }));
    get(id).then(
      (data) => setLoad({ state: 'ready', data }),
      (failure: unknown) =>
        setLoad({
          state: 'failed',
          message: failure instanceof AdminFailure ? failure.message : messages.errors.generic,
          missing: failure instanceof AdminFailure && missing(failure),
        }),
    );
    // `get` and `missing` are module-level functions of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, keepWhileReloading]);
  useEffect(() => {
    if (enabled && valid) reload();
  }, [reload, enabled, valid]);
  const show = useCallback((data: T) => setLoad({ state: 'ready', data }), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoad((current) => (current.state === 'ready' ? { state: 'ready', data: change(current.data) } : current)),
    [],
  );
  return { load, reload, show, update };
}

/** What a record's page shows until the record is there: the spinner, the 404 page or the error with retry. */
export function DetailStatus<T>({ load, onRetry }: { load: DetailLoad<T>; onRetry: () => void }) {
  if (load.state === 'loading') return <Spinner block />;
  if (load.state === 'failed') return load.missing ? <NotFound /> : <ErrorState error={load.message} onRetry={onRetry} />;
  return null;
}
