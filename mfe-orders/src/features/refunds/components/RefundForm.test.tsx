import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { RefundPhotos } from './RefundPhotos';
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

describe('RefundForm photos', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:vorschau');
    URL.revokeObjectURL = jest.fn();
  });

  const photo = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

  async function openForm() {
    renderAt(<RefundForm vendorOrderId={5} items={items} onDone={() => undefined} onCancel={() => undefined} />, '/orders/MP-1');
    await screen.findByRole('option', { name: 'Ware beschädigt angekommen' });
    fireEvent.change(screen.getByLabelText(/^Grund/), { target: { value: 'damaged' } });
    fireEvent.change(screen.getByLabelText(/Kaffeebecher – Anzahl/), { target: { value: '1' } });
  }

  it('no longer sends customers to the chat with their photos', async () => {
    api = mockApi((call) =>
      call.url === 'refundTypeReasons' ? ok([{ code: 'damaged', label: 'Ware beschädigt angekommen' }]) : undefined,
    );
    await openForm();
    expect(screen.queryByText(/Chat/)).not.toBeInTheDocument();
    expect(screen.getByText(/Bis zu 5 Fotos im Format JPG, PNG oder WebP/)).toBeInTheDocument();
  });

  it('uploads the chosen photos with the request as multipart and shows the upload progress', async () => {
    api = mockApi((call) => {
      if (call.url === 'refundTypeReasons') return ok([{ code: 'damaged', label: 'Ware beschädigt angekommen' }]);
      if (call.url === 'refund-process') {
        call.config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
        return { status: 201, data: { status: true, message: 'Ihre Erstattung wurde beantragt.', data: { id: 3, photos: [] } } };
      }
      return undefined;
    });
    await openForm();
    await userEvent.upload(screen.getByTestId('refund-photos-input'), [photo('bruch.png'), photo('karton.jpg', 'image/jpeg')]);
    expect(screen.getByText('2 Fotos ausgewählt')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vorschau von „bruch.png“' })).toHaveAttribute('src', 'blob:vorschau');
    await userEvent.click(screen.getByRole('button', { name: '„karton.jpg“ entfernen' }));
    expect(screen.getByText('1 Foto ausgewählt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erstattung beantragen' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Fortschritt des Hochladens' })).toHaveAttribute('value', '100'));
    const sent = api.calls.find((call) => call.url === 'refund-process')?.config.data as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('shop_vendor_order_id')).toBe('5');
    expect(sent.get('reason')).toBe('damaged');
    expect(JSON.parse(String(sent.get('lines')))).toEqual([{ item_id: 11, qty: 1 }]);
    expect((sent.getAll('photos') as File[]).map((file) => file.name)).toEqual(['bruch.png']);
  });

  it('refuses a sixth photo, another file type and a photo over 5 MB in German without uploading', async () => {
    api = mockApi((call) =>
      call.url === 'refundTypeReasons' ? ok([{ code: 'damaged', label: 'Ware beschädigt angekommen' }]) : undefined,
    );
    await openForm();
    const input = screen.getByTestId('refund-photos-input');
    await userEvent.upload(input, [photo('rechnung.pdf', 'application/pdf')], { applyAccept: false });
    expect(screen.getByText('„rechnung.pdf“: Erlaubt sind nur Fotos im Format JPG, PNG oder WebP.')).toBeInTheDocument();
    await userEvent.upload(input, [photo('riesig.png', 'image/png', 5 * 1024 * 1024 + 1)]);
    expect(screen.getByText('„riesig.png“: Ein Foto darf höchstens 5 MB groß sein.')).toBeInTheDocument();
    await userEvent.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => photo(`f${n}.png`)),
    );
    expect(screen.getByText('Bitte laden Sie höchstens 5 Fotos hoch.')).toBeInTheDocument();
    expect(screen.getByText('Keine Fotos ausgewählt')).toBeInTheDocument();
    await userEvent.upload(
      input,
      [1, 2, 3, 4, 5].map((n) => photo(`f${n}.webp`, 'image/webp')),
    );
    expect(screen.getByText('5 Fotos ausgewählt')).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(api.calls.some((call) => call.url === 'refund-process')).toBe(false);
  });

  it('shows the server’s German photo message under the photos', async () => {
    api = mockApi((call) => {
      if (call.url === 'refundTypeReasons') return ok([{ code: 'damaged', label: 'Ware beschädigt angekommen' }]);
      if (call.url === 'refund-process')
        return {
          status: 422,
          data: {
            status: false,
            message: 'Bitte prüfen Sie Ihre Eingaben.',
            errors: { photos: ['„bruch.png“: Der Dateiinhalt ist kein gültiges jpg-, png- oder webp-Bild.'] },
          },
        };
      return undefined;
    });
    await openForm();
    await userEvent.upload(screen.getByTestId('refund-photos-input'), [photo('bruch.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Erstattung beantragen' }));
    expect(await screen.findByText('„bruch.png“: Der Dateiinhalt ist kein gültiges jpg-, png- oder webp-Bild.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('1 Foto ausgewählt')).toBeInTheDocument();
  });
});

describe('RefundPhotos', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('shows the provider the customer’s photos as links to the signed picture', async () => {
    const url = 'http://127.0.0.1:4000/files/refunds/3/a.png?expires=1&signature=x';
    api = mockApi((call) =>
      call.url === 'getDetailOfRefundItem'
        ? ok({ id: 3, photos: [{ id: 1, file_name: 'bruch.png', content_type: 'image/png', size: 10, url }] })
        : undefined,
    );
    renderAt(<RefundPhotos refundId={3} />, '/orders/provider/refunds');
    expect(await screen.findByRole('heading', { name: 'Fotos des Kunden' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'bruch.png' })).toHaveAttribute('src', url);
    expect(screen.getByRole('link', { name: 'Foto „bruch.png“ in voller Größe öffnen' })).toHaveAttribute('href', url);
    expect(api.calls[0]?.config.params).toEqual({ id: 3 });
  });

  it('shows nothing for a refund without photos', async () => {
    api = mockApi((call) => (call.url === 'getDetailOfRefundItem' ? ok({ id: 4, photos: [] }) : undefined));
    renderAt(<RefundPhotos refundId={4} />, '/orders/provider/refunds');
    await waitFor(() => expect(screen.queryByText('Fotos werden geladen …')).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Fotos des Kunden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
