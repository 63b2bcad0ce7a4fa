import { Field, Form, useField } from 'react-final-form';
import type { FormApi } from 'final-form';
import styled from 'styled-components';
import { Fieldset, FormEnd, FormGrid, FormRefusal, Muted } from '@marktplatz/shared/kit';
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextField,
  TextareaField,
  composeValidators,
  maxLength,
  type Validator,
  formatCents,
} from '@marktplatz/shared';
import type { Bank } from '../api/getBanks';
import type { Manufacturer } from '../api/getManufacturers';
import type { Option } from '../types';
import type { ShippingMethod } from '../api/getShippingMethods';
import type { Tax } from '../api/getTaxes';
import type { UnitType } from '../api/getUnitTypes';
import { CategoryCascade } from './CategoryCascade';
import { CommissionHint } from './CommissionHint';
import { CrossSellingPicker } from './CrossSellingPicker';
import type { ProductFormValues } from './productValues';
import { checkboxRows } from './checkboxRows';
import { grossFromNet, netFromGross, taxOptions } from '../../../../lib/productRules';
import { messages } from '../../../../messages/provider';
import { centsOfEuros } from '../../../../lib/money';

export interface Catalog {
  categories: Option[];
  taxes: Tax[];
  manufacturers: Manufacturer[];
  shippings: ShippingMethod[];
  unitTypes: UnitType[];
  banks: Bank[];
}

const t = messages.editor;

const nonNegative: Validator = (value) => (typeof value === 'number' && value < 0 ? t.positive : undefined);
const positivePrice: Validator = (value) => (typeof value === 'number' && value <= 0 ? t.pricePositive : undefined);
const wholeNumber: Validator = (value) => (typeof value === 'number' && !Number.isInteger(value) ? t.wholeNumber : undefined);

const ShippingList = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  legend {
    font-weight: 500;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  ${checkboxRows}
`;

/** The save button stays in view at the foot of the screen while the provider scrolls the long form. */
const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: flex-end;
  margin: 0 calc(-1 * ${({ theme }) => theme.space.sm});
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.08);
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  button {
    min-height: 44px;
  }
`;

/** The price as entered, with its gross and net amount at the chosen tax rate. */
function PricePreview() {
  const price = useField<number | string | undefined>('price', { subscription: { value: true } }).input.value;
  const tax = useField<string>('tax', { subscription: { value: true } }).input.value;
  const included = useField<boolean>('price_included', { subscription: { value: true } }).input.value;
  const rate = Number(tax);
  if (typeof price !== 'number' || !Number.isFinite(rate)) return null;
  const gross = included ? price : grossFromNet(price, rate);
  const net = included ? netFromGross(price, rate) : price;
  return (
    <Muted className="full" aria-live="polite" data-testid="price-preview">
      {t.grossPreview(formatCents(centsOfEuros(gross)), formatCents(centsOfEuros(net)))}
    </Muted>
  );
}

function TaxSelect({ taxes, current }: { taxes: readonly Tax[]; current?: number }) {
  const rates = taxOptions(
    taxes.map((tax) => Number(tax.value)),
    current,
  );
  return (
    <SelectField name="tax" label={t.tax} required options={rates.map((rate) => ({ value: String(rate), label: t.taxOption(rate) }))} />
  );
}

function Conditional({ when, children }: { when: keyof ProductFormValues; children: React.ReactNode }) {
  const value = useField(when, { subscription: { value: true } }).input.value;
  return value ? <>{children}</> : null;
}

function CrossSellingSection({ categories, ownId }: { categories: readonly Option[]; ownId?: number }) {
  const type = useField<string>('crossselling_type', { subscription: { value: true } }).input.value;
  return (
    <>
      <SelectField
        name="crossselling_type"
        label={t.crossType}
        options={Object.entries(t.crossTypes).map(([value, label]) => ({ value, label }))}
      />
      {type === 'category' ? (
        <SelectField
          name="crossselling_category_id"
          label={t.crossCategory}
          required
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      ) : (
        <CrossSellingPicker ownId={ownId} />
      )}
    </>
  );
}

export interface ProductFormProps {
  initialValues: ProductFormValues;
  catalog: Catalog;
  /** The tax rate the product had when loaded (kept in the list even if no longer offered). */
  currentTax?: number;
  productId?: number;
  isFood: boolean;
  /** Stock is edited here only while the product has no variants. */
  onSubmit: (values: ProductFormValues, form: FormApi<ProductFormValues>) => Promise<Record<string, unknown> | undefined>;
  submitLabel: string;
}

/** Every field of the shop product (spec 01 §3), in German sections. */
export function ProductForm({ initialValues, catalog, currentTax, productId, isFood, onSubmit, submitLabel }: ProductFormProps) {
  return (
    <Form<ProductFormValues> onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, submitError, values, dirty }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={submitLabel}>
          <FormRefusal error={submitError} />
          <Muted>{t.requiredHint}</Muted>

          <Fieldset>
            <legend>{t.general}</legend>
            <FormGrid>
              <div className="full">
                <TextField name="name" label={t.name} required validate={maxLength(200)} />
              </div>
              <TextField name="sku" label={t.articleNumber} hint={t.articleNumberHint} required validate={maxLength(64)} />
              <TextField name="ein_number" label={t.ein} inputMode="numeric" />
              <TextField name="slug" label={t.slug} hint={t.slugHint} />
              <SelectField
                name="status"
                label={t.status}
                required
                options={Object.entries(t.statuses).map(([value, label]) => ({ value, label }))}
              />
              <SelectField
                name="product_condition"
                label={t.condition}
                required
                options={Object.entries(t.conditions).map(([value, label]) => ({ value, label }))}
              />
              <div className="full">
                <TextareaField name="details" label={t.details} rows={6} validate={maxLength(20000)} />
              </div>
              <div className="full">
                <CheckboxField name="show_as_profile" label={t.showAsProfile} />
                {isFood ? null : <CheckboxField name="is_variants" label={t.variantsFlag} hint={t.variantsHint} />}
              </div>
            </FormGrid>
          </Fieldset>

          <Fieldset>
            <legend>{t.prices}</legend>
            <FormGrid>
              <NumberField name="price" label={t.price} required validate={positivePrice} placeholder="0,00" />
              <NumberField
                name="previous_price"
                label={t.previousPrice}
                hint={t.previousPriceHint}
                validate={nonNegative}
                placeholder="0,00"
              />
              <TaxSelect taxes={catalog.taxes} current={currentTax} />
              {values.is_variants ? null : (
                <NumberField name="stock" label={t.stock} validate={composeValidators(nonNegative, wholeNumber)} placeholder="0" />
              )}
              <div className="full">
                <CheckboxField name="price_included" label={t.priceIncluded} />
              </div>
              <PricePreview />
            </FormGrid>
          </Fieldset>

          <Fieldset>
            <legend>{t.unitSection}</legend>
            <FormGrid>
              <NumberField name="unit" label={t.unit} validate={nonNegative} />
              <SelectField
                name="unit_type"
                label={t.unitType}
                options={catalog.unitTypes.map((u) => ({
                  value: String(u.id),
                  label: u.abbreviation ? `${u.name} (${u.abbreviation})` : u.name,
                }))}
              />
              <TextField name="measurement_unit" label={t.measurementUnit} placeholder="1 kg" />
              <NumberField name="unit_price" label={t.unitPrice} hint={t.unitPriceHint} validate={nonNegative} />
            </FormGrid>
          </Fieldset>

          <Fieldset>
            <legend>{t.dimensions}</legend>
            <FormGrid>
              <NumberField name="weight" label={t.weight} validate={nonNegative} />
              <NumberField name="width" label={t.width} validate={nonNegative} />
              <NumberField name="height" label={t.height} validate={nonNegative} />
              <NumberField name="lenght" label={t.length} validate={nonNegative} />
            </FormGrid>
          </Fieldset>

          <Fieldset>
            <legend>{t.categorySection}</legend>
            <FormGrid>
              <CategoryCascade categories={catalog.categories} />
              <CommissionHint isFood={isFood} />
              <SelectField
                name="manufacturer"
                label={t.manufacturer}
                options={catalog.manufacturers.map((m) => ({ value: String(m.id), label: m.name }))}
              />
              <div className="full">
                <CheckboxField name="is_local_manufacturer" label={t.localManufacturer} />
              </div>
            </FormGrid>
          </Fieldset>

          <Fieldset>
            <legend>{t.shippingSection}</legend>
            {catalog.shippings.length === 0 ? (
              <Muted>{t.noShippings}</Muted>
            ) : (
              <ShippingList>
                <legend>{t.shippings}</legend>
                {catalog.shippings.map((method) => (
                  <label key={method.id}>
                    <Field name="product_shippings" component="input" type="checkbox" value={String(method.id)} />
                    <span>
                      {method.name}
                      {typeof method.price === 'number' ? ` (${formatCents(centsOfEuros(method.price))})` : ''}
                    </span>
                  </label>
                ))}
              </ShippingList>
            )}
            <CheckboxField name="is_pickup" label={t.isPickup} />
            <Conditional when="is_pickup">
              <TextareaField name="pickup_address" label={t.pickupAddress} required rows={3} />
            </Conditional>
          </Fieldset>

          <Fieldset>
            <legend>{t.crossSection}</legend>
            <CheckboxField name="is_crossselling" label={t.isCrossselling} />
            <Conditional when="is_crossselling">
              <CrossSellingSection categories={catalog.categories} ownId={productId} />
            </Conditional>
          </Fieldset>

          <Fieldset>
            <legend>{t.invoiceSection}</legend>
            <TextareaField name="invoice_text" label={t.invoiceText} hint={t.invoiceTextHint} rows={3} validate={maxLength(1000)} />
          </Fieldset>

          <Fieldset>
            <legend>{t.bankSection}</legend>
            <SelectField
              name="bank_id"
              label={t.bank}
              placeholder={t.bankDefault}
              options={catalog.banks.map((bank) => ({
                value: String(bank.id),
                label: bank.pincode ? `${bank.bank_name} (BLZ ${bank.pincode})` : bank.bank_name,
              }))}
            />
          </Fieldset>

          <SaveBar data-testid="save-bar">
            <span aria-live="polite">{dirty ? t.unsaved : ''}</span>
            <FormEnd submitting={submitting} label={submitLabel} />
          </SaveBar>
        </form>
      )}
    </Form>
  );
}
