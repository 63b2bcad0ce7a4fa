/** Wire data of the providers' component tests (shapes from the contract). */
import type { ModerationOptions, ProviderDetail, ProviderListItem } from '../api/types';

const HOUR = 3_600_000;

export const WAITING: ProviderListItem = {
  id: 41,
  company_name: 'Klein Haustechnik GmbH',
  email: 'mia@klein.example',
  contact_name: 'Mia Klein',
  status: 'submitted',
  status_label: 'Zur Prüfung eingereicht',
  submitted_at: new Date(Date.now() - 50 * HOUR).toISOString(),
  verified_at: null,
  registered_at: '2026-12-01T09:00:00.000Z',
  account_ended: false,
  suspension: null,
};

export const SUSPENDED: ProviderListItem = {
  ...WAITING,
  id: 42,
  company_name: 'Becker Handwerk & Design GmbH',
  email: 'anbieter@example.com',
  status: 'verified',
  status_label: 'Verifiziert',
  submitted_at: '2026-01-01T09:00:00.000Z',
  verified_at: '2026-01-01T10:00:00.000Z',
  suspension: { since: '2026-12-04T12:00:00.000Z', case_id: 9, case_number: 'M-2026-000009' },
};

export const DETAIL: ProviderDetail = {
  id: 41,
  email: 'mia@klein.example',
  contact_name: 'Mia Klein',
  phone: '030 1234567',
  registered_at: '2026-12-01T09:00:00.000Z',
  email_confirmed: true,
  account_ended_at: null,
  status: 'submitted',
  status_label: 'Zur Prüfung eingereicht',
  submitted_at: new Date(Date.now() - 50 * HOUR).toISOString(),
  verified_at: null,
  rejected_at: null,
  rejection_reason: null,
  decided_by: null,
  missing: [],
  steps: [{ key: 'company', title: 'Rechtsform und Name', done: true }],
  trader: {
    company_type: 'GmbH',
    company_name: 'Klein Haustechnik GmbH',
    legal_representative: 'Mia Klein',
    street: 'Hauptstraße',
    house_number: '12',
    zip_code: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    phone: '030 1234567',
    email: 'mia@klein.example',
    register_court: 'Amtsgericht Charlottenburg',
    register_number: 'HRB 234567 B',
    vat_id: 'DE811907980',
    tax_number: null,
    vat_status: 'regular',
    vat_status_label: 'Regelbesteuert',
    self_certified: true,
  },
  id_document: {
    file_name: 'personalausweis.pdf',
    mime_type: 'application/pdf',
    uploaded_at: '2026-12-05T09:00:00.000Z',
    url: 'https://api.example/private/ausweis.pdf?signature=abc',
    expires_at: '2026-12-05T14:05:00.000Z',
  },
  payout_account: { account_holder: 'Klein Haustechnik GmbH', iban_masked: 'DE89 •••• •••• •••• 3000', bic: null },
  documents: {
    total: 1,
    items: [{ id: 3, title: 'Handelsregisterauszug', type_text: 'Sonstiges', file_name: 'hr.pdf', created_at: '2026-12-05T09:00:00.000Z' }],
  },
  products: {
    total: 2,
    active: 1,
    draft: 1,
    inactive: 0,
    latest: [
      {
        id: 7,
        name: 'Heizkörperthermostat',
        slug: 'heizkoerperthermostat',
        status: 'draft',
        price_cents: 8990,
        created_at: '2026-12-05T09:00:00.000Z',
      },
    ],
  },
  orders: { total: 3, total_cents: 12345, open: 1, last_order_at: '2026-12-04T18:00:00.000Z' },
  subscription: {
    package_name: 'Plus',
    status: 'active',
    status_label: 'Aktiv',
    payment_method: 'sepa',
    period_start: '2026-12-01',
    period_end: '2026-12-31',
    cancelled_at: null,
  },
  suspension: null,
};

export const OPTIONS = {
  categories: [],
  target_types: [],
  actions: [],
  grounds: [
    { value: 'illegal', label: 'Rechtswidriger Inhalt' },
    { value: 'terms', label: 'Verstoß gegen die AGB' },
  ],
  ground_details: [
    { value: 'fraud', label: 'Betrug', ground: 'illegal' },
    { value: 'terms_misleading', label: 'AGB: irreführende Angaben', ground: 'terms' },
  ],
  complaint_outcomes: [],
} as unknown as ModerationOptions;
