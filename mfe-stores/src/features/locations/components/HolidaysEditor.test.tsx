import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { HolidaysEditor } from './HolidaysEditor';

const holiday = { id: 7, start_date: '2026-12-24', end_date: '2027-01-02', title: 'Betriebsferien' };

describe('HolidaysEditor', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('lists the closed days as German ranges', async () => {
    api = mockApi((call) => (call.url === 'api/getStoreHolidaysTimes' ? ok([holiday]) : undefined));
    renderAt(<HolidaysEditor storeId={4} />, '/stores/4');
    expect(await screen.findByTestId('holiday')).toHaveTextContent('24.12.2026 – 02.01.2027 · Betriebsferien');
  });

  it('asks for the first day and a real date in German without sending', async () => {
    api = mockApi((call) => (call.url === 'api/getStoreHolidaysTimes' ? ok([]) : undefined));
    renderAt(<HolidaysEditor storeId={4} />, '/stores/4');
    await screen.findByText('Keine Schließtage eingetragen.');
    fireEvent.click(screen.getByRole('button', { name: 'Schließtag eintragen' }));
    expect(await screen.findByText('Bitte geben Sie den ersten Tag an.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Erster Tag/), { target: { value: '31.02.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schließtag eintragen' }));
    expect(await screen.findByText('Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends a range as ISO dates, says so in a toast and empties the form', async () => {
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    let body: unknown;
    api = mockApi((call) => {
      if (call.url === 'api/getStoreHolidaysTimes') return ok([]);
      if (call.url === 'api/setStoreHolidaysTimes') {
        body = call.data;
        return ok([holiday]);
      }
      return undefined;
    });
    renderAt(<HolidaysEditor storeId={4} />, '/stores/4');
    await screen.findByText('Keine Schließtage eingetragen.');
    const start = screen.getByLabelText(/^Erster Tag/);
    await waitFor(() => expect(start).toHaveValue(''));
    fireEvent.change(start, { target: { value: '24.12.2026' } });
    fireEvent.change(screen.getByLabelText(/^Letzter Tag/), { target: { value: '02.01.2027' } });
    fireEvent.change(screen.getByLabelText('Anlass'), { target: { value: 'Betriebsferien' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schließtag eintragen' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Der Schließtag wurde gespeichert.'));
    expect(body).toEqual({ store_id: 4, kind: 'opening', start_date: '2026-12-24', end_date: '2027-01-02', title: 'Betriebsferien' });
    await waitFor(() => expect(screen.getByLabelText(/^Erster Tag/)).toHaveValue(''));
  });

  it('shows a refusal that names no field above the form', async () => {
    api = mockApi((call) => {
      if (call.url === 'api/getStoreHolidaysTimes') return ok([]);
      if (call.url === 'api/setStoreHolidaysTimes') {
        return { status: 422, data: { status: false, message: 'Ungültig', errors: { store_id: ['Dieser Standort gehört nicht Ihnen.'] } } };
      }
      return undefined;
    });
    renderAt(<HolidaysEditor storeId={4} />, '/stores/4');
    await screen.findByText('Keine Schließtage eingetragen.');
    fireEvent.change(screen.getByLabelText(/^Erster Tag/), { target: { value: '24.12.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schließtag eintragen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Standort gehört nicht Ihnen.');
  });
});
