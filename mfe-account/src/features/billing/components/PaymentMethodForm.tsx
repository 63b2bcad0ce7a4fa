import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button, notify } from '@marktplatz/shared';
import { Actions, Alert } from '@marktplatz/shared/kit';
import { updatePaymentSubscription } from '../api/updatePaymentSubscription';
import type { Subscription } from '../api/getSubscriptionInfo';
import { EMPTY_PAYMENT, PaymentFields, paymentPayload, paymentRefusal, type PaymentValues } from './PaymentFields';
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
      return paymentRefusal(error);
    }
  }

  return (
    <Form<PaymentValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={text.paymentTitle}>
          <PaymentFields />
          {submitError ? (
            <Alert $tone="error" role="alert">
              <p>{submitError}</p>
            </Alert>
          ) : null}
          <Actions>
            <Button type="submit" loading={submitting}>
              {text.savePayment}
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
