import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marktplatz/shared';
import RegisterPage from '../pages/RegisterPage';
import { registrationPayload } from './RegisterForm';
import { mockApi, renderAt, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
/** The REST calls (the page's GraphQL texts and banners are answered too, but are not what these tests check). */
const restCalls = () => (api?.calls ?? []).filter((call) => !call.url.startsWith('graphql:'));
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

async function fillCustomer() {
  await userEvent.selectOptions(screen.getByLabelText(/Anrede/), 'Frau');
  await userEvent.type(screen.getByLabelText(/^Vorname/), 'Mia');
  await userEvent.type(screen.getByLabelText(/^Nachname/), 'Klein');
  await userEvent.type(screen.getByLabelText(/^E-Mail-Adresse/), 'mia@example.com');
  await userEvent.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'Sicher-2026!');
  await userEvent.type(screen.getByLabelText(/^Passwort wiederholen/), 'Sicher-2026!');
}

describe('registration', () => {
  it('names the terms and the privacy policy above „Konto anlegen“, both opening in a new tab', () => {
    renderAt(<RegisterPage />, '/register');
    const notice = screen.getByTestId('register-legal-notice');
    expect(notice).toHaveTextContent('Mit „Konto anlegen“ akzeptieren Sie unsere Allgemeinen Geschäftsbedingungen');
    expect(within(notice).getByRole('link', { name: /Allgemeinen Geschäftsbedingungen/ })).toHaveAttribute('href', '/page/agb');
    expect(within(notice).getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('button', { name: 'Passwort anzeigen' })).toHaveLength(2);
  });

  it('offers the salutations Herr, Frau and Divers for male, female and other', () => {
    renderAt(<RegisterPage />, '/register');
    const select = screen.getByLabelText(/Anrede/);
    const options = within(select).getAllByRole('option').slice(1);
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['male', 'Herr'],
      ['female', 'Frau'],
      ['other', 'Divers'],
    ]);
  });

  it('marks „registered“ and shows the toast „Bitte bestätigen Sie Ihr E-Mail-Konto!“ when confirmation is required', async () => {
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    api = mockApi(() => ({ status: 201, data: { status: true, data: { requires_email_confirmation: true } } }));
    renderAt(<RegisterPage />, '/register');
    await fillCustomer();
    await userEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    const result = await screen.findByTestId('registration-result');
    expect(result).toHaveAttribute('data-state', 'registered');
    expect(result).toHaveTextContent('mia@example.com');
    expect(success).toHaveBeenCalledWith('Bitte bestätigen Sie Ihr E-Mail-Konto!');
    expect(restCalls()[0]).toMatchObject({
      method: 'POST',
      url: 'register/customer',
      data: { gender: 'female', email: 'mia@example.com' },
    });
  });

  it('marks the e-mail as duplicated when the server rejects the address', async () => {
    api = mockApi(() => ({
      status: 422,
      data: { status: false, message: 'Fehler', errors: { email: ['Diese E-Mail-Adresse ist bereits registriert.'] } },
    }));
    renderAt(<RegisterPage />, '/register');
    await fillCustomer();
    await userEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByTestId('registration-result')).toHaveAttribute('data-state', 'duplicated');
  });

  it('does not send when the passwords differ or are too short', async () => {
    api = mockApi(() => ({ status: 201, data: { status: true, data: { requires_email_confirmation: true } } }));
    renderAt(<RegisterPage />, '/register');
    await userEvent.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'kurz');
    await userEvent.type(screen.getByLabelText(/^Passwort wiederholen/), 'anders');
    await userEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByText('Das Passwort muss zwischen 8 und 128 Zeichen lang sein.')).toBeInTheDocument();
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(restCalls()).toHaveLength(0);
  });

  it('shows the provider fields on the provider tab and posts to /register/provider', async () => {
    api = mockApi(() => ({ status: 201, data: { status: true, data: { requires_email_confirmation: true } } }));
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    renderAt(<RegisterPage />, '/register');
    await userEvent.click(screen.getByRole('tab', { name: 'Als Anbieter' }));
    await fillCustomer();
    await userEvent.type(screen.getByLabelText(/^Firmenname/), 'Klein GmbH');
    await userEvent.type(screen.getByLabelText(/^Straße/), 'Hauptstraße');
    await userEvent.type(screen.getByLabelText(/^Hausnummer/), '3');
    await userEvent.type(screen.getByLabelText(/^Postleitzahl/), '10115');
    await userEvent.type(screen.getByLabelText(/^Ort/), 'Berlin');
    await userEvent.type(screen.getByLabelText(/^Telefon/), '030 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await waitFor(() => expect(restCalls()).toHaveLength(1));
    expect(restCalls()[0]).toMatchObject({
      url: 'register/provider',
      data: {
        company_name: 'Klein GmbH',
        street: 'Hauptstraße',
        street_number: '3',
        postal_code: '10115',
        city: 'Berlin',
        phone: '030 123456',
        gender: 'female',
      },
    });
    expect(restCalls()[0]?.data).not.toHaveProperty('vat_number');
  });

  it('leaves the provider fields out of a customer registration', () => {
    const payload = registrationPayload('customer', {
      gender: 'male',
      first_name: ' Max ',
      company_name: 'X',
      email: 'a@b.de',
      password: 'x',
    });
    expect(payload).not.toHaveProperty('company_name');
    expect(payload.first_name).toBe('Max');
  });
});
