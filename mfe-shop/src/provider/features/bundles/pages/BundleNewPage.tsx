import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ErrorState,
  maxLength,
  notify,
  NumberField,
  SelectField,
  Spinner,
  TextareaField,
  TextField,
  toSubmissionErrors,
  useFetch,
  type Validator,
  formatCents,
} from '@marktplatz/shared';
import { Fieldset, FormEnd, FormGrid, FormRefusal, Muted } from '@marktplatz/shared/kit';
import { createBundle } from '../api/createBundle';
import { getOwnProducts } from '../api/getOwnProducts';
import { getProductsByProvider } from '../api/getProductsByProvider';
import { getProviders } from '../api/getProviders';
import { BundleProductPicker, type Picked } from '../components/BundleProductPicker';
import { ProviderLayout } from '../../../components/ProviderLayout';
import { idOrNull, numberOrUndefined, text } from '../../../../lib/forms';
import { messages } from '../../../../messages/provider';
import { centsOfEuros } from '../../../../lib/money';

const t = messages.bundles;

const PriceBox = styled.div`
  max-width: 20rem;
`;

type PickedMap = Record<string, Picked>;

function PartnerProducts({ picked, onChange }: { picked: PickedMap; onChange: (next: PickedMap) => void }) {
  const partner = idOrNull(useField<string>('partner_id', { subscription: { value: true } }).input.value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    // Another partner: the choices of the previous one no longer apply.
    onChangeRef.current({});
  }, [partner]);
  const load = useCallback((keyword: string, signal: AbortSignal) => getProductsByProvider(partner ?? 0, keyword, signal), [partner]);
  if (!partner) return <Muted>{t.choosePartnerFirst}</Muted>;
  return <BundleProductPicker key={partner} label={t.partnerProducts} load={load} picked={picked} onChange={onChange} />;
}

const positive: Validator = (value) => (typeof value === 'number' && value <= 0 ? messages.editor.pricePositive : undefined);

interface Values {
  name: string;
  price?: number | string;
  description: string;
  message: string;
  partner_id: string;
}

function sumOf(...maps: PickedMap[]): number {
  return maps.flatMap((map) => Object.values(map)).reduce((sum, entry) => sum + Math.round(entry.price * 100) * entry.qty, 0) / 100;
}

/** `/shop/provider/bundles/new`: propose a bundle of own products and another provider's products. */
export default function BundleNewPage() {
  const navigate = useNavigate();
  const providers = useFetch((signal) => getProviders('', signal), []);
  const [ownPicked, setOwnPicked] = useState<PickedMap>({});
  const [partnerPicked, setPartnerPicked] = useState<PickedMap>({});
  const loadOwn = useCallback((keyword: string, signal: AbortSignal) => getOwnProducts(keyword, signal), []);

  const toItems = (picked: PickedMap) =>
    Object.values(picked).map((entry) =>
      entry.variantId
        ? { product_id: entry.productId, variant_id: entry.variantId, qty: entry.qty }
        : { product_id: entry.productId, qty: entry.qty },
    );

  const submit = async (values: Values) => {
    if (Object.keys(ownPicked).length === 0 || Object.keys(partnerPicked).length === 0) return { [FORM_ERROR]: t.pickAtLeastOne };
    try {
      const message = await createBundle({
        name: text(values.name),
        description: text(values.description),
        message: text(values.message),
        price: numberOrUndefined(values.price) ?? 0,
        items: [...toItems(ownPicked), ...toItems(partnerPicked)],
      });
      notify.success(message ?? t.sent);
      navigate('/shop/provider/bundles?list=outgoing');
      return undefined;
    } catch (reason) {
      return toSubmissionErrors(reason);
    }
  };

  const sum = sumOf(ownPicked, partnerPicked);
  const providerList = providers.data ?? [];
  return (
    <ProviderLayout title={t.newTitle}>
      {providers.loading ? <Spinner block /> : null}
      {providers.error !== undefined ? <ErrorState error={providers.error} onRetry={providers.reload} /> : null}
      {providers.data ? (
        <Form<Values> onSubmit={submit} initialValues={{ name: '', description: '', message: '', partner_id: '' }}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t.newTitle}>
              <FormRefusal error={submitError} />
              <FormGrid>
                <div className="full">
                  <TextField name="name" label={t.bundleName} required validate={maxLength(200)} />
                </div>
                <div className="full">
                  <TextareaField name="description" label={messages.editor.details} rows={3} />
                </div>
              </FormGrid>
              <Fieldset>
                <legend>{t.ownProducts}</legend>
                <BundleProductPicker label={t.ownProducts} load={loadOwn} picked={ownPicked} onChange={setOwnPicked} />
              </Fieldset>
              <Fieldset>
                <legend>{t.partnerProvider}</legend>
                <SelectField
                  name="partner_id"
                  label={t.partnerProvider}
                  required
                  options={providerList.map((provider) => ({
                    value: String(provider.id),
                    label: provider.city ? `${provider.company_name} (${provider.city})` : provider.company_name,
                  }))}
                />
                <PartnerProducts picked={partnerPicked} onChange={setPartnerPicked} />
              </Fieldset>
              <Fieldset>
                <legend>{t.priceLegend}</legend>
                <Muted aria-live="polite">{sum > 0 ? t.chosenTotal(formatCents(centsOfEuros(sum))) : t.pickAtLeastOne}</Muted>
                <PriceBox>
                  <NumberField name="price" label={t.bundlePrice} hint={t.bundlePriceHint} required validate={positive} />
                </PriceBox>
              </Fieldset>
              <TextareaField name="message" label={t.note} rows={3} />
              <FormEnd submitting={submitting} label={t.send} />
            </form>
          )}
        </Form>
      ) : null}
    </ProviderLayout>
  );
}
