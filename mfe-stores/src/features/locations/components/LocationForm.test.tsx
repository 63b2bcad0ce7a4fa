import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { LocationForm } from './LocationForm';

describe('LocationForm pin picker', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('loads the map settings only when opened and, without a tile service, asks for the numbers instead', async () => {
    api = mockApi((call) => (call.url === 'provider_search/map' ? ok({ tile_url: null, attribution: null }) : undefined));
    renderAt(<LocationForm onSaved={() => undefined} />, '/stores/new');
    expect(api.calls).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: 'Auf der Karte setzen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(await screen.findByTestId('pin-picker-no-tiles')).toHaveTextContent('Bitte geben Sie Breiten- und Längengrad als Zahlen ein.');
    expect(api.calls.map((call) => call.url)).toEqual(['provider_search/map']);
    fireEvent.click(screen.getByRole('button', { name: 'Karte schließen' }));
    expect(screen.queryByTestId('pin-picker-no-tiles')).not.toBeInTheDocument();
  });

  it('sends a typed pin with German decimal commas as numbers', async () => {
    let body: Record<string, unknown> | undefined;
    api = mockApi((call) => {
      if (call.url === 'api/save-store-location') {
        body = call.data as Record<string, unknown>;
        return ok({ id: 9 });
      }
      return undefined;
    });
    const saved: unknown[] = [];
    renderAt(<LocationForm onSaved={(location) => saved.push(location)} />, '/stores/new');
    fireEvent.change(screen.getByLabelText(/^Name des Standorts/), { target: { value: 'Filiale Nord' } });
    fireEvent.change(screen.getByLabelText(/^Postleitzahl/), { target: { value: '10115' } });
    fireEvent.change(screen.getByLabelText('Breitengrad'), { target: { value: '52,520008' } });
    fireEvent.change(screen.getByLabelText('Längengrad'), { target: { value: '13,404954' } });
    fireEvent.submit(screen.getByRole('button', { name: /speichern/i }).closest('form')!);
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(body).toMatchObject({ latitude: 52.520008, longitude: 13.404954 });
  });

  it('shows a location beyond the package with its limit and the link „Größeres Paket wählen“', async () => {
    const refusal =
      'Der kostenlose Grundtarif (ohne Paket) erlaubt höchstens 5 Standorte; diese Grenze ist erreicht. Für mehr buchen Sie bitte ein größeres Paket unter /account/packages.';
    api = mockApi((call) =>
      call.url === 'api/save-store-location'
        ? { status: 422, data: { status: false, message: refusal, errors: { store_location: [refusal] } } }
        : undefined,
    );
    renderAt(<LocationForm onSaved={() => undefined} />, '/stores/new');
    fireEvent.change(screen.getByLabelText(/^Name des Standorts/), { target: { value: 'Filiale Nord' } });
    fireEvent.change(screen.getByLabelText(/^Postleitzahl/), { target: { value: '10115' } });
    fireEvent.submit(screen.getByRole('button', { name: /speichern/i }).closest('form')!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('erlaubt höchstens 5 Standorte; diese Grenze ist erreicht.');
    expect(within(alert).getByRole('link', { name: 'Größeres Paket wählen' })).toHaveAttribute('href', '/account/packages');
  });

  it('asks for the name and a five-digit postal code before sending, with the API’s own texts', async () => {
    api = mockApi(() => undefined);
    renderAt(<LocationForm onSaved={() => undefined} />, '/stores/new');
    fireEvent.submit(screen.getByRole('button', { name: /speichern/i }).closest('form')!);
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Postleitzahl/)).toHaveAccessibleDescription('Die Postleitzahl muss aus genau fünf Ziffern bestehen.');
    expect(api.calls).toHaveLength(0);
  });

  it('keeps what was typed and shows the API’s German message at its field when the API refuses', async () => {
    api = mockApi((call) =>
      call.url === 'api/save-store-location'
        ? {
            status: 422,
            data: { status: false, message: 'Ungültig', errors: { email: ['Bitte geben Sie eine gültige E-Mail-Adresse an.'] } },
          }
        : undefined,
    );
    renderAt(<LocationForm onSaved={() => undefined} />, '/stores/new');
    fireEvent.change(screen.getByLabelText(/^Name des Standorts/), { target: { value: 'Filiale Nord' } });
    fireEvent.change(screen.getByLabelText(/^Postleitzahl/), { target: { value: '10115' } });
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'laden@' } });
    fireEvent.submit(screen.getByRole('button', { name: /speichern/i }).closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Standort konnte nicht gespeichert werden.');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('laden@');
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse an.');
  });
});
