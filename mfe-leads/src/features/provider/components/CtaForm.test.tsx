import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, signOut, type ApiMock, type Reply } from '@marktplatz/shared/testing';
import { CtaForm } from './CtaForm';

const routes = [{ id: 5, name: 'Bad Nord' }];

jest.setTimeout(20_000);

describe('CtaForm', () => {
  let api: ApiMock;
  afterEach(() => {
    jest.restoreAllMocks();
    api.restore();
    signOut();
  });

  function answer(save: () => Reply | undefined) {
    api = mockApi((call) => {
      if (call.url === 'api/lead_routes') return ok(routes, { meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } });
      if (call.url === 'api/storeCallToAction') return save();
      return undefined;
    });
  }

  it('offers the provider page, the routes and the two states without an empty status', async () => {
    signIn('Company');
    answer(() => undefined);
    renderAt(<CtaForm cta={null} onDone={jest.fn()} onCancel={jest.fn()} />);
    expect(await screen.findByText('Anfragestrecke „Bad Nord“')).toBeInTheDocument();
    expect(screen.getByLabelText('Gezeigt bei')).toHaveDisplayValue('Ihrer Anbieterseite (alle Anfragestrecken)');
    const status = screen.getByLabelText('Status');
    expect(status).toHaveDisplayValue('Inaktiv (verborgen)');
    expect(Array.from((status as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Aktiv (sichtbar)',
      'Inaktiv (verborgen)',
    ]);
  });

  it('asks for the heading and the button text before sending', async () => {
    signIn('Company');
    answer(() => ok({ id: 1 }));
    renderAt(<CtaForm cta={null} onDone={jest.fn()} onCancel={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2);
    expect(api.calls.some((call) => call.url === 'api/storeCallToAction')).toBe(false);
  });

  it('sends an empty target as null, the chosen route as a number, and shows the API’s message', async () => {
    signIn('Company');
    answer(() => ok({ id: 3 }, { message: 'Die Aktionsbox wurde gespeichert.' }));
    const onDone = jest.fn();
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    renderAt(<CtaForm cta={null} onDone={onDone} onCancel={jest.fn()} />);
    await screen.findByText('Anfragestrecke „Bad Nord“');
    fireEvent.change(screen.getByLabelText(/Überschrift/), { target: { value: 'Jetzt anfragen' } });
    fireEvent.change(screen.getByLabelText(/Beschriftung der Schaltfläche/), { target: { value: 'Los' } });
    fireEvent.change(screen.getByLabelText(/Ziel der Schaltfläche/), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Gezeigt bei'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls.find((call) => call.url === 'api/storeCallToAction')?.data).toEqual({
      title: 'Jetzt anfragen',
      text: '',
      button_text: 'Los',
      button_url: null,
      lead_route_id: 5,
      status: 'active',
    });
    expect(success).toHaveBeenCalledWith('Die Aktionsbox wurde gespeichert.');
  });

  it('shows a refused target under its field', async () => {
    signIn('Company');
    answer(() => ({
      status: 422,
      data: { status: false, message: 'Ungültig', errors: { button_url: ['Bitte geben Sie einen Pfad (/…) oder eine https-Adresse an.'] } },
    }));
    renderAt(<CtaForm cta={null} onDone={jest.fn()} onCancel={jest.fn()} />);
    fireEvent.change(screen.getByLabelText(/Überschrift/), { target: { value: 'Jetzt anfragen' } });
    fireEvent.change(screen.getByLabelText(/Beschriftung der Schaltfläche/), { target: { value: 'Los' } });
    fireEvent.change(screen.getByLabelText(/Ziel der Schaltfläche/), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie einen Pfad (/…) oder eine https-Adresse an.')).toBeInTheDocument();
  });
});
