import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  FieldShell,
  Input,
  PageContainer,
  errorMessage,
  firstFieldErrors,
  formatCents,
  formatDate,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Alert, Box, Muted } from '@marktplatz/shared/kit';
import { StatusBadge } from '../../../components/StatusBadge';
import { lookupWiderruf } from '../api/lookupWiderruf';
import type { Revocation, WiderrufOrder } from '../../../lib/types';
import { messages } from '../../../messages';
import { WiderrufForm } from '../components/WiderrufForm';

/** `/orders/widerruf`: the public Widerruf page (no login): order number + e-mail, then the declaration. */
export default function WiderrufPage() {
  usePageTitle(messages.widerruf.pageTitle);
  const id = useId();
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [found, setFound] = useState<WiderrufOrder | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [done, setDone] = useState<Revocation | null>(null);
  const errors = firstFieldErrors(error);

  async function find(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setFound(await lookupWiderruf(orderNumber, email));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageContainer title={messages.widerruf.pageTitle}>
      <Muted $small>{messages.widerruf.pageIntro}</Muted>
      {done ? (
        <Alert $tone="success" role="status" data-testid="widerruf-done">
          <p>{messages.widerruf.received(done.received_at_text)}</p>
        </Alert>
      ) : null}
      {!found ? (
        <Box aria-labelledby={`${id}-step1`}>
          <h2 id={`${id}-step1`}>{messages.widerruf.step1}</h2>
          <form onSubmit={find} noValidate>
            <FieldShell
              id={`${id}-number`}
              label={messages.widerruf.orderNumber}
              hint={messages.widerruf.orderNumberHint}
              required
              error={errors.order_number}
              hintId={`${id}-number-hint`}
              errorId={`${id}-number-error`}
            >
              <Input
                id={`${id}-number`}
                value={orderNumber}
                onChange={(event) => setOrderNumber(event.target.value)}
                $invalid={Boolean(errors.order_number)}
                aria-describedby={`${id}-number-hint`}
              />
            </FieldShell>
            <FieldShell
              id={`${id}-email`}
              label={messages.widerruf.orderEmail}
              required
              error={errors.email}
              hintId={`${id}-email-hint`}
              errorId={`${id}-email-error`}
            >
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                $invalid={Boolean(errors.email)}
              />
            </FieldShell>
            {error !== undefined ? (
              <Alert $tone="error" role="alert">
                <p>{errorMessage(error)}</p>
              </Alert>
            ) : null}
            <Button type="submit" loading={busy}>
              {messages.widerruf.find}
            </Button>
          </form>
        </Box>
      ) : (
        <Box aria-labelledby={`${id}-step2`}>
          <h2 id={`${id}-step2`}>{messages.widerruf.step2}</h2>
          <Muted $small>
            {messages.widerruf.orderNumber} {found.order_number} · {formatDate(found.order_date)}
          </Muted>
          {found.vendor_orders.map((vendor) => (
            <Box key={vendor.id} data-testid="widerruf-vendor">
              <h3>
                {vendor.provider_name} ({vendor.vendor_order_number})
              </h3>
              <p>
                <StatusBadge status={vendor.status} text={messages.statuses[vendor.status]} />
              </p>
              {vendor.revocations.map((revocation) => (
                <Muted $small key={revocation.id}>
                  {messages.widerruf.earlierLine(revocation.received_at_text, formatCents(revocation.refund_amount_cents))}
                </Muted>
              ))}
              {vendor.widerruf && !vendor.widerruf.possible ? (
                <Muted $small>
                  {messages.widerruf.notPossible}: {vendor.widerruf.reason}
                </Muted>
              ) : null}
              {vendor.widerruf?.possible ? (
                chosen === vendor.id ? (
                  <WiderrufForm
                    orderNumber={found.order_number}
                    orderEmail={email}
                    vendorOrderId={vendor.id}
                    vendorLabel={`${vendor.provider_name} (${vendor.vendor_order_number})`}
                    state={vendor.widerruf}
                    defaultName=""
                    defaultEmail={email}
                    onCancel={() => setChosen(null)}
                    onDone={(revocation) => {
                      setDone(revocation);
                      setChosen(null);
                      void find();
                    }}
                  />
                ) : (
                  <Button type="button" variant="secondary" onClick={() => setChosen(vendor.id)}>
                    {messages.widerruf.button}
                  </Button>
                )
              ) : null}
            </Box>
          ))}
          <Actions>
            <Button
              type="button"
              variant="link"
              onClick={() => {
                setFound(null);
                setDone(null);
              }}
            >
              {messages.widerruf.otherOrder}
            </Button>
            <a href="/page/widerrufsbelehrung">{messages.widerruf.legal}</a>
          </Actions>
        </Box>
      )}
    </PageContainer>
  );
}
