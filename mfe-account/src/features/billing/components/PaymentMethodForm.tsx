import { useState, type FormEvent } from 'react';
import { Button, errorMessage, firstFieldErrors, notify } from '@marktplatz/shared';
import { Actions, Alert } from '@marktplatz/shared/kit';
import { updatePaymentSubscription } from '../api/updatePaymentSubscription';
import type { Subscription } from '../api/getSubscriptionInfo';
import { EMPTY_PAYMENT, PaymentFields, paymentPayload, type PaymentValues } from './PaymentFields';
import { messages } from '../../../messages';

const text = messages.billing;

/** Changes the payment method of the coming invoices; a direct debit asks for a new mandate. */
export function PaymentMethodForm({ subscription, onSaved }: { subscription: Subscription; onSaved: () => void }) {
  const [values, setValues] = useState<PaymentValues>({ ...EMPTY_PAYMENT, payment_method: subscription.payment_method });
  const [failure, setFailure] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const errors = firstFieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await updatePaymentSubscription(paymentPayload(values));
      notify.success(text.paymentSaved);
      onSaved();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={text.paymentTitle}>
      <PaymentFields values={values} onChange={setValues} errors={errors} />
      {failure !== undefined && Object.keys(errors).length === 0 ? (
        <Alert $tone="error" role="alert">
          <p>{errorMessage(failure)}</p>
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" loading={busy}>
          {text.savePayment}
        </Button>
      </Actions>
    </form>
  );
}
