import type { ModerationOptions, NoticeDetail, NoticeListItem } from '../api/types';

/** Wire data of the notices tests (shapes of the API contract). */
export const OPTIONS: ModerationOptions = {
  categories: [{ value: 'unsafe_product', label: 'Unsicheres Produkt' }],
  target_types: [
    { value: 'product', label: 'Produkt' },
    { value: 'review', label: 'Bewertung' },
  ],
  actions: [
    { value: 'content_removed', label: 'Inhalt entfernt', target_types: ['product', 'review'] },
    { value: 'content_disabled', label: 'Produkt gesperrt', target_types: ['product'] },
    { value: 'review_hidden', label: 'Bewertung verborgen', target_types: ['review'] },
  ],
  grounds: [
    { value: 'illegal', label: 'Rechtswidriger Inhalt' },
    { value: 'terms', label: 'Verstoß gegen die AGB' },
  ],
  ground_details: [
    { value: 'product_safety', label: 'Produktsicherheit', ground: 'illegal' },
    { value: 'copyright', label: 'Urheberrecht', ground: 'illegal' },
    { value: 'spam', label: 'Spam', ground: 'terms' },
  ],
  complaint_outcomes: [
    { value: 'upheld', label: 'Zurückgewiesen' },
    { value: 'reversed', label: 'Stattgegeben' },
  ],
};

export const NOTICE: NoticeListItem = {
  id: 7,
  case_number: 'M-2026-000007',
  source: 'notice',
  source_label: 'Meldung',
  target_type: 'product',
  target_type_label: 'Produkt',
  target_id: 12,
  target_label: 'Ladegerät X1',
  category: 'unsafe_product',
  category_label: 'Unsicheres Produkt',
  status: 'received',
  status_label: 'Eingegangen',
  created_at: '2026-12-01T10:00:00.000Z',
  deadline_at: '2026-12-04T10:00:00.000Z',
  overdue: true,
  decided_at: null,
  decided_by: null,
  open_complaints: 0,
};

export const DETAIL: NoticeDetail = {
  ...NOTICE,
  explanation: 'Das Ladegerät trägt kein CE-Zeichen und wurde zurückgerufen.',
  good_faith: true,
  reporter: { name: 'Petra Prüfer', email: 'petra@example.com', user_id: null },
  target_url: '/shop/produkt/ladegeraet-x1',
  affected_user: { id: 3, name: 'Hofladen Sonnenschein', role: 'Anbieter' },
  decision: null,
  events: [{ from_status: null, to_status: 'received', actor_name: 'System', note: null, created_at: '2026-12-01T10:00:00.000Z' }],
  complaints: [],
  chat: null,
};
