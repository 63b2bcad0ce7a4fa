/** Wire data of the customers' component tests (shapes from the contract). */
import type { CustomerDetail, CustomerListItem } from '../api/types';

export const CUSTOMER_ROW: CustomerListItem = {
  id: 42,
  name: 'Erika Muster',
  email: 'erika@example.com',
  state: 'active',
  created_at: '2026-11-02T09:00:00.000Z',
  last_login_at: '2026-12-05T10:15:00.000Z',
};

export const CUSTOMER: CustomerDetail = {
  ...CUSTOMER_ROW,
  first_name: 'Erika',
  last_name: 'Muster',
  gender: 'female',
  phone: '+49 30 123456',
  birthday: null,
  avatar: null,
  email_confirmed_at: '2026-11-02T09:05:00.000Z',
  locked_at: null,
  locked_reason: null,
  deleted_at: null,
  updated_at: '2026-12-05T10:15:00.000Z',
  two_factor: { enabled: true, mobile_hint: '…67' },
  newsletter: false,
  addresses_count: 2,
  orders: { count: 3, total_cents: 12_345, last_order_at: '2026-12-01T12:00:00.000Z' },
  retained_invoices: 0,
};
