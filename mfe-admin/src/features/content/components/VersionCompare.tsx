import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, Dialog, ErrorState, SelectField, Spinner, VisuallyHidden } from '@marktplatz/shared';
import { FormEnd, FormGrid, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { getVersion } from '../api/getVersion';
import type { ContentKind, VersionSummary } from '../api/types';
import { berlinDayTime } from '../lib/berlinTime';
import { changedFields, type DiffPart, type FieldChange, type ValueNames } from '../lib/versionDiff';
import { contentMessages as t } from '../messages';

const Changes = styled.dl`
  margin: ${({ theme }) => theme.space.md} 0 0;
  dt {
    font-weight: 600;
    margin-top: ${({ theme }) => theme.space.md};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Added = styled.ins`
  color: ${({ theme }) => theme.colors.success};
  text-decoration: underline;
  text-decoration-thickness: 2px;
`;

const Removed = styled.del`
  color: ${({ theme }) => theme.colors.danger};
  text-decoration: line-through;
`;

/** A word diff as text: added words in `ins`, removed ones in `del`, each named for screen readers. */
export function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'added')
          return (
            <Added key={index}>
              <VisuallyHidden>{`${t.compare.added}: `}</VisuallyHidden>
              {part.text}
            </Added>
          );
        if (part.kind === 'removed')
          return (
            <Removed key={index}>
              <VisuallyHidden>{`${t.compare.removed}: `}</VisuallyHidden>
              {part.text}
            </Removed>
          );
        return <span key={index}>{part.text}</span>;
      })}
    </>
  );
}

interface Choice {
  from?: string;
  to?: string;
}

type Result =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; from: number; to: number; changes: FieldChange[] };

const versionOptions = (versions: VersionSummary[]) =>
  versions.map((row) => ({
    value: String(row.version),
    label: `${t.versionLabel(row.version)} – ${berlinDayTime(row.saved_at)} Uhr${row.saved_by ? `, ${row.saved_by}` : ''}`,
  }));

export interface VersionCompareProps {
  kind: ContentKind;
  id: number;
  /** The versions, newest first (as the list answers them). */
  versions: VersionSummary[];
  /** Names of the ids a version stores (news category, region). */
  names?: ValueNames;
  onClose: () => void;
}

/** Two versions side by side as changes: pick an older and a newer one, see the changed fields with a word diff. */
export function VersionCompare({ kind, id, versions, names, onClose }: VersionCompareProps) {
  const [result, setResult] = useState<Result | null>(null);
  const initial: Choice = {
    to: versions[0] ? String(versions[0].version) : undefined,
    from: versions[1] ? String(versions[1].version) : undefined,
  };

  const compare = async ({ from, to }: Choice) => {
    const older = Number(from);
    const newer = Number(to);
    setResult({ state: 'loading' });
    try {
      const [a, b] = await Promise.all([getVersion(kind, id, older), getVersion(kind, id, newer)]);
      setResult({ state: 'ready', from: older, to: newer, changes: changedFields(kind, a.data, b.data, names) });
    } catch (failure) {
      setResult({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.compare.title}
      size="lg"
      footer={
        <Button type="button" variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      <Form<Choice>
        onSubmit={compare}
        initialValues={initial}
        validate={(values) => (values.from && values.from === values.to ? { to: t.compare.sameVersion } : {})}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t.compare.title}>
            <FormGrid>
              <SelectField id="compare-from" name="from" label={t.compare.from} required options={versionOptions(versions)} />
              <SelectField id="compare-to" name="to" label={t.compare.to} required options={versionOptions(versions)} />
            </FormGrid>
            <FormEnd submitting={submitting} label={t.compare.submit} />
          </form>
        )}
      </Form>
      <section aria-live="polite" aria-busy={result?.state === 'loading'}>
        {result?.state === 'loading' ? <Spinner block /> : null}
        {result?.state === 'failed' ? <ErrorState error={result.message} /> : null}
        {result?.state === 'ready' ? (
          <>
            <h3>{t.compare.heading(result.from, result.to)}</h3>
            {result.changes.length === 0 ? (
              <p>{t.compare.noChanges}</p>
            ) : (
              <>
                <Muted $small>{t.compare.legend}</Muted>
                <Changes>
                  {result.changes.map((change) => (
                    <div key={change.field} data-testid={`compare-${change.field}`}>
                      <dt>{change.label}</dt>
                      <dd>
                        <DiffText parts={change.parts} />
                      </dd>
                    </div>
                  ))}
                </Changes>
              </>
            )}
          </>
        ) : null}
      </section>
    </Dialog>
  );
}
