import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, signOut, type ApiMock } from '@marktplatz/shared/testing';
import type { ProviderLeadDetail } from '../types';
import { OfferForm } from './OfferForm';

jest.setTimeout(20_000);

const lead = { id: 7 } as ProviderLeadDetail;
const sentFields = (api: ApiMock) => {
  const body = api.calls.find((call) => call.url === 'api/provider/offer')?.config.data as FormData;
  return Object.fromEntries(
    Array.from(body.entries()).map(([key, value]) => [key, typeof value === 'string' ? value : (value as File).name]),
  );
};

describe('OfferForm', () => {
  let api: ApiMock;
  afterEach(() => {
    jest.restoreAllMocks();
    api.restore();
    signOut();
  });

  it('asks for title, price and description with „Dieses Feld ist erforderlich.“ and sends nothing', async () => {
    signIn('Company');
    api = mockApi(() => ok(null));
    renderAt(<OfferForm lead={lead} onSent={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Angebot senden' }));
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(3);
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a file over 10 MB before the upload', async () => {
    signIn('Company');
    api = mockApi(() => ok(null));
    renderAt(<OfferForm lead={lead} onSent={jest.fn()} />);
    const big = new File(['x'], 'angebot.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Angebot als Datei'), { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot senden' }));
    await waitFor(() => expect(screen.getByText('Die Datei ist zu groß (höchstens 10 MB).')).toBeInTheDocument());
    expect(api.calls).toHaveLength(0);
  });

  it('sends the filled fields with the lead and the file as multipart and reports the API’s message', async () => {
    signIn('Company');
    api = mockApi((call) => (call.url === 'api/provider/offer' ? ok({ id: 12 }, { message: 'Ihr Angebot wurde gesendet.' }) : undefined));
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    const onSent = jest.fn();
    renderAt(<OfferForm lead={lead} onSent={onSent} />);
    fireEvent.change(screen.getByLabelText(/Titel des Angebots/), { target: { value: 'Komplettbad' } });
    fireEvent.change(screen.getByLabelText('Preisart'), { target: { value: 'range' } });
    fireEvent.change(screen.getByLabelText(/Preis von \(EUR\)/), { target: { value: '900,00' } });
    fireEvent.change(screen.getByLabelText(/Preis bis \(EUR\)/), { target: { value: '1.500,00' } });
    fireEvent.change(screen.getByLabelText(/Beschreibung der Leistung/), { target: { value: ' Fliesen und Sanitär ' } });
    fireEvent.change(screen.getByLabelText('Angebot als Datei'), { target: { files: [new File(['%PDF'], 'angebot.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot senden' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sentFields(api)).toEqual({
      offer_name: 'Komplettbad',
      offer_content: 'Fliesen und Sanitär',
      price_type: 'range',
      price1: '900,00',
      price2: '1.500,00',
      lead_id: '7',
      file: 'angebot.pdf',
    });
    expect(success).toHaveBeenCalledWith('Ihr Angebot wurde gesendet.');
  });

  it('shows the API’s refusal of the price under the price field', async () => {
    signIn('Company');
    api = mockApi(() => ({
      status: 422,
      data: {
        status: false,
        message: 'Ungültig',
        errors: { price1: ['Bitte geben Sie einen Betrag im deutschen Format ein (z. B. 1.250,00).'] },
      },
    }));
    renderAt(<OfferForm lead={lead} onSent={jest.fn()} />);
    fireEvent.change(screen.getByLabelText(/Titel des Angebots/), { target: { value: 'Komplettbad' } });
    fireEvent.change(screen.getByLabelText(/Preis \(EUR\)/), { target: { value: 'viel' } });
    fireEvent.change(screen.getByLabelText(/Beschreibung der Leistung/), { target: { value: 'Alles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot senden' }));
    expect(await screen.findByText('Bitte geben Sie einen Betrag im deutschen Format ein (z. B. 1.250,00).')).toBeInTheDocument();
  });
});
