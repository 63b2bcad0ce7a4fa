import type { ApiData } from '../contract';

/** A provider's commission document as the API answers it (Provisionsrechnung or Gutschrift). */
export type CommissionDocumentFixture = ApiData<'/billing/commission-documents', 'get'>[number];

/** A November Provisionsrechnung of 123,45 € net (19 % VAT), settled with the provider's balance. */
export const commissionInvoiceFixture: CommissionDocumentFixture = {
  id: 21,
  document_number: 'PR-2026-00007',
  kind: 'invoice',
  kind_text: 'Provisionsrechnung',
  month: '2026-11',
  period_start: '2026-11-01',
  period_last_day: '2026-11-30',
  net: 123.45,
  net_cents: 12345,
  vat: 23.46,
  vat_cents: 2346,
  total: 146.91,
  total_cents: 14691,
  vat_rate: 19,
  line_count: 3,
  refers_to: [],
  status_text: 'Mit Guthaben verrechnet',
  issued_at: '2026-11-30T23:00:05.000Z',
};
