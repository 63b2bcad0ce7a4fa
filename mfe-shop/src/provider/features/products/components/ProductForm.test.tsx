import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProductForm, type Catalog } from './ProductForm';
import { toFormValues, toProductInput, type ProductFormValues } from './productValues';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import type { ProductDetail } from '../../../entities/product';

const catalog: Catalog = {
  categories: [
    { id: 1, name: 'Möbel' },
    { id: 2, name: 'Garten' },
  ],
  taxes: [
    { id: 1, name: 'Regelsatz', value: 19 },
    { id: 2, name: 'Ermäßigt', value: 7 },
  ],
  manufacturers: [{ id: 3, name: 'Holzwerk Sauerland' }],
  shippings: [
    { id: 5, name: 'DHL Paket', price: 4.9 },
    { id: 6, name: 'Spedition', price: 49 },
  ],
  unitTypes: [{ id: 1, name: 'Kilogramm' }],
  banks: [{ id: 9, bank_name: 'Sparkasse Kassel', pincode: '52050353' }],
};

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi(({ url, params }) => {
    if (url === 'v2/subcategoryByCategory') {
      return ok(
        params.category_id === 1
          ? [
              { id: 10, name: 'Tische' },
              { id: 11, name: 'Stühle' },
            ]
          : [{ id: 20, name: 'Grills' }],
      );
    }
    if (url === 'api/provider/commission-rate') {
      if (params.category_id === 2) return { status: 403, data: { status: false, message: 'Fehler' } };
      return ok(
        params.category_id
          ? {
              basis_points: 1250,
              percent: '12,5 %',
              source: 'category',
              source_text: `Kategorie „${params.category_id === 10 ? 'Tische' : 'Möbel'}“`,
              valid_from: '2026-12-01',
            }
          : { basis_points: 1000, percent: '10 %', source: 'type', source_text: 'Satz für Produkte', valid_from: '2026-11-01' },
      );
    }
    if (url === 'v2/childcategoryBySubcategory') {
      return ok(params.subcategory_id === 10 ? [{ id: 100, name: 'Esstische' }] : []);
    }
    return { status: 404, data: { status: false, message: 'unbekannt' } };
  });
});
afterEach(() => api.restore());

function renderForm(initial: ProductFormValues, onSubmit = jest.fn(async () => undefined), currentTax?: number) {
  renderAt(
    <ProductForm
      initialValues={initial}
      catalog={catalog}
      currentTax={currentTax}
      isFood={false}
      onSubmit={onSubmit}
      submitLabel="Produkt anlegen"
    />,
  );
  return onSubmit;
}

describe('ProductForm', () => {
  it('sends the price typed in German notation as a number (1.234,56 → 1234.56)', async () => {
    const onSubmit = renderForm(toFormValues(null, 19));
    fireEvent.change(screen.getByLabelText(/^Produktname/), { target: { value: 'Eichentisch Lund' } });
    fireEvent.change(screen.getByLabelText(/^Artikelnummer/), { target: { value: 'TISCH-LUND' } });
    fireEvent.change(screen.getByLabelText(/^Preis\*?$/), { target: { value: '1.234,56' } });
    fireEvent.change(screen.getByLabelText(/^Bestand/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Produkt anlegen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = (onSubmit.mock.calls[0] as unknown as [ProductFormValues])[0];
    expect(values.price).toBe(1234.56);
    const input = toProductInput(values, { includeStock: true });
    expect(input).toMatchObject({
      name: 'Eichentisch Lund',
      sku: 'TISCH-LUND',
      article_number: 'TISCH-LUND',
      price: 1234.56,
      stock: 7,
      tax: 19,
      price_included: true,
    });
    expect(screen.getByTestId('price-preview')).toHaveTextContent('Brutto 1.234,56 € · netto 1.037,45 €');
  });

  it('has one article number field (no second SKU field) and leaves the Streichpreis empty when there is none', () => {
    renderForm({
      ...toFormValues(null, 19),
      previous_price: toFormValues({ previous_price: 0 } as unknown as ProductDetail, 19).previous_price,
    });
    expect(screen.queryByLabelText(/^SKU/)).toBeNull();
    expect(screen.getAllByLabelText(/^Artikelnummer/)).toHaveLength(1);
    expect(screen.getByLabelText(/^Alter Preis \(Streichpreis\)/)).toHaveValue('');
  });

  it('refuses text that is no number with a German message and does not submit', async () => {
    const onSubmit = renderForm(toFormValues(null, 19));
    fireEvent.change(screen.getByLabelText(/^Preis\*?$/), { target: { value: '12,5x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Produkt anlegen' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige Zahl ein.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists the taxes ascending and adds the product’s current rate when it is no longer offered', async () => {
    renderForm(toFormValues(null, 19), undefined, 16);
    const select = screen.getByLabelText(/^Mehrwertsteuer/);
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['Bitte wählen', '7 %', '16 %', '19 %']);
    // The category lists settle before the form goes away.
    await act(async () => undefined);
  });

  it('loads subcategories for the chosen category and child categories for the subcategory, and clears them on change', async () => {
    renderForm(toFormValues(null, 19));
    const sub = screen.getByLabelText(/^Unterkategorie/) as HTMLSelectElement;
    expect(sub).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Kategorie\*?$/), { target: { value: '1' } });
    await waitFor(() => expect(within(sub).getByRole('option', { name: 'Tische' })).toBeInTheDocument());
    fireEvent.change(sub, { target: { value: '10' } });
    const child = screen.getByLabelText(/^Unter-Unterkategorie/) as HTMLSelectElement;
    await waitFor(() => expect(within(child).getByRole('option', { name: 'Esstische' })).toBeInTheDocument());
    fireEvent.change(child, { target: { value: '100' } });
    expect(child.value).toBe('100');

    fireEvent.change(screen.getByLabelText(/^Kategorie\*?$/), { target: { value: '2' } });
    await waitFor(() => expect(within(sub).getByRole('option', { name: 'Grills' })).toBeInTheDocument());
    expect(sub.value).toBe('');
    expect(child.value).toBe('');
    expect(child).toBeDisabled();
    expect(api.calls.filter((call) => call.url === 'v2/subcategoryByCategory').map((call) => call.params.category_id)).toEqual([1, 2]);
  });

  it('shows the commission rate for the chosen category, asks again when the category changes, and only a short hint when it fails', async () => {
    renderForm(toFormValues(null, 19));
    const hint = screen.getByTestId('commission-hint');
    await waitFor(() => expect(hint).toHaveTextContent('Provision für dieses Produkt: 10 % (Satz für Produkte) zzgl. USt.'));
    fireEvent.change(screen.getByLabelText(/^Kategorie\*?$/), { target: { value: '1' } });
    await waitFor(() => expect(hint).toHaveTextContent('Provision für dieses Produkt: 12,5 % (Kategorie „Möbel“) zzgl. USt.'));
    const sub = screen.getByLabelText(/^Unterkategorie/) as HTMLSelectElement;
    await waitFor(() => expect(within(sub).getByRole('option', { name: 'Tische' })).toBeInTheDocument());
    fireEvent.change(sub, { target: { value: '10' } });
    await waitFor(() => expect(hint).toHaveTextContent('(Kategorie „Tische“)'));
    fireEvent.change(screen.getByLabelText(/^Kategorie\*?$/), { target: { value: '2' } });
    await waitFor(() => expect(hint).toHaveTextContent('Der Provisionssatz ist gerade nicht abrufbar.'));
    expect(hint).not.toHaveTextContent('Fehler');
    const asked = api.calls.filter((call) => call.url === 'api/provider/commission-rate').map((call) => call.params);
    expect(asked[0]).toEqual({ type: 'product' });
    expect(asked).toContainEqual({ category_id: 10, type: 'product' });
  }, 20_000);

  it('keeps the stored subcategory and child category of a product that is opened for editing', async () => {
    renderForm({
      ...toFormValues(null, 19),
      name: 'Bank',
      sku: 'B-1',
      price: 10,
      shop_category_id: '1',
      shop_subcategory_id: '10',
      shop_childcategory_id: '100',
    });
    const sub = screen.getByLabelText(/^Unterkategorie/) as HTMLSelectElement;
    const child = screen.getByLabelText(/^Unter-Unterkategorie/) as HTMLSelectElement;
    await waitFor(() => expect(within(child).getByRole('option', { name: 'Esstische' })).toBeInTheDocument());
    await waitFor(() => expect(within(sub).getByRole('option', { name: 'Tische' })).toBeInTheDocument());
    expect(sub.value).toBe('10');
    expect(child.value).toBe('100');
  });

  it('requires a pickup address when pickup is offered', async () => {
    const onSubmit = renderForm({ ...toFormValues(null, 19), name: 'Bank', sku: 'B-1', price: 10 });
    fireEvent.click(screen.getByLabelText('Abholung möglich'));
    fireEvent.click(screen.getByRole('button', { name: 'Produkt anlegen' }));
    const address = await screen.findByLabelText(/^Abholadresse/);
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Pflichtfeld');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen shipping methods per product as ids', async () => {
    const onSubmit = renderForm({ ...toFormValues(null, 19), name: 'Bank', sku: 'B-1', price: 10 });
    fireEvent.click(screen.getByLabelText(/Spedition/));
    fireEvent.click(screen.getByRole('button', { name: 'Produkt anlegen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = (onSubmit.mock.calls[0] as unknown as [ProductFormValues])[0];
    expect(toProductInput(values, { includeStock: true }).product_shippings).toEqual([6]);
  });
});
