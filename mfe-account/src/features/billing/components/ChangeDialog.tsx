import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, Dialog, formatCents, formatDate, notify, toSubmissionErrors, useFetch } from '@marktplatz/shared';
import { Actions, FormRefusal, LoadState } from '@marktplatz/shared/kit';
import { buyPackage } from '../api/buyPackage';
import { changePackage } from '../api/changePackage';
import { getPackageInfo } from '../api/getPackageInfo';
import type { BillingPackage } from '../api/getPackages';
import { EMPTY_PAYMENT, PaymentFields, paymentPayload, type PaymentValues } from './PaymentFields';
import { messages } from '../../../messages';

const text = messages.billing;

/**
 * The confirmation before money is involved: a new package with the payment choice, an upgrade with the prorated
 * amount the server computed, a downgrade with the day it takes effect. Field errors of the server show on the fields.
 */
export function ChangeDialog({ pkg, onClose, onDone }: { pkg: BillingPackage; onClose: () => void; onDone: () => void }) {
  const info = useFetch((signal) => getPackageInfo(pkg.id, signal), [pkg.id]);
  const change = info.data?.change ?? 'new';

  async function confirm(payment: PaymentValues): Promise<SubmissionErrors | undefined> {
    try {
      const result = change === 'new' ? await buyPackage(pkg.id, paymentPayload(payment)) : await changePackage(pkg.id);
      notify.success(change === 'new' ? text.bought : (result.message ?? text.bought));
      onDone();
      return undefined;
    } catch (error) {
      // Each field shows its own refusal; the general message only when no field is named.
      return toSubmissionErrors(error, { generalOnlyWithoutFields: true });
    }
  }

  const title =
    change === 'upgrade' ? text.upgradeTitle(pkg.name) : change === 'downgrade' ? text.downgradeTitle(pkg.name) : text.buyTitle(pkg.name);
  return (
    <Form<PaymentValues> onSubmit={confirm} initialValues={EMPTY_PAYMENT}>
      {({ handleSubmit, submitting: busy, submitError }) => (
        <Dialog
          open
          onClose={() => {
            if (!busy) onClose();
          }}
          title={title}
          footer={
            <Actions>
              <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
                {text.cancelDialog}
              </Button>
              <Button
                type="button"
                loading={busy}
                onClick={() => void handleSubmit()}
                disabled={info.loading}
                data-testid="confirm-package"
              >
                {change === 'new' ? text.confirmBuy : text.confirmChange}
              </Button>
            </Actions>
          }
        >
          <LoadState state={info}>
            {(data) => (
              <>
                {data.change === 'new' ? (
                  <>
                    <p>{text.buySummary(formatCents(pkg.price_cents))}</p>
                    <PaymentFields />
                  </>
                ) : null}
                {data.change === 'upgrade' ? <p>{text.upgradeSummary(formatCents(data.proration_cents ?? 0))}</p> : null}
                {data.change === 'downgrade' ? <p>{text.downgradeSummary(formatDate(data.effective_date))}</p> : null}
              </>
            )}
          </LoadState>
          <FormRefusal error={submitError} />
        </Dialog>
      )}
    </Form>
  );
}
