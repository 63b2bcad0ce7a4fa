import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button, ConfirmDialog, notify, SelectField, TextareaField, TextField, toSubmissionErrors } from '@marktplatz/shared';
import { FormEnd, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { createCategory } from '../api/createCategory';
import { deleteCategory } from '../api/deleteCategory';
import { moveCategory } from '../api/moveCategory';
import { reorderCategories } from '../api/reorderCategories';
import { setCategoryRetired } from '../api/setCategoryRetired';
import type { AdminCategory } from '../api/types';
import { updateCategory } from '../api/updateCategory';
import { moveTargets } from '../lib/tree';
import { referenceMessages as t } from '../messages';

const TOP = 'top';
const failed = (error: unknown) => notify.error(error instanceof AdminFailure ? error.message : t.loadFailed);

const optionsOf = (categories: readonly AdminCategory[]) => [
  { value: TOP, label: t.categories.topLevel },
  ...categories.map((category) => ({ value: String(category.id), label: `${'– '.repeat(category.level - 1)}${category.name}` })),
];
const parentOf = (value: string | undefined) => (value && value !== TOP ? Number(value) : null);

export interface CategoryPanelProps {
  categories: readonly AdminCategory[];
  selected: AdminCategory | null;
  onChanged: (selectId?: number | null) => void;
}

/** The selected category: rename, move („Verschieben nach…“), order, retire or delete; and the form for a new one. */
export function CategoryPanel({ categories, selected, onChanged }: CategoryPanelProps) {
  const [confirm, setConfirm] = useState<'retire' | 'remove' | null>(null);
  const siblings = selected
    ? categories.filter((category) => category.parent_id === selected.parent_id).sort((a, b) => a.position - b.position)
    : [];
  const index = selected ? siblings.findIndex((category) => category.id === selected.id) : -1;

  const shift = async (by: number) => {
    if (!selected) return;
    const ids = siblings.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    try {
      await reorderCategories(ids);
      onChanged(selected.id);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div>
      {selected ? (
        <>
          <SectionTitle as="h3">{selected.name}</SectionTitle>
          <Muted>
            {t.categories.level(selected.level)} · {t.categories.products(selected.usage_count)}
            {selected.retired_at ? ` · ${t.retiredBadge}` : ''}
          </Muted>
          <Form<{ name?: string; description?: string }>
            key={`edit-${selected.id}`}
            initialValues={{ name: selected.name, description: selected.description ?? '' }}
            onSubmit={async (values) => {
              try {
                await updateCategory(selected.id, { name: values.name ?? '', description: values.description ?? null });
                notify.success(t.done.saved);
                onChanged(selected.id);
                return undefined;
              } catch (error) {
                return toSubmissionErrors(error);
              }
            }}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t.editOf(selected.name)}>
                <TextField name="name" label={t.name} required />
                <TextareaField name="description" label={t.description} />
                <FormEnd error={submitError} submitting={submitting} label={t.save} />
              </form>
            )}
          </Form>
          <Form<{ parent?: string }>
            key={`move-${selected.id}`}
            initialValues={{ parent: selected.parent_id === null ? TOP : String(selected.parent_id) }}
            onSubmit={async (values) => {
              try {
                await moveCategory(selected.id, parentOf(values.parent));
                notify.success(t.done.moved);
                onChanged(selected.id);
                return undefined;
              } catch (error) {
                return toSubmissionErrors(error);
              }
            }}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t.categories.moveTo}>
                <SelectField
                  name="parent"
                  label={t.categories.moveTo}
                  options={optionsOf(moveTargets(categories, selected.id))}
                  emptyOption={false}
                />
                <FormEnd error={submitError} submitting={submitting} label={t.categories.move} variant="secondary" />
              </form>
            )}
          </Form>
          <div role="group" aria-label={t.actionsOf(selected.name)}>
            <Button variant="secondary" disabled={index <= 0} onClick={() => void shift(-1)}>
              {t.up}
            </Button>{' '}
            <Button variant="secondary" disabled={index < 0 || index >= siblings.length - 1} onClick={() => void shift(1)}>
              {t.down}
            </Button>{' '}
            {selected.retired_at ? (
              <Button
                variant="secondary"
                onClick={() =>
                  void setCategoryRetired(selected.id, false).then(() => {
                    notify.success(t.done.unretired);
                    onChanged(selected.id);
                  }, failed)
                }
              >
                {t.unretire}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setConfirm('retire')}>
                {t.retire}
              </Button>
            )}{' '}
            <Button variant="danger" onClick={() => setConfirm('remove')}>
              {t.remove}
            </Button>
          </div>
          <ConfirmDialog
            open={confirm !== null}
            title={confirm === 'remove' ? t.removeTitle(selected.name) : t.retireTitle(selected.name)}
            confirmLabel={confirm === 'remove' ? t.remove : t.retire}
            destructive={confirm === 'remove'}
            onCancel={() => setConfirm(null)}
            onConfirm={async () => {
              try {
                if (confirm === 'remove') await deleteCategory(selected.id);
                else await setCategoryRetired(selected.id, true);
                notify.success(confirm === 'remove' ? t.done.removed : t.done.retired);
                setConfirm(null);
                onChanged(confirm === 'remove' ? null : selected.id);
              } catch (error) {
                setConfirm(null);
                failed(error);
              }
            }}
          >
            {confirm === 'remove' ? t.removeText : t.retireText}
          </ConfirmDialog>
        </>
      ) : (
        <Muted>{t.categories.selectHint}</Muted>
      )}
      <SectionTitle as="h3">{t.categories.newCategory}</SectionTitle>
      <Form<{ name?: string; parent?: string }>
        initialValues={{ parent: selected && selected.level < 3 ? String(selected.id) : TOP }}
        onSubmit={async (values, form) => {
          try {
            const made = await createCategory({ name: values.name ?? '', parent_id: parentOf(values.parent) });
            notify.success(t.done.created);
            form.restart();
            onChanged(made.id);
            return undefined;
          } catch (error) {
            return toSubmissionErrors(error);
          }
        }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t.categories.newCategory}>
            <TextField name="name" label={t.name} required />
            <SelectField
              name="parent"
              label={t.categories.parent}
              options={optionsOf(categories.filter((category) => category.level < 3))}
              emptyOption={false}
            />
            <FormEnd error={submitError} submitting={submitting} label={t.create} />
          </form>
        )}
      </Form>
    </div>
  );
}
