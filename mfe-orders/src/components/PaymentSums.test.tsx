import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderAt } from '@marktplatz/shared/testing';
import type { OrderPayment } from '../lib/types';
import { PaymentSums } from './PaymentSums';
import { noTracksText, TrackList } from './TrackList';

const base: OrderPayment = {
  state: 'due',
  state_text: 'Zahlung ausstehend',
  total: 94.89,
  total_cents: 9489,
  credited: 0,
  credited_cents: 0,
  owed: 94.89,
  owed_cents: 9489,
  paid: 0,
  paid_cents: 0,
  refunded: 0,
  refunded_cents: 0,
  due: 94.89,
  due_cents: 9489,
  to_refund: 0,
  to_refund_cents: 0,
};

/** The definition list as „term: value“ pairs (non-breaking spaces as plain ones). */
function pairs(): string[] {
  const terms = screen.getAllByRole('term');
  return terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`.replace(/\u00a0/g, ' '));
}

const render = (element: ReactElement) => renderAt(element, '/orders/MP-2026-000100');

describe('PaymentSums', () => {
  it('shows the credit of a refunded line of an unpaid order and only the reduced amount as due — nothing „erstattet“', () => {
    render(
      <PaymentSums
        payment={{ ...base, credited: 44.95, credited_cents: 4495, owed: 49.94, owed_cents: 4994, due: 49.94, due_cents: 4994 }}
      />,
    );
    expect(pairs()).toEqual([
      'Gutschriften und Stornierungen: − 44,95 €',
      'Zu zahlen für das Behaltene: 49,94 €',
      'Noch zu zahlen: 49,94 €',
    ]);
  });

  it('shows a paid order with a refund to come as „Wird erstattet“, never beside an amount still to pay', () => {
    render(
      <PaymentSums
        payment={{
          ...base,
          state: 'to_refund',
          credited: 44.95,
          credited_cents: 4495,
          owed: 49.94,
          owed_cents: 4994,
          paid: 94.89,
          paid_cents: 9489,
          due: 0,
          due_cents: 0,
          to_refund: 44.95,
          to_refund_cents: 4495,
        }}
      />,
    );
    expect(pairs()).toEqual([
      'Gutschriften und Stornierungen: − 44,95 €',
      'Zu zahlen für das Behaltene: 49,94 €',
      'Bezahlt: 94,89 €',
      'Wird erstattet: 44,95 €',
    ]);
  });

  it('shows a paid order with nothing left to pay', () => {
    render(<PaymentSums payment={{ ...base, state: 'paid', paid: 94.89, paid_cents: 9489, due: 0, due_cents: 0 }} withVoucher />);
    expect(pairs()).toEqual(['Bezahlt (inkl. Gutschein): 94,89 €', 'Noch zu zahlen: 0,00 €']);
  });
});

describe('TrackList without tracks', () => {
  it('says „Noch keine Neuigkeiten“ only while the vendor order is pending; a completed one says its status', () => {
    expect(noTracksText('pending', 'Eingegangen')).toBe('Noch keine Neuigkeiten vom Anbieter.');
    render(<TrackList tracks={[]} status="completed" statusText="Abgeschlossen" />);
    expect(screen.getByTestId('no-tracks')).toHaveTextContent('Abgeschlossen – der Anbieter hat dazu keine Nachricht hinterlassen.');
    expect(screen.queryByText('Noch keine Neuigkeiten vom Anbieter.')).toBeNull();
  });
});
