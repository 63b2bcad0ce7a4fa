import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, signOut, type ApiMock, type Reply } from '@marktplatz/shared/testing';
import { RouteForm } from './RouteForm';

const categories = [
  { id: 1, slug: 'badsanierung', title: 'Badsanierung', lead_routes: [] },
  { id: 2, slug: 'dach', title: 'Dach', lead_routes: [] },
];

jest.setTimeout(20_000);

describe('RouteForm', () => {
  let api: ApiMock;
  afterEach(() => {
    jest.restoreAllMocks();
    api.restore();
    signOut();
  });

  function answer(save: () => Reply | undefined) {
    api = mockApi((call) => {
      if (call.url === 'v2/world/categorys/all') return ok(categories);
      if (call.url === 'api/lead_routes' && call.method === 'POST') return save();
      return undefined;
    });
  }

  it('shows the API’s required texts under empty fields and sends nothing', async () => {
    signIn('Company');
    answer(() => ok({ id: 1 }));
    renderAt(<RouteForm route={null} onDone={jest.fn()} onCancel={jest.fn()} />);
    await screen.findByText('Dach');
    fireEvent.change(screen.getByLabelText(/Umkreis in km/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anfragestrecke anlegen' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige Nummer (ganze Zahl ab 1) an.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige deutsche Postleitzahl (5 Ziffern) an.')).toBeInTheDocument();
    expect(screen.getByText('Der Umkreis muss zwischen 1 und 500 km liegen.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name der Anfragestrecke/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the new route with the category and radius as numbers and reports the API’s message', async () => {
    signIn('Company');
    answer(() => ({ status: 201, data: { status: true, message: 'Die Anfragestrecke wurde gespeichert.', data: { id: 9 } } }));
    const onDone = jest.fn();
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    renderAt(<RouteForm route={null} onDone={onDone} onCancel={jest.fn()} />);
    await screen.findByText('Dach');
    fireEvent.change(screen.getByLabelText(/Name der Anfragestrecke/), { target: { value: 'Dach decken' } });
    fireEvent.change(screen.getByLabelText(/Themenwelt/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/Postleitzahl \(Mittelpunkt\)/), { target: { value: '10115' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anfragestrecke anlegen' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.data).toEqual({ name: 'Dach decken', description: '', world_category_id: 2, postal_code: '10115', radius: 25 });
    expect(success).toHaveBeenCalledWith('Die Anfragestrecke wurde gespeichert.');
  });

  it('shows the API’s field error under its field and keeps the dialog open', async () => {
    signIn('Company');
    answer(() => ({
      status: 422,
      data: { status: false, message: 'Bitte prüfen Sie Ihre Angaben.', errors: { postal_code: ['Diese Postleitzahl gibt es nicht.'] } },
    }));
    const onDone = jest.fn();
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    renderAt(<RouteForm route={null} onDone={onDone} onCancel={jest.fn()} />);
    await screen.findByText('Dach');
    fireEvent.change(screen.getByLabelText(/Name der Anfragestrecke/), { target: { value: 'Dach' } });
    fireEvent.change(screen.getByLabelText(/Themenwelt/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/Postleitzahl \(Mittelpunkt\)/), { target: { value: '00000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anfragestrecke anlegen' }));
    expect(await screen.findByText('Diese Postleitzahl gibt es nicht.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('edits a route through lead_routes_update with its id', async () => {
    signIn('Company');
    api = mockApi((call) => {
      if (call.url === 'v2/world/categorys/all') return ok(categories);
      if (call.url === 'api/lead_routes_update') return ok({ id: 5 }, { message: 'Gespeichert.' });
      return undefined;
    });
    const onDone = jest.fn();
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    const route = {
      id: 5,
      name: 'Bad Nord',
      description: 'Alles aus einer Hand',
      world_category_id: 1,
      postal_code: '10115',
      radius: 30,
    } as Parameters<typeof RouteForm>[0]['route'];
    renderAt(<RouteForm route={route} onDone={onDone} onCancel={jest.fn()} />);
    await screen.findByText('Dach');
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls.find((call) => call.url === 'api/lead_routes_update')?.data).toEqual({
      id: 5,
      name: 'Bad Nord',
      description: 'Alles aus einer Hand',
      world_category_id: 1,
      postal_code: '10115',
      radius: 30,
    });
  });
});
