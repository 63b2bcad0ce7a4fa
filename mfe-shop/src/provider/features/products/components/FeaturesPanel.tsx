import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Input, Spinner, errorMessage, notify, useFetch } from '@marktplatz/shared';
import { Actions, Alert, Fieldset, Muted, SectionTitle, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { addFeatureValue } from '../api/addFeatureValue';
import { createFeature } from '../api/createFeature';
import { saveProductFeatures, type ProductFeatureRow } from '../api/saveProductFeatures';
import { getFeatures } from '../api/getFeatures';
import { chosenValueIds, type Feature, type ProductBundle } from '../../../entities/product';
import { messages } from '../../../../messages/provider';
import { Swatch } from '../../../../lib/ui';

const t = messages.features;

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
  }
  .swatch {
    display: inline-block;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }
`;

function OwnValueAdder({ feature, onAdded }: { feature: Feature; onAdded: () => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!value.trim()) return;
    setBusy(true);
    try {
      await addFeatureValue(feature.id, value.trim());
      setValue('');
      onAdded();
    } catch (reason) {
      notify.error(errorMessage(reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Toolbar>
      <ToolbarField id={id} grow label={t.customPlaceholder(feature.name)}>
        <Input id={id} value={value} onChange={(event) => setValue(event.target.value)} />
      </ToolbarField>
      <Button variant="secondary" onClick={() => void add()} loading={busy}>
        {t.addCustom}
      </Button>
    </Toolbar>
  );
}

function NewFeatureForm({ onCreated }: { onCreated: () => void }) {
  const nameId = useId();
  const valuesId = useId();
  const [name, setName] = useState('');
  const [values, setValues] = useState('');
  const [isColor, setIsColor] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    const list = values
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (!name.trim() || list.length === 0) {
      setError(t.needNameAndValue);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await createFeature(name.trim(), list, isColor);
      setName('');
      setValues('');
      setIsColor(false);
      onCreated();
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Fieldset>
      <legend>{t.newHeading}</legend>
      <Toolbar>
        <ToolbarField id={nameId} grow label={t.newName}>
          <Input id={nameId} value={name} onChange={(event) => setName(event.target.value)} placeholder={t.newNamePlaceholder} />
        </ToolbarField>
        <ToolbarField id={valuesId} grow label={t.newValues}>
          <Input id={valuesId} value={values} onChange={(event) => setValues(event.target.value)} placeholder={t.newValuesPlaceholder} />
        </ToolbarField>
      </Toolbar>
      <Values>
        <label>
          <input type="checkbox" checked={isColor} onChange={(event) => setIsColor(event.target.checked)} />
          {t.color}
        </label>
      </Values>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={() => void create()} loading={busy}>
          {t.create}
        </Button>
      </Actions>
    </Fieldset>
  );
}

/** Features tab: choose the product's feature values (data sheet and basis of the variants). */
export function FeaturesPanel({ product, onChanged }: { product: ProductBundle; onChanged: () => void }) {
  const features = useFetch((signal) => getFeatures(signal, product.id), [product.id]);
  const [showAll, setShowAll] = useState(false);
  const [chosen, setChosen] = useState<Set<number>>(() => chosenValueIds(product));
  const [saving, setSaving] = useState(false);

  const toggle = (valueId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(valueId);
    else next.delete(valueId);
    setChosen(next);
  };

  const save = async () => {
    const list = features.data ?? [];
    const rows: ProductFeatureRow[] = list.flatMap((feature) =>
      feature.values.filter((value) => chosen.has(value.id)).map((value) => ({ feature_id: feature.id, feature_value_id: value.id })),
    );
    // Free data-sheet lines (name and value without a feature) stay as they are.
    for (const row of product.features) {
      if (row.feature_value_id === null) rows.push({ name: row.name, value: row.value });
    }
    setSaving(true);
    try {
      const message = await saveProductFeatures(product.id, rows);
      notify.success(message ?? messages.editor.updated);
      onChanged();
    } catch (reason) {
      notify.error(errorMessage(reason));
    } finally {
      setSaving(false);
    }
  };

  // Features of the product's category (and those already chosen) first; the others only on request.
  const fits = (feature: Feature) => showAll || feature.in_category !== 0 || feature.values.some((value) => chosen.has(value.id));
  const shown = (features.data ?? []).filter(fits);
  const hidden = (features.data ?? []).filter((feature) => !fits(feature));
  return (
    <section>
      <SectionTitle>{t.heading}</SectionTitle>
      <Muted>{t.intro}</Muted>
      {features.loading && !features.data ? <Spinner block /> : null}
      {features.error !== undefined ? <ErrorState error={features.error} onRetry={features.reload} /> : null}
      {features.data && features.data.length === 0 ? <Muted>{t.empty}</Muted> : null}
      {shown.map((feature) => (
        <Fieldset key={feature.id}>
          <legend>{feature.name}</legend>
          <Values>
            {feature.values.map((value) => (
              <label key={value.id}>
                <input type="checkbox" checked={chosen.has(value.id)} onChange={(event) => toggle(value.id, event.target.checked)} />
                {feature.is_color && value.custom_value ? (
                  <Swatch className="swatch" $colour={value.custom_value} aria-hidden="true" />
                ) : null}
                {value.name}
              </label>
            ))}
          </Values>
          {feature.own ? <OwnValueAdder feature={feature} onAdded={features.reload} /> : null}
        </Fieldset>
      ))}
      {hidden.length > 0 ? (
        <Actions>
          <Button variant="secondary" onClick={() => setShowAll(true)} data-testid="features-show-all">
            {t.showOthers(hidden.length)}
          </Button>
        </Actions>
      ) : null}
      <Actions>
        <Button onClick={() => void save()} loading={saving} disabled={!features.data}>
          {t.save}
        </Button>
      </Actions>
      <NewFeatureForm onCreated={features.reload} />
    </section>
  );
}
