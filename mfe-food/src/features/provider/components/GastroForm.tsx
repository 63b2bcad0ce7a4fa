import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, CheckboxField, errorMessage, formatGermanNumber, notify, TextField } from '@marktplatz/shared';
import { setGastroSettings } from '../api/setGastroSettings';
import type { GastroSettings } from '../types';
import { SettingsBox } from './OrderingForm';
import { listFieldErrors } from '../../../lib/formErrors';
import { messages } from '../../../messages';

const t = messages.settings;

const Tags = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 0.75rem;
  legend {
    font-weight: 600;
  }
`;

const TagChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
`;

/** An amount in cents as the German euro text the settings are typed in („15,00“); empty for none. */
function euroText(cents: number | null): string {
  return cents === null ? '' : formatGermanNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The gastro settings typed as text (amounts in euro, postal codes, radius), in the form's order. */
const GASTRO_TEXT_FIELDS = [
  { name: 'minimum_order', label: t.minimum, inputMode: 'decimal' },
  { name: 'delivery_fee', label: t.fee, inputMode: 'decimal' },
  { name: 'free_delivery_from', label: t.freeFrom, inputMode: 'decimal' },
  { name: 'delivery_postal_codes', label: t.postalCodes, inputMode: 'text' },
  { name: 'delivery_radius_km', label: t.radius, inputMode: 'numeric' },
] as const;

interface Values {
  /** Ticked per offered cuisine, in the order of `tags`. */
  tags: boolean[];
  minimum_order?: string;
  delivery_fee?: string;
  free_delivery_from?: string;
  delivery_postal_codes?: string;
  delivery_radius_km?: string;
  delivery: boolean;
  pickup: boolean;
  cash_on_delivery: boolean;
}

/** Cuisines, minimum order, fees, delivery area and the ways to order; the API's German messages at their fields. */
export function GastroForm({ initial, tags }: { initial: GastroSettings; tags: string[] }) {
  const submit = async (values: Values) => {
    const codes = (values.delivery_postal_codes ?? '')
      .split(/[\s,;]+/)
      .map((code) => code.trim())
      .filter(Boolean);
    try {
      await setGastroSettings({
        cuisine_tags: tags.filter((_, index) => values.tags[index]) as never,
        minimum_order: values.minimum_order || '0',
        delivery_fee: values.delivery_fee || '0',
        free_delivery_from: values.free_delivery_from ? values.free_delivery_from : null,
        delivery_postal_codes: codes,
        delivery_radius_km: values.delivery_radius_km ? values.delivery_radius_km : null,
        delivery: values.delivery,
        pickup: values.pickup,
        cash_on_delivery: values.cash_on_delivery,
      });
      notify.success(t.saved);
      return undefined;
    } catch (error) {
      // The form keeps what was typed; the fields show the German messages.
      notify.error(errorMessage(error));
      return listFieldErrors(error);
    }
  };
  // Fixed once: a new object on every render would reset what was typed.
  const [initialValues] = useState(() => ({
    tags: tags.map((tag) => initial.cuisine_tags.includes(tag)),
    minimum_order: euroText(initial.minimum_order_cents),
    delivery_fee: euroText(initial.delivery_fee_cents),
    free_delivery_from: euroText(initial.free_delivery_from_cents),
    delivery_postal_codes: initial.delivery_postal_codes.join(', '),
    delivery_radius_km: initial.delivery_radius_km === null ? '' : String(initial.delivery_radius_km),
    delivery: initial.delivery,
    pickup: initial.pickup,
    cash_on_delivery: initial.cash_on_delivery,
  }));
  return (
    <Form<Values> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <SettingsBox as="form" onSubmit={handleSubmit} aria-labelledby="gastro-title" noValidate>
          <h2 id="gastro-title">{t.gastro}</h2>
          <Tags>
            <legend>{t.tags}</legend>
            <TagChoices>
              {tags.map((tag, index) => (
                <CheckboxField key={tag} name={`tags[${index}]`} label={tag} />
              ))}
            </TagChoices>
          </Tags>
          {GASTRO_TEXT_FIELDS.map((field) => (
            <TextField key={field.name} name={field.name} id={field.name} label={field.label} inputMode={field.inputMode} />
          ))}
          <CheckboxField name="delivery" label={t.delivery} />
          <CheckboxField name="pickup" label={t.pickup} />
          <CheckboxField name="cash_on_delivery" label={t.cash} />
          <Button type="submit" loading={submitting}>
            {t.save}
          </Button>
        </SettingsBox>
      )}
    </Form>
  );
}
