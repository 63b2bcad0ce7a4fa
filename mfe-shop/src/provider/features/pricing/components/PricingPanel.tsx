import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import {
  Button,
  composeValidators,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  formatNumber,
  messages as sharedMessages,
  notify,
  NumberField,
  Select,
  Spinner,
  Table,
  type TableColumn,
  toSubmissionErrors,
  useFetch,
  type Validator,
  formatGermanNumber,
  formatCents,
} from '@marktplatz/shared';
import {
  Actions,
  Amount,
  Fieldset,
  FormEnd,
  FormGrid,
  FormRefusal,
  Muted,
  SectionTitle,
  Toolbar,
  ToolbarField,
} from '@marktplatz/shared/kit';
import { addBulkPrice } from '../api/addBulkPrice';
import { addWholesaleDiscount } from '../api/addWholesaleDiscount';
import { deleteBulkPrice } from '../api/deleteBulkPrice';
import { deleteWholesaleDiscount } from '../api/deleteWholesaleDiscount';
import { editBulkPrice } from '../api/editBulkPrice';
import { getBulkPrices } from '../api/getBulkPrices';
import { getWholesaleDiscounts } from '../api/getWholesaleDiscounts';
import { variantLabelOf, type BulkPrice, type ProductBundle, type WholesaleDiscount } from '../../../entities/product';
import { numberOrUndefined } from '../../../../lib/forms';
import { messages } from '../../../../messages/provider';

const t = messages.pricing;

const minTwo: Validator = (value) => (typeof value === 'number' && (value < 2 || !Number.isInteger(value)) ? t.tierQtyMin : undefined);
const minOne: Validator = (value) =>
  typeof value === 'number' && (value < 1 || !Number.isInteger(value)) ? messages.editor.wholeNumber : undefined;
const positive: Validator = (value) => (typeof value === 'number' && value <= 0 ? messages.editor.pricePositive : undefined);
const percent: Validator = (value) => (typeof value === 'number' && (value <= 0 || value >= 100) ? t.discountRange : undefined);

type TierValues = { min_qty?: number | string; price?: number | string };
type DiscountValues = { whole_sell_qty?: number | string; whole_sell_discount?: number | string };

/** Tiered prices and wholesale discounts of one product, per variant or for the whole product. */
export function PricingPanel({ product }: { product: ProductBundle }) {
  const selectId = useId();
  const variants = product.variants.filter((variant) => !variant.is_default);
  const [variantId, setVariantId] = useState<number | null>(variants.length > 0 ? (variants[0]?.id ?? null) : null);
  const tiers = useFetch((signal) => getBulkPrices(product.id, signal), [product.id]);
  const discounts = useFetch((signal) => getWholesaleDiscounts(product.id, signal), [product.id]);
  const [editingTier, setEditingTier] = useState<BulkPrice | null>(null);
  const [deletingTier, setDeletingTier] = useState<BulkPrice | null>(null);
  const [deletingDiscount, setDeletingDiscount] = useState<WholesaleDiscount | null>(null);

  const visibleTiers = (tiers.data ?? []).filter((tier) => tier.variant_id === variantId).sort((a, b) => a.min_qty - b.min_qty);
  const visibleDiscounts = (discounts.data ?? [])
    .filter((discount) => discount.shop_product_variant_id === variantId)
    .sort((a, b) => a.whole_sell_qty - b.whole_sell_qty);

  const saveTier = async (values: TierValues) => {
    const minQty = numberOrUndefined(values.min_qty) ?? 0;
    const price = numberOrUndefined(values.price) ?? 0;
    if (!editingTier && visibleTiers.some((tier) => tier.min_qty === minQty)) return { min_qty: t.tierDuplicate };
    try {
      const message = editingTier
        ? await editBulkPrice({ id: editingTier.id, min_qty: minQty, price })
        : await addBulkPrice({ product_id: product.id, variant_id: variantId, min_qty: minQty, price });
      notify.success(message ?? t.tierAdded);
      setEditingTier(null);
      tiers.reload();
      return undefined;
    } catch (reason) {
      return toSubmissionErrors(reason);
    }
  };

  const saveDiscount = async (values: DiscountValues) => {
    try {
      const message = await addWholesaleDiscount({
        product_id: product.id,
        shop_product_variant_id: variantId,
        whole_sell_qty: numberOrUndefined(values.whole_sell_qty) ?? 0,
        whole_sell_discount: numberOrUndefined(values.whole_sell_discount) ?? 0,
      });
      notify.success(message ?? t.wholesaleSaved);
      discounts.reload();
      return undefined;
    } catch (reason) {
      return toSubmissionErrors(reason);
    }
  };

  const run = async (action: () => Promise<string | undefined>, done: string, after: () => void) => {
    try {
      const message = await action();
      notify.success(message ?? done);
    } catch (reason) {
      notify.error(errorMessage(reason));
    } finally {
      after();
    }
  };

  const tierColumns: TableColumn<BulkPrice>[] = [
    { key: 'qty', header: t.tierQty, align: 'end', render: (tier) => formatGermanNumber(tier.min_qty) },
    { key: 'price', header: t.tierPrice, align: 'end', render: (tier) => <Amount>{formatCents(tier.price_cents)}</Amount> },
    {
      key: 'actions',
      header: messages.list.actions,
      render: (tier) => (
        <Actions>
          <Button variant="secondary" aria-label={t.tierEdit(tier.min_qty)} onClick={() => setEditingTier(tier)}>
            {messages.list.edit}
          </Button>
          <Button variant="link" aria-label={t.tierDelete(tier.min_qty)} onClick={() => setDeletingTier(tier)}>
            {messages.list.delete}
          </Button>
        </Actions>
      ),
    },
  ];
  const discountColumns: TableColumn<WholesaleDiscount>[] = [
    { key: 'qty', header: t.wholesaleQty, align: 'end', render: (row) => formatGermanNumber(row.whole_sell_qty) },
    { key: 'discount', header: t.wholesaleDiscount, align: 'end', render: (row) => `${formatNumber(row.whole_sell_discount)} %` },
    {
      key: 'actions',
      header: messages.list.actions,
      render: (row) => (
        <Button variant="link" aria-label={t.wholesaleDelete(row.whole_sell_qty)} onClick={() => setDeletingDiscount(row)}>
          {messages.list.delete}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <SectionTitle>{t.heading}</SectionTitle>
      {variants.length > 0 ? (
        <Toolbar>
          <ToolbarField id={selectId} label={t.pickVariant}>
            <Select
              id={selectId}
              value={variantId ?? ''}
              onChange={(event) => setVariantId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t.allVariants}</option>
              {variants.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {variantLabelOf(variant)} ({formatCents(variant.gross_price_cents)})
                </option>
              ))}
            </Select>
          </ToolbarField>
        </Toolbar>
      ) : null}

      <Fieldset>
        <legend>{t.tiersHeading}</legend>
        <Muted>{t.tiersIntro}</Muted>
        {tiers.loading && !tiers.data ? <Spinner block /> : null}
        {tiers.error !== undefined ? <ErrorState error={tiers.error} onRetry={tiers.reload} /> : null}
        {tiers.data ? (
          visibleTiers.length === 0 ? (
            <Muted>{t.tiersEmpty}</Muted>
          ) : (
            <Table columns={tierColumns} rows={visibleTiers} getRowKey={(tier) => tier.id} caption={t.tiersHeading} />
          )
        ) : null}
        <Form<TierValues>
          key={editingTier?.id ?? 'new'}
          onSubmit={saveTier}
          initialValues={editingTier ? { min_qty: editingTier.min_qty, price: editingTier.price } : {}}
        >
          {({ handleSubmit, submitting, submitError, form }) => (
            <form
              onSubmit={(event) => {
                void Promise.resolve(handleSubmit(event)).then(() => {
                  if (form.getState().submitSucceeded) form.restart();
                });
              }}
              noValidate
              aria-label={editingTier ? t.tierEdit(editingTier.min_qty) : t.tierAdd}
            >
              <FormRefusal error={submitError} />
              <FormGrid>
                <NumberField name="min_qty" label={t.tierQty} required validate={minTwo} />
                <NumberField name="price" label={t.tierPrice} required validate={positive} />
              </FormGrid>
              <FormEnd
                submitting={submitting}
                variant="secondary"
                label={editingTier ? t.tierSave : t.tierAdd}
                secondary={
                  editingTier ? (
                    <Button variant="link" onClick={() => setEditingTier(null)}>
                      {sharedMessages.cancel}
                    </Button>
                  ) : null
                }
              />
            </form>
          )}
        </Form>
      </Fieldset>

      <Fieldset>
        <legend>{t.wholesaleHeading}</legend>
        <Muted>{t.wholesaleIntro}</Muted>
        {discounts.loading && !discounts.data ? <Spinner block /> : null}
        {discounts.error !== undefined ? <ErrorState error={discounts.error} onRetry={discounts.reload} /> : null}
        {discounts.data ? (
          visibleDiscounts.length === 0 ? (
            <Muted>{t.wholesaleEmpty}</Muted>
          ) : (
            <Table columns={discountColumns} rows={visibleDiscounts} getRowKey={(row) => row.id} caption={t.wholesaleHeading} />
          )
        ) : null}
        <Form<DiscountValues> onSubmit={saveDiscount}>
          {({ handleSubmit, submitting, submitError, form }) => (
            <form
              onSubmit={(event) => {
                void Promise.resolve(handleSubmit(event)).then(() => {
                  if (form.getState().submitSucceeded) form.restart();
                });
              }}
              noValidate
              aria-label={t.wholesaleAdd}
            >
              <FormRefusal error={submitError} />
              <FormGrid>
                <NumberField name="whole_sell_qty" label={t.wholesaleQty} required validate={composeValidators(minOne)} />
                <NumberField name="whole_sell_discount" label={t.wholesaleDiscount} required validate={percent} />
              </FormGrid>
              <FormEnd submitting={submitting} variant="secondary" label={t.wholesaleAdd} />
            </form>
          )}
        </Form>
      </Fieldset>

      <ConfirmDialog
        open={deletingTier !== null}
        title={t.tierDeleteTitle}
        onCancel={() => setDeletingTier(null)}
        onConfirm={() =>
          deletingTier
            ? run(
                () => deleteBulkPrice(deletingTier.id),
                t.tierDeleted,
                () => {
                  setDeletingTier(null);
                  tiers.reload();
                },
              )
            : undefined
        }
      >
        <p>{deletingTier ? t.tierDeleteText(deletingTier.min_qty) : null}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingDiscount !== null}
        title={t.wholesaleDeleteTitle}
        onCancel={() => setDeletingDiscount(null)}
        onConfirm={() =>
          deletingDiscount
            ? run(
                () => deleteWholesaleDiscount(deletingDiscount.id),
                t.wholesaleDeleted,
                () => {
                  setDeletingDiscount(null);
                  discounts.reload();
                },
              )
            : undefined
        }
      >
        <p>{deletingDiscount ? t.wholesaleDelete(deletingDiscount.whole_sell_qty) : null}</p>
      </ConfirmDialog>
    </section>
  );
}
