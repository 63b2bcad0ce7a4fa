import { cleanup, screen, within } from '@testing-library/react';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { foodOrder } from '../../../test/fixtures';
import { FakeEventSource } from '../../../test/fakeEventSource';
import OrderPage from './OrderPage';

describe('OrderPage', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => FakeEventSource.install());
  afterEach(() => {
    cleanup();
    api.restore();
  });

  it('shows where the order stands as a stepper with text: done steps, the current one with aria-current, no buttons', async () => {
    api = mockApi((call) =>
      call.url === 'food/events/ticket'
        ? ok({ ticket: 'ticket-abcdefghijklmnopqrstuv', expires_at: '2026-11-27T18:00:00Z' })
        : call.url === 'viewFoodTypeOrder'
          ? ok(foodOrder({ status: 'processing', status_label: 'In Zubereitung', tab: 'processing' }))
          : undefined,
    );
    renderAt(<OrderPage />, '/food/orders/41', '/food/orders/:id');
    const steps = await screen.findByRole('list', { name: 'Verlauf der Bestellung' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Bestellt (erledigt)',
      '✓Angenommen (erledigt)',
      '3In Zubereitung',
      '4Unterwegs',
      '5Geliefert',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(steps).queryByRole('button')).toBeNull();
  });

  it('names the pickup steps for a pickup and marks every step done when the order is finished', async () => {
    api = mockApi((call) =>
      call.url === 'viewFoodTypeOrder'
        ? ok(
            foodOrder({
              status: 'completed',
              status_label: 'Abgeschlossen',
              tab: 'completed',
              delivery_mode: 'pickup',
              pickup_address: 'Torstraße 110, 10119 Berlin',
            }),
          )
        : undefined,
    );
    renderAt(<OrderPage />, '/food/orders/41', '/food/orders/:id');
    const steps = await screen.findByRole('list', { name: 'Verlauf der Bestellung' });
    expect(within(steps).getByText('Abholbereit')).toBeInTheDocument();
    expect(within(steps).getByText('Abgeholt').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getAllByText('(erledigt)', { exact: false })).toHaveLength(5);
  });

  it('lists the dishes without „(offen)“; while the kitchen works it says which dish is ready', async () => {
    const items = [
      { id: 90, name: 'Pizza Margherita', qty: 2, unit_price_cents: 850, total_cents: 1700, status: 'ready' as const },
      { id: 91, name: 'Tiramisu', qty: 1, unit_price_cents: 450, total_cents: 450, status: 'open' as const },
    ];
    api = mockApi((call) =>
      call.url === 'food/events/ticket'
        ? ok({ ticket: 'ticket-abcdefghijklmnopqrstuv', expires_at: '2026-11-27T18:00:00Z' })
        : call.url === 'viewFoodTypeOrder'
          ? ok(foodOrder({ status: 'processing', tab: 'processing', items }))
          : undefined,
    );
    renderAt(<OrderPage />, '/food/orders/41', '/food/orders/:id');
    const dishes = await screen.findByRole('heading', { name: 'Gerichte' });
    const list = within(dishes.parentElement!).getAllByRole('listitem');
    expect(list[0]).toHaveTextContent(/^2 × Pizza Margherita – 17,00\s€ fertig$/);
    expect(list[1]).toHaveTextContent(/^1 × Tiramisu – 4,50\s€$/);
    expect(screen.queryByText(/offen\)/)).toBeNull();
  });

  it('shows no dish state before the kitchen starts', async () => {
    api = mockApi((call) =>
      call.url === 'food/events/ticket'
        ? ok({ ticket: 'ticket-abcdefghijklmnopqrstuv', expires_at: '2026-11-27T18:00:00Z' })
        : call.url === 'viewFoodTypeOrder'
          ? ok(foodOrder())
          : undefined,
    );
    renderAt(<OrderPage />, '/food/orders/41', '/food/orders/:id');
    await screen.findByText(/2 × Pizza Margherita/);
    expect(screen.getByText(/2 × Pizza Margherita/)).toHaveTextContent(/^2 × Pizza Margherita – 17,00\s€$/);
  });
});
