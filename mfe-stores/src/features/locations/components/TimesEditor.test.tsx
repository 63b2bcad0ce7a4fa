import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { TimesEditor } from './TimesEditor';

const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  from_time: day < 6 ? '09:00' : null,
  untill_time: day < 6 ? '18:00' : null,
  after_from_time: null,
  after_untill_time: null,
  status: day < 6,
}));

describe('TimesEditor', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('names the days in German and refuses 25:00 at the field without sending', async () => {
    let saves = 0;
    api = mockApi((call) => {
      if (call.url === 'api/get-store-location-times') return ok(week);
      if (call.url === 'api/save-store-location-times') saves += 1;
      return undefined;
    });
    renderAt(<TimesEditor storeId={4} />, '/stores/4');
    const monday = await screen.findByTestId('day-1');
    // the form's fields are bound once the loaded week is shown
    await waitFor(() => expect(screen.getByLabelText('Montag bis')).toHaveValue('18:00'));
    expect(within(monday).getByRole('checkbox', { name: 'Montag' })).toBeChecked();
    expect(within(screen.getByTestId('day-7')).getByRole('checkbox', { name: 'Sonntag' })).not.toBeChecked();
    fireEvent.change(screen.getByLabelText('Montag bis'), { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Öffnungszeiten speichern' }));
    expect(await screen.findByText('Bitte geben Sie eine Uhrzeit im Format HH:MM zwischen 00:00 und 23:59 an.')).toBeInTheDocument();
    expect(screen.getByLabelText('Montag bis')).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toBe(0);
  });

  it('sends the week with split shifts and shows the API’s German error on the refused day while the rest stays as typed', async () => {
    let body: unknown;
    api = mockApi((call) => {
      if (call.url === 'api/get-store-location-times') return ok(week);
      if (call.url === 'api/save-store-location-times') {
        body = call.data;
        return {
          status: 422,
          data: {
            status: false,
            message: 'Die Angaben sind ungültig.',
            errors: { 'times.2.untill_time': ['Das Ende muss nach dem Beginn liegen.'] },
          },
        };
      }
      return undefined;
    });
    renderAt(<TimesEditor storeId={4} />, '/stores/4');
    await screen.findByTestId('day-1');
    await waitFor(() => expect(screen.getByLabelText('Montag bis')).toHaveValue('18:00'));
    fireEvent.change(screen.getByLabelText('Dienstag bis'), { target: { value: '12:30' } });
    fireEvent.change(screen.getByLabelText('Dienstag zweite Schicht von'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Dienstag zweite Schicht bis'), { target: { value: '18:00' } });
    fireEvent.change(screen.getByLabelText('Mittwoch von'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('Mittwoch bis'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Samstag' }));
    fireEvent.change(screen.getByLabelText('Samstag von'), { target: { value: '20:00' } });
    fireEvent.change(screen.getByLabelText('Samstag bis'), { target: { value: '02:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Öffnungszeiten speichern' }));

    expect(await screen.findByText('Das Ende muss nach dem Beginn liegen.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Die übrigen Tage wurden gespeichert.');
    expect(screen.getByLabelText('Mittwoch bis')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Dienstag zweite Schicht bis')).toHaveValue('18:00');
    const times = (body as { store_id: number; times: Record<string, unknown>[] }).times;
    expect((body as { store_id: number }).store_id).toBe(4);
    expect(times[1]).toEqual({
      days: 2,
      status: true,
      from_time: '09:00',
      untill_time: '12:30',
      after_from_time: '14:00',
      after_untill_time: '18:00',
    });
    expect(times[5]).toMatchObject({ days: 6, status: true, from_time: '20:00', untill_time: '02:00' });
    expect(times[6]).toMatchObject({ days: 7, status: false, from_time: null });
  });

  it('edits the delivery week through the delivery calls, with its own title and save button', async () => {
    const sent: string[] = [];
    api = mockApi((call) => {
      if (call.url === 'getDeliveryTimings') {
        sent.push(`${call.method} ${call.url} ${String(call.params.store_id)}`);
        return ok(week);
      }
      if (call.url === 'api/setDeliveryTimings') {
        sent.push(`${call.method} ${call.url}`);
        return ok(week);
      }
      return undefined;
    });
    renderAt(<TimesEditor storeId={4} kind="delivery" />, '/stores/4');
    expect(await screen.findByRole('heading', { name: 'Lieferzeiten' })).toBeInTheDocument();
    await screen.findByTestId('delivery-day-1');
    fireEvent.click(screen.getByRole('button', { name: 'Lieferzeiten speichern' }));
    await waitFor(() => expect(sent).toEqual(['GET getDeliveryTimings 4', 'POST api/setDeliveryTimings']));
  });
});
