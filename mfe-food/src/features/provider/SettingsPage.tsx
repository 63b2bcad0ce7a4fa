import { useState, type FormEvent } from 'react';
import { Button, errorMessage, fieldErrors, notify, useFetch, usePageTitle, formatGermanNumber } from '@marktplatz/shared';
import { Box, LoadState } from '@marktplatz/shared/kit';
import {
  getGastroSettings,
  getGastroTags,
  getOrderingSettings,
  setGastroSettings,
  setOrderingSettings,
  type GastroSettings,
  type OrderingSettings,
} from '../../lib/api';
import { Check, Field } from '../../components/Field';
import { ProviderNav } from '../../components/ProviderNav';
import { messages } from '../../messages';

const t = messages.settings;

function euroText(cents: number | null): string {
  return cents === null ? '' : formatGermanNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function OrderingForm({ initial }: { initial: OrderingSettings }) {
  const [values, setValues] = useState({ ...initial, preparation: String(initial.preparation_time) });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await setOrderingSettings({
        ordering_open: values.ordering_open,
        auto_accept: values.auto_accept,
        order_sound: values.order_sound,
        preparation_time: values.preparation,
      });
      setErrors({});
      notify.success(t.saved);
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="form" onSubmit={submit} aria-labelledby="ordering-title" noValidate>
      <h2 id="ordering-title" style={{ marginTop: 0 }}>
        {t.ordering}
      </h2>
      <Check label={t.orderingOpen} checked={values.ordering_open} onChange={(value) => setValues({ ...values, ordering_open: value })} />
      <Check label={t.autoAccept} checked={values.auto_accept} onChange={(value) => setValues({ ...values, auto_accept: value })} />
      <Check label={t.sound} checked={values.order_sound} onChange={(value) => setValues({ ...values, order_sound: value })} />
      <Field
        id="preparation"
        label={t.preparation}
        inputMode="numeric"
        value={values.preparation}
        error={errors.preparation_time?.[0]}
        onChange={(value) => setValues({ ...values, preparation: value })}
      />
      <Button type="submit" loading={busy}>
        {t.save}
      </Button>
    </Box>
  );
}

/** The gastro settings typed as text (amounts in euro, postal codes, radius), in the form's order. */
const GASTRO_TEXT_FIELDS = [
  { name: 'minimum_order', label: t.minimum, inputMode: 'decimal' },
  { name: 'delivery_fee', label: t.fee, inputMode: 'decimal' },
  { name: 'free_delivery_from', label: t.freeFrom, inputMode: 'decimal' },
  { name: 'delivery_postal_codes', label: t.postalCodes, inputMode: 'text' },
  { name: 'delivery_radius_km', label: t.radius, inputMode: 'numeric' },
] as const;

function GastroForm({ initial, tags }: { initial: GastroSettings; tags: string[] }) {
  const [values, setValues] = useState({
    cuisine_tags: initial.cuisine_tags,
    minimum_order: euroText(initial.minimum_order_cents),
    delivery_fee: euroText(initial.delivery_fee_cents),
    free_delivery_from: euroText(initial.free_delivery_from_cents),
    delivery_postal_codes: initial.delivery_postal_codes.join(', '),
    delivery_radius_km: initial.delivery_radius_km === null ? '' : String(initial.delivery_radius_km),
    delivery: initial.delivery,
    pickup: initial.pickup,
    cash_on_delivery: initial.cash_on_delivery,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof values>) => setValues({ ...values, ...patch });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const codes = values.delivery_postal_codes
        .split(/[\s,;]+/)
        .map((code) => code.trim())
        .filter(Boolean);
      await setGastroSettings({
        cuisine_tags: values.cuisine_tags as never,
        minimum_order: values.minimum_order || '0',
        delivery_fee: values.delivery_fee || '0',
        free_delivery_from: values.free_delivery_from === '' ? null : values.free_delivery_from,
        delivery_postal_codes: codes,
        delivery_radius_km: values.delivery_radius_km === '' ? null : values.delivery_radius_km,
        delivery: values.delivery,
        pickup: values.pickup,
        cash_on_delivery: values.cash_on_delivery,
      });
      setErrors({});
      notify.success(t.saved);
    } catch (error) {
      // The form keeps what was typed; the fields show the German messages.
      setErrors(fieldErrors(error));
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const first = (name: string) => errors[name]?.[0] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1][0];
  return (
    <Box as="form" onSubmit={submit} aria-labelledby="gastro-title" noValidate style={{ marginTop: '1rem' }}>
      <h2 id="gastro-title" style={{ marginTop: 0 }}>
        {t.gastro}
      </h2>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 0.75rem' }}>
        <legend style={{ fontWeight: 600 }}>{t.tags}</legend>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 1rem' }}>
          {tags.map((tag) => (
            <Check
              key={tag}
              label={tag}
              checked={values.cuisine_tags.includes(tag)}
              onChange={(checked) =>
                set({ cuisine_tags: checked ? [...values.cuisine_tags, tag] : values.cuisine_tags.filter((entry) => entry !== tag) })
              }
            />
          ))}
        </div>
      </fieldset>
      {GASTRO_TEXT_FIELDS.map((field) => (
        <Field
          key={field.name}
          id={field.name}
          label={field.label}
          inputMode={field.inputMode}
          value={values[field.name]}
          error={first(field.name)}
          onChange={(value) => set({ [field.name]: value })}
        />
      ))}
      <Check label={t.delivery} checked={values.delivery} onChange={(value) => set({ delivery: value })} />
      <Check label={t.pickup} checked={values.pickup} onChange={(value) => set({ pickup: value })} />
      {first('pickup') ? (
        <p role="alert" style={{ color: '#b42318' }}>
          {first('pickup')}
        </p>
      ) : null}
      <Check label={t.cash} checked={values.cash_on_delivery} onChange={(value) => set({ cash_on_delivery: value })} />
      <Button type="submit" loading={busy}>
        {t.save}
      </Button>
    </Box>
  );
}

/** `/food/settings`: ordering switches, the order sound and the gastro settings. */
export default function SettingsPage() {
  usePageTitle(t.title);
  const ordering = useFetch((signal) => getOrderingSettings(signal), []);
  const gastro = useFetch((signal) => Promise.all([getGastroSettings(signal), getGastroTags(signal)]), []);
  return (
    <ProviderNav title={t.title}>
      <LoadState state={ordering}>{(data) => <OrderingForm initial={data} />}</LoadState>
      <LoadState state={gastro}>{([data, tags]) => <GastroForm initial={data} tags={tags} />}</LoadState>
    </ProviderNav>
  );
}
