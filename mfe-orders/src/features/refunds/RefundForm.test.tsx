import { fireEvent, screen } from '@testing-library/react';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { RefundForm } from './RefundForm';

const items = [{ id: 11, product_name: 'Kaffeebecher', variant_label: '', qty: 2, unit_price: 18, line_total: 36, tax_rate: 19 }];

describe('RefundForm', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('sends reason, pieces and comment, and shows the server’s German field message while keeping the input', async () => {
    let attempt = 0;
    api = mockApi((call) => {
      if (call.url === 'refundTypeReasons') return ok([{ code: 'damaged', label: 'Ware beschädigt angekommen' }]);
      if (call.url === 'refund-process') {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              data: {
                status: false,
                message: 'Höchstens 1 Stück können noch erstattet werden.',
                errors: { 'lines.0.qty': ['Höchstens 1 Stück können noch erstattet werden.'] },
              },
            }
          : { status: 201, data: { status: true, message: 'Ihre Erstattung wurde beantragt.', data: { id: 3 } } };
      }
      return undefined;
    });
    const done = jest.fn();
    renderAt(<RefundForm vendorOrderId={5} items={items} onDone={done} onCancel={() => undefined} />, '/orders/MP-1');
    await screen.findByRole('option', { name: 'Ware beschädigt angekommen' });
    fireEvent.change(screen.getByLabelText(/^Grund/), { target: { value: 'damaged' } });
    fireEvent.change(screen.getByLabelText(/Kaffeebecher – Anzahl/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^Beschreibung/), { target: { value: 'Henkel ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erstattung beantragen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Höchstens 1 Stück können noch erstattet werden.');
    expect(screen.getByLabelText(/Kaffeebecher – Anzahl/)).toHaveValue(2);
    expect(api.calls.find((call) => call.url === 'refund-process')?.data).toEqual({
      shop_vendor_order_id: 5,
      reason: 'damaged',
      comment: 'Henkel ab',
      lines: [{ item_id: 11, qty: 2 }],
    });
    fireEvent.change(screen.getByLabelText(/Kaffeebecher – Anzahl/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erstattung beantragen' }));
    await screen.findByRole('button', { name: 'Erstattung beantragen' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toHaveBeenCalled();
  });
});
