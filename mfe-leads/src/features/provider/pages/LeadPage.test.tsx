import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signIn, signOut } from '@marktplatz/shared/testing';
import ProviderLeadPage from './LeadPage';

const lead = {
  id: 7,
  lead_status: 'requested',
  inquiry_status: 'open',
  title: 'Bad komplett',
  message: '',
  postal_code: '10115',
  created_at: '2026-11-20T10:00:00.000Z',
  lead_route: { id: 3, name: 'Bad komplett' },
  user: { id: 9, name: 'Anna Schneider' },
  offers: [
    {
      id: 12,
      offer_status: 'sent',
      offer_name: 'Komplettbad inklusive Fliesen',
      price1: 12450,
      price1_cents: 1245000,
      price2: null,
      price2_cents: null,
      price_type: 'fixed',
      created_at: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 11,
      offer_status: 'withdrawn',
      offer_name: 'Erstes Angebot',
      price1: 900,
      price1_cents: 90000,
      price2: 1500,
      price2_cents: 150000,
      price_type: 'range',
      created_at: '2026-11-20T12:00:00.000Z',
    },
  ],
  offer_expired_days: 12,
  offer_expired_hours: 3,
  offer_expired_minutes: 5,
  offer_expires_at: '2026-12-04T22:59:59.000Z',
  lead_answers: [{ question: 'Welche Arbeiten fallen an?', answer: 'Komplettsanierung' }],
  files: [],
};

describe('ProviderLeadPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    api.restore();
    signOut();
  });

  it('lists each of the provider’s offers with its title and German price, not only its number and status', async () => {
    signIn('Company');
    api = mockApi((call) => (call.url === 'api/provider/lead/7' ? ok(lead) : undefined));
    renderAt(<ProviderLeadPage />, '/leads/provider/7', '/leads/provider/:lead_id');
    const offers = await screen.findAllByTestId('lead-offer');
    expect(offers).toHaveLength(2);
    expect(offers[0]).toHaveTextContent('Angebot Nr. 12: Komplettbad inklusive Fliesen');
    expect(within(offers[0]!).getByTestId('lead-offer-price')).toHaveTextContent(/^12\.450,00\s€$/);
    expect(offers[0]).toHaveTextContent('(Festpreis)');
    expect(within(offers[0]!).getByRole('button', { name: 'Zurückziehen' })).toBeInTheDocument();
    expect(within(offers[1]!).getByTestId('lead-offer-price')).toHaveTextContent(/^900,00\s€ – 1\.500,00\s€$/);
    expect(screen.getByText('Komplettsanierung')).toBeInTheDocument();
  });

  it('names the page in German and offers the file as a German button that shows the chosen file, by keyboard too', async () => {
    signIn('Company');
    api = mockApi((call) => (call.url === 'api/provider/lead/7' ? ok({ ...lead, lead_status: 'open', offers: [] }) : undefined));
    renderAt(<ProviderLeadPage />, '/leads/provider/7', '/leads/provider/:lead_id');
    expect(await screen.findByText('Anfragestrecke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Anfragen' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bLeads?\b|Lead-Route/);

    const input = screen.getByLabelText('Angebot als Datei');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('Datei auswählen').tagName).toBe('LABEL');
    expect(screen.getByText('Keine Datei ausgewählt')).toBeInTheDocument();
    // The real input stays in the tab order (the button is drawn around its focus).
    const user = userEvent.setup();
    input.focus();
    expect(input).toHaveFocus();
    await user.upload(input, new File(['%PDF-1.4'], 'angebot.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('angebot.pdf (1 KB)')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/höchstens 10 MB.*angebot\.pdf/);
    await user.click(screen.getByRole('button', { name: 'Datei entfernen' }));
    expect(screen.getByText('Keine Datei ausgewählt')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });
});
