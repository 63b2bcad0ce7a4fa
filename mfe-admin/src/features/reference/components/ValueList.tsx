import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, ConfirmDialog, notify, NumberField, SelectField, TextareaField, TextField, toSubmissionErrors } from '@marktplatz/shared';
import { FormEnd, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { deleteReferenceValue } from '../api/deleteReferenceValue';
import { reorderReferenceValues } from '../api/reorderReferenceValues';
import { saveReferenceValue } from '../api/saveReferenceValue';
import { setReferenceRetired } from '../api/setReferenceRetired';
import type { ReferenceValue } from '../api/types';
import { formValues, toInput, type KindField, type KindSpec } from '../lib/kinds';
import { referenceMessages as t } from '../messages';

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
`;
const Row = styled.li<{ $child: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} 0;
  padding-left: ${({ theme, $child }) => ($child ? theme.space.xl : '0')};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

type Confirm = { action: 'retire' | 'remove'; value: ReferenceValue } | null;
const failed = (error: unknown) => notify.error(error instanceof AdminFailure ? error.message : t.loadFailed);
const parentOf = (value: ReferenceValue) => ('parent_id' in value ? value.parent_id : null);

/** Rows in their order; sub-entries (industries) right after their parent. */
function ordered(values: readonly ReferenceValue[]): ReferenceValue[] {
  const byPosition = (a: ReferenceValue, b: ReferenceValue) => a.position - b.position || a.id - b.id;
  const tops = values.filter((value) => parentOf(value) === null).sort(byPosition);
  return tops.flatMap((top) => [top, ...values.filter((value) => parentOf(value) === top.id).sort(byPosition)]);
}

function FieldOf({ field, parents }: { field: KindField; parents: readonly ReferenceValue[] }) {
  if (field.type === 'textarea') return <TextareaField name={field.name} label={field.label} required={field.required} />;
  if (field.type === 'number') return <NumberField name={field.name} label={field.label} required={field.required} />;
  if (field.type === 'select')
    return <SelectField name={field.name} label={field.label} required={field.required} options={field.options ?? []} />;
  if (field.type === 'parent') {
    const options = [
      { value: '', label: t.industries.none },
      ...parents.map((parent) => ({ value: String(parent.id), label: parent.name })),
    ];
    return <SelectField name={field.name} label={field.label} options={options} emptyOption={false} />;
  }
  return <TextField name={field.name} label={field.label} required={field.required} />;
}

/** One kind's values: order, edit, retire or delete each (with a question first); a form for a new one. */
export function ValueList({ spec, values, onChanged }: { spec: KindSpec; values: readonly ReferenceValue[]; onChanged: () => void }) {
  const [editing, setEditing] = useState<ReferenceValue | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const rows = ordered(values);
  const parents = values.filter((value) => parentOf(value) === null && value.id !== editing?.id);
  const siblingsOf = (value: ReferenceValue) => {
    const kindOf = (entry: ReferenceValue) => ('kind' in entry ? entry.kind : null);
    return rows.filter((entry) => parentOf(entry) === parentOf(value) && kindOf(entry) === kindOf(value));
  };

  const shift = async (value: ReferenceValue, by: number) => {
    const ids = siblingsOf(value).map((entry) => entry.id);
    const index = ids.indexOf(value.id);
    ids.splice(index, 1);
    ids.splice(index + by, 0, value.id);
    try {
      await reorderReferenceValues(spec.segment, ids);
      onChanged();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      {rows.length === 0 ? <Muted>{t.empty}</Muted> : null}
      <Rows>
        {rows.map((value) => {
          const siblings = siblingsOf(value);
          const index = siblings.indexOf(value);
          return (
            <Row key={value.id} $child={parentOf(value) !== null}>
              <div>
                <strong>{value.name}</strong>
                <Muted>
                  {[spec.detail(value), t.usage(value.usage_count), value.retired_at ? t.retiredBadge : ''].filter(Boolean).join(' · ')}
                </Muted>
              </div>
              <div role="group" aria-label={t.actionsOf(value.name)}>
                <Button variant="link" aria-label={t.upOf(value.name)} disabled={index <= 0} onClick={() => void shift(value, -1)}>
                  ↑
                </Button>
                <Button
                  variant="link"
                  aria-label={t.downOf(value.name)}
                  disabled={index >= siblings.length - 1}
                  onClick={() => void shift(value, 1)}
                >
                  ↓
                </Button>
                <Button variant="link" aria-label={t.editOf(value.name)} onClick={() => setEditing(value)}>
                  {t.edit}
                </Button>
                {value.retired_at ? (
                  <Button
                    variant="link"
                    onClick={() =>
                      void setReferenceRetired(spec.segment, value.id, false).then(() => {
                        notify.success(t.done.unretired);
                        onChanged();
                      }, failed)
                    }
                  >
                    {t.unretire}
                  </Button>
                ) : (
                  <Button variant="link" onClick={() => setConfirm({ action: 'retire', value })}>
                    {t.retire}
                  </Button>
                )}
                <Button variant="link" onClick={() => setConfirm({ action: 'remove', value })}>
                  {t.remove}
                </Button>
              </div>
            </Row>
          );
        })}
      </Rows>
      <SectionTitle as="h3">{editing ? t.editOf(editing.name) : t.newEntry}</SectionTitle>
      <Form<Record<string, string>>
        key={editing?.id ?? 'new'}
        initialValues={formValues(spec, editing)}
        onSubmit={async (input, form) => {
          try {
            await saveReferenceValue(spec.segment, toInput(spec, input), editing?.id);
            notify.success(editing ? t.done.saved : t.done.created);
            setEditing(null);
            form.restart();
            onChanged();
            return undefined;
          } catch (error) {
            return toSubmissionErrors(error);
          }
        }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={editing ? t.editOf(editing.name) : t.newEntry}>
            {spec.fields.map((field) => (
              <FieldOf key={field.name} field={field} parents={parents} />
            ))}
            <FormEnd
              error={submitError}
              submitting={submitting}
              label={editing ? t.save : t.create}
              secondary={
                editing ? (
                  <Button variant="secondary" onClick={() => setEditing(null)}>
                    {t.cancel}
                  </Button>
                ) : undefined
              }
            />
          </form>
        )}
      </Form>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? (confirm.action === 'remove' ? t.removeTitle(confirm.value.name) : t.retireTitle(confirm.value.name)) : ''}
        confirmLabel={confirm?.action === 'remove' ? t.remove : t.retire}
        destructive={confirm?.action === 'remove'}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          try {
            if (confirm.action === 'remove') await deleteReferenceValue(spec.segment, confirm.value.id);
            else await setReferenceRetired(spec.segment, confirm.value.id, true);
            notify.success(confirm.action === 'remove' ? t.done.removed : t.done.retired);
            onChanged();
          } catch (error) {
            failed(error);
          }
          setConfirm(null);
        }}
      >
        {confirm?.action === 'remove' ? t.removeText : t.retireText}
      </ConfirmDialog>
    </>
  );
}
