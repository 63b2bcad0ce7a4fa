import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { notify, toSubmissionErrors } from '@marktplatz/shared';
import { FormEnd } from '@marktplatz/shared/kit';
import { updatePaymentSubscription } from '../api/updatePaymentSubscription';
import type { Subscription } from '../api/getSubscriptionInfo';
import { EMPTY_PAYMENT, PaymentFields, paymentPayload, type PaymentValues } from './PaymentFields';
import { messages } from '../../../messages';

const text = messages.billing;

/** Changes the payment method of the coming invoices; a direct debit asks for a new mandate. */
export function PaymentMethodForm({ subscription, onSaved }: { subscription: Subscription; onSaved: () => void }) {
  const [initialValues] = useState<PaymentValues>(() => ({ ...EMPTY_PAYMENT, payment_method: subscription.payment_method }));

  async function submit(values: PaymentValues): Promise<SubmissionErrors | undefined> {
    try {
      await updatePaymentSubscription(paymentPayload(values));
      notify.success(text.paymentSaved);
      onSaved();
      return undefined;
    } catch (error) {
      // Each field shows its own refusal; the general message only when no field is named.
      return toSubmissionErrors(error, { generalOnlyWithoutFields: true });
    }
  }

  return (
    <Form<PaymentValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={text.paymentTitle}>
          <PaymentFields />
          <FormEnd error={submitError} submitting={submitting} label={text.savePayment} />
        </form>
      )}
    </Form>
  );
}
