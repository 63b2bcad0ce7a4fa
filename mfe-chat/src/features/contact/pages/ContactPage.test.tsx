import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut } from '@marktplatz/shared/testing';
import ContactPage from './ContactPage';

describe('ContactPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('sends category, name, e-mail, subject, message and consent with an empty honeypot, then thanks', async () => {
    signOut();
    api = mockApi((call) => {
      if (call.url === 'getContactCategories') return ok([{ id: 2, name: 'Bestellung' }]);
      if (call.url === 'contactformsubmit')
        return ok({ received: true }, { message: 'Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich.' });
      return undefined;
    });
    renderAt(<ContactPage />, '/chat/contact');
    await screen.findByRole('option', { name: 'Bestellung' });
    await userEvent.selectOptions(screen.getByLabelText(/Kategorie/), '2');
    await userEvent.type(screen.getByLabelText(/Ihr Name/), 'Erika Muster');
    await userEvent.type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.com');
    await userEvent.type(screen.getByLabelText(/Betreff/), 'Lieferung');
    await userEvent.type(screen.getByLabelText(/^Nachricht/), 'Wann kommt mein Paket an?');
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Bitte stimmen Sie der Datenschutzerklärung zu.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Datenschutzerklärung gelesen/));
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('Vielen Dank für Ihre Nachricht.');
    await waitFor(() =>
      expect(api.calls.find((call) => call.url === 'contactformsubmit')?.data).toEqual({
        category_id: 2,
        name: 'Erika Muster',
        email: 'erika@example.com',
        subject: 'Lieferung',
        message: 'Wann kommt mein Paket an?',
        privacy_consent: true,
        website: '',
      }),
    );
  });

  it('shows the server’s German field errors', async () => {
    signOut();
    api = mockApi((call) => {
      if (call.url === 'getContactCategories') return ok([{ id: 2, name: 'Bestellung' }]);
      if (call.url === 'contactformsubmit')
        return {
          status: 422,
          data: {
            status: false,
            message: 'Bitte prüfen Sie Ihre Eingaben.',
            errors: { email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'] },
          },
        };
      return undefined;
    });
    renderAt(<ContactPage />, '/chat/contact');
    await screen.findByRole('option', { name: 'Bestellung' });
    await userEvent.selectOptions(screen.getByLabelText(/Kategorie/), '2');
    await userEvent.type(screen.getByLabelText(/Ihr Name/), 'Erika');
    await userEvent.type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.com');
    await userEvent.type(screen.getByLabelText(/Betreff/), 'Frage');
    await userEvent.type(screen.getByLabelText(/^Nachricht/), 'Eine längere Frage zum Paket.');
    await userEvent.click(screen.getByLabelText(/Datenschutzerklärung gelesen/));
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
  });
});
