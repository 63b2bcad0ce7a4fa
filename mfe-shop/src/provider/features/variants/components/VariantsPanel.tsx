import { useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import styled from 'styled-components';
import { Actions, Amount, Badge, Fieldset, FormEnd, FormGrid, Muted, SectionTitle } from '@marktplatz/shared/kit';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  Input,
  NumberField,
  Spinner,
  Table,
  errorMessage,
  notify,
  useFetch,
  type TableColumn,
  formatCents,
} from '@marktplatz/shared';
import { removeVariant } from '../api/removeVariant';
import { saveVariants } from '../api/saveVariants';
import { updateVariantQuantity } from '../api/updateVariantQuantity';
import { getFeatures } from '../../products';
import { chosenValueIds, variantLabelOf, type Feature, type ProductBundle, type Variant } from '../../../entities/product';

import { VariantEditDialog } from './VariantEditDialog';
import { combinationKey, combineFeatureValues, type FeatureChoice } from '../../../../lib/productRules';
import { numberOrUndefined } from '../../../../lib/forms';
import { messages } from '../../../../messages/provider';

const t = messages.variants;

const Preview = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const QtyRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  flex-wrap: nowrap;
`;

const QtyInput = styled(Input)`
  width: 5rem;
  min-height: 36px;
`;

/** The chosen values of the product's data sheet, grouped by feature, for the variant generation. */
export function featureChoices(features: readonly Feature[], chosen: ReadonlySet<number>): FeatureChoice[] {
  return features.map((feature) => ({
    featureId: feature.id,
    featureName: feature.name,
    values: feature.values.filter((value) => chosen.has(value.id)).map((value) => ({ id: value.id, name: value.name })),
  }));
}

/** Key of a variant's combination (its value ids). */
export function variantKey(variant: Variant): string {
  return combinationKey(
    variant.variant_options.map((option) => option.feature_value_id).filter((id): id is number => typeof id === 'number'),
  );
}

/** The generation preview: every combination, marked new or existing. */
export function GenerationPreview({ choices, existing }: { choices: FeatureChoice[]; existing: ReadonlySet<string> }) {
  const combos = combineFeatureValues(choices);
  if (combos.length === 0) return <Muted>{t.noValues}</Muted>;
  return (
    <>
      <Muted aria-live="polite">{t.preview(combos.length)}</Muted>
      <Preview data-testid="variant-preview">
        {combos.map((combo) => {
          const exists = existing.has(combinationKey(combo.options.map((option) => option.valueId)));
          return (
            <li key={combo.label}>
              <span>{combo.label}</span>
              <Badge $tone={exists ? 'neutral' : 'success'}>{exists ? t.existing : t.newOne}</Badge>
            </li>
          );
        })}
      </Preview>
    </>
  );
}

function QuickStock({ variant, onSaved }: { variant: Variant; onSaved: () => void }) {
  const [value, setValue] = useState(String(variant.qty));
  const [busy, setBusy] = useState(false);
  const label = variantLabelOf(variant);
  const save = async () => {
    const qty = Number(value.replace(/\./g, ''));
    if (!Number.isInteger(qty) || qty < 0) {
      notify.error(messages.editor.wholeNumber);
      return;
    }
    if (qty === variant.qty) return;
    setBusy(true);
    try {
      await updateVariantQuantity(variant.id, qty);
      notify.success(t.stockSaved);
      onSaved();
    } catch (reason) {
      notify.error(errorMessage(reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <QtyRow>
      <QtyInput aria-label={t.quickStock(label)} inputMode="numeric" value={value} onChange={(event) => setValue(event.target.value)} />
      <Button
        variant="secondary"
        aria-label={t.quickStockSave(label)}
        onClick={() => void save()}
        loading={busy}
        disabled={value === String(variant.qty)}
      >
        {t.quickStockButton}
      </Button>
    </QtyRow>
  );
}

/** Variants tab: generate from the chosen feature values (with preview), list, edit, quick stock, delete. */
export function VariantsPanel({ product, onChanged }: { product: ProductBundle; onChanged: () => void }) {
  const features = useFetch((signal) => getFeatures(signal), []);
  const [editing, setEditing] = useState<Variant | null>(null);
  const [removing, setRemoving] = useState<Variant | null>(null);
  const choices = featureChoices(features.data ?? [], chosenValueIds(product));
  const real = product.variants.filter((variant) => !variant.is_default);
  const existing = new Set(real.map(variantKey));
  const combos = combineFeatureValues(choices);
  const newCount = combos.filter((combo) => !existing.has(combinationKey(combo.options.map((o) => o.valueId)))).length;

  const generate = async (values: { price?: number | string; qty?: number | string }) => {
    try {
      const used = choices.filter((choice) => choice.values.length > 0);
      const result = await saveVariants(
        product.id,
        used.map((choice) => ({ feature_id: choice.featureId, value_ids: choice.values.map((value) => value.id) })),
        { price: numberOrUndefined(values.price), qty: numberOrUndefined(values.qty) },
      );
      notify.success(result.message ?? t.generated);
      onChanged();
      return undefined;
    } catch (reason) {
      return { [FORM_ERROR]: errorMessage(reason) };
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await removeVariant(removing.id);
      notify.success(t.removed);
      onChanged();
    } catch (reason) {
      notify.error(errorMessage(reason));
    } finally {
      setRemoving(null);
    }
  };

  const columns: TableColumn<Variant>[] = [
    { key: 'label', header: t.variant, render: (variant) => variantLabelOf(variant) },
    { key: 'article', header: t.articleNo, render: (variant) => variant.article_no ?? '–' },
    { key: 'net', header: t.withoutTax, align: 'end', render: (variant) => <Amount>{formatCents(variant.net_price_cents)}</Amount> },
    { key: 'gross', header: t.withTax, align: 'end', render: (variant) => <Amount>{formatCents(variant.gross_price_cents)}</Amount> },
    {
      key: 'qty',
      header: t.qty,
      render: (variant) => <QuickStock key={`${variant.id}-${variant.qty}`} variant={variant} onSaved={onChanged} />,
    },
    {
      key: 'actions',
      header: messages.list.actions,
      render: (variant) => (
        <Actions>
          <Button variant="secondary" aria-label={t.edit(variantLabelOf(variant))} onClick={() => setEditing(variant)}>
            {messages.list.edit}
          </Button>
          {variant.is_default ? null : (
            <Button variant="link" aria-label={t.remove(variantLabelOf(variant))} onClick={() => setRemoving(variant)}>
              {messages.list.delete}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <section>
      <SectionTitle>{t.heading}</SectionTitle>
      <Fieldset>
        <legend>{t.generateHeading}</legend>
        <Muted>{t.generateIntro}</Muted>
        {features.loading && !features.data ? <Spinner block /> : null}
        {features.error !== undefined ? <ErrorState error={features.error} onRetry={features.reload} /> : null}
        {features.data ? <GenerationPreview choices={choices} existing={existing} /> : null}
        {combos.length > 0 ? (
          <Form<{ price?: number | string; qty?: number | string }> onSubmit={generate} initialValues={{ price: product.price, qty: 0 }}>
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate>
                <FormGrid>
                  <NumberField name="price" label={t.newPrice} />
                  <NumberField name="qty" label={t.newQty} />
                </FormGrid>
                <FormEnd
                  error={submitError}
                  submitting={submitting}
                  disabled={newCount === 0 && combos.length === real.length}
                  label={t.generate(newCount)}
                />
              </form>
            )}
          </Form>
        ) : null}
      </Fieldset>
      <SectionTitle as="h3">{t.listHeading}</SectionTitle>
      {product.variants.length === 0 ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <Table
          columns={columns}
          rows={product.variants.filter((variant) => !variant.is_default || real.length === 0)}
          getRowKey={(variant) => variant.id}
          caption={t.listHeading}
        />
      )}
      {editing ? (
        <VariantEditDialog
          variant={editing}
          gallery={product.images}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
          onImagesChanged={onChanged}
        />
      ) : null}
      <ConfirmDialog open={removing !== null} title={t.removeTitle} onCancel={() => setRemoving(null)} onConfirm={remove}>
        <p>{removing ? t.removeText(variantLabelOf(removing)) : null}</p>
      </ConfirmDialog>
    </section>
  );
}
