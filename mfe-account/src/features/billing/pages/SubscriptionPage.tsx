import { useId, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  formatCents,
  formatDate,
  notify,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Badge, Box, ButtonLink, Fact, FactList, LoadState } from '@marktplatz/shared/kit';
import { getSubscriptionInfo, type BillingInvoice, type Subscription } from '../api/getSubscriptionInfo';
import { payInvoice } from '../api/payInvoice';
import { updateSubscription } from '../api/updateSubscription';
import { CommissionDocumentTable } from '../components/CommissionDocumentTable';
import { InvoiceTable } from '../components/InvoiceTable';
import { PaymentMethodForm } from '../components/PaymentMethodForm';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

const text = messages.billing;

const TONES = { active: 'success', past_due: 'danger', cancelled: 'warning', expired: 'neutral' } as const;

function Current({ subscription, onChanged }: { subscription: Subscription; onChanged: () => void }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function act(action: 'cancel' | 'resume') {
    setBusy(true);
    try {
      await updateSubscription(action);
      notify.success(action === 'cancel' ? text.cancelled : text.resumed);
      setConfirming(false);
      onChanged();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box aria-labelledby={`${id}-heading`} data-testid="subscription">
      <h2 id={`${id}-heading`}>
        {subscription.package.name} <Badge $tone={TONES[subscription.status]}>{subscription.status_text}</Badge>
      </h2>
      <FactList $mutedLabels>
        <dt>{text.period}</dt>
        <dd>
          {formatDate(subscription.start_date)} – {formatDate(subscription.end_date)}
        </dd>
        <dt>{subscription.status === 'cancelled' ? text.endsOn : text.nextBilling}</dt>
        <dd>
          {formatDate(subscription.end_date)}
          {subscription.status === 'active' ? ` · ${formatCents((subscription.pending_package ?? subscription.package).price_cents)}` : ''}
        </dd>
        {subscription.pending_package ? (
          <Fact label={text.changePackage}>{text.pending(subscription.pending_package.name, formatDate(subscription.end_date))}</Fact>
        ) : null}
        <dt>{text.payment}</dt>
        <dd>
          {subscription.payment_method_text}
          {subscription.iban_last4 ? ` (…${subscription.iban_last4})` : ''}
        </dd>
        <Fact label={text.mandateReference}>{subscription.mandate_reference}</Fact>
      </FactList>
      <Actions>
        <ButtonLink to="/account/packages">{text.changePackage}</ButtonLink>
        <Button type="button" variant="secondary" aria-expanded={paymentOpen} onClick={() => setPaymentOpen(!paymentOpen)}>
          {text.paymentTitle}
        </Button>
        {subscription.status === 'cancelled' ? (
          <Button type="button" variant="secondary" loading={busy} onClick={() => void act('resume')}>
            {text.resume}
          </Button>
        ) : (
          <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
            {text.cancel}
          </Button>
        )}
      </Actions>
      {paymentOpen ? (
        <PaymentMethodForm
          subscription={subscription}
          onSaved={() => {
            setPaymentOpen(false);
            onChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={text.cancelTitle}
        confirmLabel={text.cancelConfirm}
        onConfirm={() => act('cancel')}
        onCancel={() => setConfirming(false)}
      >
        <p>{text.cancelText(formatDate(subscription.end_date))}</p>
      </ConfirmDialog>
    </Box>
  );
}

function OpenInvoices({ invoices, onPaid }: { invoices: BillingInvoice[]; onPaid: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState<number | null>(null);
  if (invoices.length === 0) return null;
  async function pay(invoice: BillingInvoice) {
    setBusy(invoice.id);
    try {
      await payInvoice(invoice.id);
      onPaid();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.openInvoices}</h2>
      <ul>
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            {text.openInvoice(
              invoice.invoice_number,
              formatCents(invoice.total_cents),
              invoice.payment_method_text,
              formatDate(invoice.due_date),
            )}{' '}
            {invoice.payment_method !== 'sepa' ? (
              <Button type="button" size="sm" variant="secondary" loading={busy === invoice.id} onClick={() => void pay(invoice)}>
                {text.payFromBalance}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Box>
  );
}

/**
 * `/account/subscription`: the running subscription, cancel (confirmed first) or resume, open invoices, all invoices,
 * and the monthly commission documents (Provisionsrechnungen, Gutschriften).
 */
export default function SubscriptionPage() {
  usePageTitle(text.subscriptionTitle);
  const state = useFetch((signal) => getSubscriptionInfo(signal), []);
  const [version, setVersion] = useState(0);
  const refresh = () => {
    state.reload();
    setVersion(version + 1);
  };
  return (
    <AccountLayout title={text.subscriptionTitle}>
      <LoadState state={state}>
        {(info) =>
          info.subscription ? (
            <>
              <Current subscription={info.subscription} onChanged={refresh} />
              <OpenInvoices invoices={info.open_invoices} onPaid={refresh} />
            </>
          ) : (
            <EmptyState title={text.none} action={<ButtonLink to="/account/packages">{text.toPackages}</ButtonLink>} />
          )
        }
      </LoadState>
      <InvoiceTable version={version} />
      <CommissionDocumentTable />
    </AccountLayout>
  );
}
