import { useState } from 'react';
import { Button, errorMessage, formatCents, formatDate, notify } from '@marktplatz/shared';
import { Actions } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import { downloadInvoice } from '../api/downloadInvoice';
import type { Invoice } from '../../../lib/types';

/** One download button per invoice or correction of a vendor order. */
export function InvoiceButtons({ invoices }: { invoices: Invoice[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (invoices.length === 0) return null;
  return (
    <Actions data-testid="invoices">
      {invoices.map((invoice) => (
        <Button
          key={invoice.id}
          type="button"
          variant="secondary"
          size="sm"
          loading={busy === invoice.invoice_number}
          aria-label={messages.provider.invoiceDownload(
            invoice.kind_text,
            invoice.invoice_number,
            formatDate(invoice.issued_at),
            formatCents(invoice.total_cents),
          )}
          onClick={async () => {
            setBusy(invoice.invoice_number);
            try {
              await downloadInvoice(invoice.invoice_number);
            } catch (error) {
              notify.error(errorMessage(error));
            } finally {
              setBusy(null);
            }
          }}
        >
          {invoice.kind_text} {invoice.invoice_number} (PDF)
        </Button>
      ))}
    </Actions>
  );
}
