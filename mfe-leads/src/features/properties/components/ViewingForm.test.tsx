import { fireEvent, screen } from '@testing-library/react';
import { mockApi, ok, renderAt, signIn, signOut, type ApiMock } from '@marktplatz/shared/testing';
import type { PropertyDetail } from '../types';
import { ViewingForm } from './ViewingForm';

jest.setTimeout(20_000);

const property = { id: 4, title: 'Altbauwohnung' } as PropertyDetail;

describe('ViewingForm', () => {
  let api: ApiMock;
  afterEach(() => {
    api.restore();
    signOut();
  });

  it('asks for name and e-mail address with the API’s texts before sending', async () => {
    api = mockApi(() => ok(null));
    renderAt(<ViewingForm property={property} />);
    fireEvent.click(screen.getByRole('button', { name: 'Besichtigung anfragen' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the request with the signed-in customer’s name and every field (empty ones as empty text), then confirms it', async () => {
    signIn('User', { first_name: 'Anna', last_name: 'Schneider' });
    api = mockApi((call) => (call.url === 'api/property_appointment' ? ok(null, { message: 'Ihre Anfrage ist angekommen.' }) : undefined));
    renderAt(<ViewingForm property={property} />);
    fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: 'anna@example.de' } });
    fireEvent.change(screen.getByLabelText('Wunschtermin'), { target: { value: '12.01.2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Besichtigung anfragen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ihre Anfrage ist angekommen. Der Anbieter meldet sich bei Ihnen.');
    expect(api.calls.find((call) => call.url === 'api/property_appointment')?.data).toEqual({
      property_id: 4,
      name: 'Anna Schneider',
      email: 'anna@example.de',
      phone: '',
      preferred_date: '12.01.2027',
      message: '',
    });
  });

  it('shows a refused date under the field', async () => {
    signIn('User', { first_name: 'Anna', last_name: 'Schneider' });
    api = mockApi(() => ({
      status: 422,
      data: {
        status: false,
        message: 'Ungültig',
        errors: { preferred_date: ['Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.'] },
      },
    }));
    renderAt(<ViewingForm property={property} />);
    fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: 'anna@example.de' } });
    fireEvent.change(screen.getByLabelText('Wunschtermin'), { target: { value: '31.02.2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Besichtigung anfragen' }));
    expect(await screen.findByText('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wunschtermin')).toHaveAttribute('aria-invalid', 'true');
  });
});
