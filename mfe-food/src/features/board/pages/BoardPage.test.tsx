import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore, snackbar } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn } from '@marktplatz/shared/testing';
import { FakeEventSource } from '../../../test/fakeEventSource';
import { foodOrder, orderPage } from '../../../test/fixtures';
import BoardPage from './BoardPage';

describe('BoardPage', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => FakeEventSource.install());
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
  });

  function serve(orders: () => ReturnType<typeof foodOrder>[]) {
    api = mockApi((call) => {
      if (call.url === 'getFoodTypeOrders') return { status: 200, data: orderPage(orders()) };
      if (call.url === 'v2/getSettings') return ok({ ordering_open: true, auto_accept: false, preparation_time: 20, order_sound: true });
      if (call.url === 'food/events/ticket') return ok({ ticket: 'ticket-abcdefghijklmnopqrstuv', expires_at: '2026-11-27T18:00:00Z' });
      if (call.url === 'changeStatusOfFoodOrders')
        return ok(foodOrder({ status: 'confirmed', status_label: 'Angenommen', tab: 'processing' }));
      return undefined;
    });
  }

  it('opens the stream with a ticket (never the token), shows „Live“, and reloads the board when a new order arrives', async () => {
    signIn('Company');
    let orders = [foodOrder()];
    serve(() => orders);
    renderAt(<BoardPage />, '/food/board');
    expect(await screen.findByRole('heading', { name: 'Bestellung MP-2026-000141-1' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toContain('/food/events?ticket=ticket-abcdefghijklmnopqrstuv');
    expect(source.url).not.toContain('Bearer');
    act(() => source.open());
    expect(screen.getByTestId('live-state')).toHaveTextContent('Live');

    orders = [foodOrder(), foodOrder({ id: 42, order_number: 'MP-2026-000142-1' })];
    act(() => source.emit('food-order', { id: 6, type: 'created', order_id: 42, status: 'pending' }));
    expect(await screen.findByRole('heading', { name: 'Bestellung MP-2026-000142-1' })).toBeInTheDocument();
  });

  it('opens the stream from the event number of its first load: orders it loaded are not announced as new, a later one is', async () => {
    const show = jest.spyOn(snackbar, 'show');
    signIn('Company');
    serve(() => [foodOrder()]);
    renderAt(<BoardPage />, '/food/board');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toContain('last_event_id=5');
    act(() => {
      source.open();
      // an event the first load already showed (a server replaying the past) is no news
      source.emit('food-order', { id: 4, type: 'created', order_id: 41, status: 'pending' });
    });
    expect(show).not.toHaveBeenCalled();
    act(() => source.emit('food-order', { id: 6, type: 'created', order_id: 42, status: 'pending' }));
    act(() => source.emit('food-order', { id: 7, type: 'created', order_id: 43, status: 'pending' }));
    // one snackbar (news the provider did not trigger), counted, replacing the last one instead of a stack
    expect(show.mock.calls).toEqual([
      ['Neue Bestellung eingegangen', { duration: 8000 }],
      ['2 neue Bestellungen eingegangen', { duration: 8000 }],
    ]);
    expect(snackbar.getItems().map((item) => item.message)).toEqual(['2 neue Bestellungen eingegangen']);
    show.mockRestore();
    act(() => snackbar.clear());
  });

  it('says where an accepted order went, with the way to its tab', async () => {
    signIn('Company');
    let orders = [foodOrder()];
    serve(() => orders);
    renderAt(<BoardPage />, '/food/board');
    const accept = await screen.findByRole('button', { name: 'Annehmen' });
    orders = [];
    fireEvent.click(accept);
    expect(await screen.findByTestId('board-moved')).toHaveTextContent(
      'Bestellung MP-2026-000141-1 angenommen – jetzt unter „In Zubereitung“.',
    );
    fireEvent.click(screen.getByRole('button', { name: '„In Zubereitung“ zeigen' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === 'getFoodTypeOrders' && call.params.status === 'processing')).toBe(true),
    );
    expect(screen.queryByTestId('board-moved')).not.toBeInTheDocument();
  });

  it('offers a pickup „Bereit zur Abholung“ with its ready time and no delivery fee; a delivery „Losschicken“ with the fee', async () => {
    signIn('Company');
    const cooking = { status: 'processing' as const, status_label: 'In Zubereitung', tab: 'processing' as const };
    serve(() => [
      foodOrder({
        ...cooking,
        id: 51,
        order_number: 'MP-2026-000151-1',
        delivery_mode: 'pickup',
        delivery_address: null,
        pickup_address: 'Pizzeria Da Marco, Torstraße 110, 10119 Berlin',
        delivery_fee_cents: 0,
        next_statuses: [
          { value: 'ready_for_pickup', label: 'Abholbereit' },
          { value: 'cancelled', label: 'Storniert' },
        ],
      }),
      foodOrder({
        ...cooking,
        next_statuses: [
          { value: 'on_delivery', label: 'Unterwegs' },
          { value: 'cancelled', label: 'Storniert' },
        ],
      }),
    ]);
    renderAt(<BoardPage />, '/food/board');
    const pickup = (await screen.findByRole('heading', { name: 'Bestellung MP-2026-000151-1' })).closest('li')!;
    // ordered 18:30 Berlin, preparation time 20 minutes
    expect(within(pickup).getByTestId('board-ready')).toHaveTextContent('Abholbereit um 18:50 Uhr');
    expect(within(pickup).getByRole('button', { name: 'Bereit zur Abholung' })).toBeInTheDocument();
    expect(within(pickup).queryByRole('button', { name: 'Losschicken' })).not.toBeInTheDocument();
    expect(pickup).not.toHaveTextContent('Liefergebühr');
    const delivery = screen.getByRole('heading', { name: 'Bestellung MP-2026-000141-1' }).closest('li')!;
    expect(within(delivery).getByRole('button', { name: 'Losschicken' })).toBeInTheDocument();
    expect(delivery).toHaveTextContent('Liefergebühr 2,50');
    expect(within(delivery).queryByTestId('board-ready')).not.toBeInTheDocument();
  });

  it('shows the time a customer pre-ordered for', async () => {
    signIn('Company');
    serve(() => [foodOrder({ slot_at: '2026-11-28T18:30:00.000Z', slot_text: 'Sa., 28.11., 19:30 Uhr' })]);
    renderAt(<BoardPage />, '/food/board');
    expect(await screen.findByTestId('board-slot')).toHaveTextContent('Vorbestellt – liefern am: Sa., 28.11., 19:30 Uhr');
  });

  it('shows the broken connection and reconnects with a new ticket after the last event id', async () => {
    jest.useFakeTimers();
    signIn('Company');
    serve(() => [foodOrder()]);
    renderAt(<BoardPage />, '/food/board');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const first = FakeEventSource.latest();
    act(() => {
      first.open();
      first.emit('food-order', { id: 9, type: 'status', order_id: 41, status: 'confirmed' });
      first.fail();
    });
    expect(screen.getByTestId('live-state')).toHaveTextContent('Verbindung unterbrochen – wird erneut verbunden');
    expect(first.closed).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1500);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toContain('last_event_id=9');
    jest.useRealTimers();
  });

  it('accepts an order with the status it saw, and asks before rejecting', async () => {
    signIn('Company');
    serve(() => [foodOrder()]);
    renderAt(<BoardPage />, '/food/board');
    fireEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Bestellung ablehnen?');
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(api.calls.some((call) => call.url === 'changeStatusOfFoodOrders')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Annehmen' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.url === 'changeStatusOfFoodOrders')?.data).toEqual({
        order_id: 41,
        status: 'confirmed',
        from_status: 'pending',
      }),
    );
  });

  it('offers „Ton aktivieren“ until the user allows sound', async () => {
    signIn('Company');
    serve(() => []);
    renderAt(<BoardPage />, '/food/board');
    expect(await screen.findByText('Keine Bestellungen in diesem Bereich.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ton aktivieren' }));
    expect(screen.getByText('Ton ist aktiv')).toBeInTheDocument();
  });
});
