import type { SubmissionErrors } from 'final-form';
import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { Button, PageContainer, TextField, formatCents, formatDate, toSubmissionErrors, usePageTitle } from '@marktplatz/shared';
import { Actions, Alert, Box, FormEnd, Muted } from '@marktplatz/shared/kit';
import { StatusBadge } from '../../../components/StatusBadge';
import { lookupWiderruf } from '../api/lookupWiderruf';
import type { Revocation, WiderrufOrder } from '../../../lib/types';
import { messages } from '../../../messages';
import { WiderrufForm } from '../components/WiderrufForm';

interface LookupValues {
  order_number?: string;
  email?: string;
}

/** `/orders/widerruf`: the public Widerruf page (no login): order number + e-mail, then the declaration. */
export default function WiderrufPage() {
  usePageTitle(messages.widerruf.pageTitle);
  const id = useId();
  const [query, setQuery] = useState<LookupValues>({});
  const [found, setFound] = useState<WiderrufOrder | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [done, setDone] = useState<Revocation | null>(null);
  const email = query.email ?? '';

  /** Looks the order up; the last values stay for „Andere Bestellung“ and the reload after a declaration. */
  async function find(values: LookupValues): Promise<SubmissionErrors | undefined> {
    try {
      setFound(await lookupWiderruf(values.order_number ?? '', values.email ?? ''));
      setQuery(values);
      return undefined;
    } catch (failure) {
      return toSubmissionErrors(failure);
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
          <Form<LookupValues> onSubmit={find} initialValues={query}>
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate>
                <TextField
                  name="order_number"
                  label={messages.widerruf.orderNumber}
                  hint={messages.widerruf.orderNumberHint}
                  requiredMark
                />
                <TextField name="email" label={messages.widerruf.orderEmail} type="email" autoComplete="email" requiredMark />
                <FormEnd error={submitError} submitting={submitting} label={messages.widerruf.find} />
              </form>
            )}
          </Form>
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
                      void find(query);
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
