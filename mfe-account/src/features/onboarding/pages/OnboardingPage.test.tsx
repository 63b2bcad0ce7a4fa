import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, notify } from '@marktplatz/shared';
import OnboardingPage from './OnboardingPage';
import type { Onboarding } from '../api/onboarding';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  jest.restoreAllMocks();
});

const STEPS = [
  ['company', 'Rechtsform und Name'],
  ['address', 'Anschrift'],
  ['contact', 'Telefon und E-Mail'],
  ['register', 'Handelsregister'],
  ['tax', 'Steuerangaben'],
  ['id_document', 'Ausweisdokument'],
  ['payout', 'Auszahlungskonto'],
  ['self_certification', 'Selbstverpflichtung'],
] as const;

function onboarding(overrides: Partial<Onboarding> = {}, done: string[] = []): Onboarding {
  return {
    status: 'incomplete',
    status_text: 'Unvollständig',
    rejection_reason: null,
    can_publish: false,
    editable: true,
    company_type_id: 1,
    company_type: 'GmbH',
    register_required: true,
    register_prefix: 'HRB',
    company_name: 'Neumann Werkstatt GmbH',
    legal_representative: 'Jana Neumann',
    street: 'Torstraße',
    house_number: '12',
    zip_code: '10119',
    city: 'Berlin',
    country: 'Deutschland',
    phone: '+49 30 5556677',
    email: 'kontakt@neumann.example',
    register_court: null,
    register_number: null,
    vat_id: null,
    tax_number: null,
    vat_status: null,
    id_document: null,
    payout_account: null,
    self_certified: false,
    self_certification_text: 'Der Anbieter hat sich verpflichtet …',
    submitted_at: null,
    verified_at: null,
    steps: STEPS.map(([key, title]) => ({ key, title, done: done.includes(key) })),
    missing: [],
    company_types: [
      { id: 1, name: 'GmbH', long_name: 'Gesellschaft mit beschränkter Haftung', register_required: true, register_prefix: 'HRB' },
      {
        id: 2,
        name: 'Einzelunternehmen',
        long_name: 'Einzelunternehmen ohne Handelsregistereintrag',
        register_required: false,
        register_prefix: null,
      },
    ],
    ...overrides,
  };
}

describe('onboarding page', () => {
  it('opens at the first open step and keeps the typed register number when the API refuses it on the field', async () => {
    signIn('Company');
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    api = mockApi(({ method }) =>
      method === 'GET'
        ? { status: 200, data: { status: true, data: onboarding({}, ['company', 'address', 'contact']) } }
        : {
            status: 422,
            data: {
              status: false,
              code: 'VALIDATION_FAILED',
              message: 'Bitte geben Sie die Registernummer im Format „HRB 12345“ ein.',
              errors: { register_number: ['Bitte geben Sie die Registernummer im Format „HRB 12345“ ein.'] },
            },
          },
    );
    renderAt(<OnboardingPage />, '/account/onboarding');
    expect(await screen.findByRole('heading', { level: 2, name: 'Handelsregister' })).toBeInTheDocument();
    expect(screen.getByText('Schritt 4 von 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /4\. Handelsregister/ })).toHaveAttribute('aria-current', 'step');
    await userEvent.type(screen.getByLabelText(/Registergericht/), 'Amtsgericht Charlottenburg');
    await userEvent.type(screen.getByLabelText(/Registernummer/), 'ABC 1');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(screen.getByLabelText(/Registernummer/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Bitte geben Sie die Registernummer im Format „HRB 12345“ ein.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Registernummer/)).toHaveValue('ABC 1');
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      url: 'storeProviderOnBoarding',
      data: { register_court: 'Amtsgericht Charlottenburg', register_number: 'ABC 1' },
    });
  });

  it('saves a step and moves on; the last step submits with the self-certification', async () => {
    signIn('Company');
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    const all = STEPS.map(([key]) => key).filter((key) => key !== 'self_certification');
    api = mockApi(({ method, data }) => {
      if (method === 'GET') return { status: 200, data: { status: true, data: onboarding({}, all) } };
      const submitted = (data as { submit?: number }).submit === 1;
      return {
        status: 200,
        data: {
          status: true,
          message: submitted ? 'Ihre Angaben sind verifiziert. Sie können jetzt veröffentlichen.' : 'Gespeichert.',
          data: onboarding(
            submitted ? { status: 'verified', status_text: 'Verifiziert', editable: false, can_publish: true, self_certified: true } : {},
            all,
          ),
        },
      };
    });
    renderAt(<OnboardingPage />, '/account/onboarding');
    expect(await screen.findByRole('heading', { level: 2, name: 'Selbstverpflichtung' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /nur Produkte und Dienstleistungen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zur Prüfung einreichen' }));
    expect(await screen.findByTestId('onboarding-status')).toHaveTextContent('Verifiziert');
    expect(screen.getByRole('link', { name: 'Zu Ihren Produkten' })).toHaveAttribute('href', '/shop/provider/products');
    expect(screen.getByRole('heading', { name: 'Ihre Angaben' })).toBeInTheDocument();
    expect(api.calls[1]?.data).toEqual({ self_certification: 1, submit: 1 });
  });

  it('uploads the ID document with a progress bar and shows the stored file', async () => {
    signIn('Company');
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    api = mockApi(({ method, config }) => {
      if (method === 'GET')
        return { status: 200, data: { status: true, data: onboarding({}, ['company', 'address', 'contact', 'register', 'tax']) } };
      config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
      return {
        status: 200,
        data: {
          status: true,
          data: onboarding({ id_document: { file_name: 'ausweis.pdf', uploaded_at: '2026-11-27T10:00:00.000Z', url: 'http://x/files/a' } }),
        },
      };
    });
    renderAt(<OnboardingPage />, '/account/onboarding');
    const input = await screen.findByLabelText('Ausweisdokument der gesetzlichen Vertretung');
    await userEvent.upload(input, new File(['%PDF-'], 'ausweis.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Erlaubt sind PDF, PNG und JPG.');
    await userEvent.upload(input, new File(['%PDF-'], 'ausweis.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByTestId('id-document-current')).toHaveTextContent('ausweis.pdf');
    expect(api.calls[1]).toMatchObject({ method: 'POST', url: 'v2/providerUploadDocs' });
    expect(api.calls[1]?.config.data).toBeInstanceOf(FormData);
  });

  it('shows the rejection reason and lets the provider correct the data', async () => {
    signIn('Company');
    api = mockApi(() => ({
      status: 200,
      data: {
        status: true,
        data: onboarding(
          { status: 'rejected', status_text: 'Abgelehnt', rejection_reason: 'Die Registernummer passt nicht.' },
          STEPS.map(([key]) => key),
        ),
      },
    }));
    renderAt(<OnboardingPage />, '/account/onboarding');
    const status = await screen.findByTestId('onboarding-status');
    expect(status).toHaveTextContent('Abgelehnt');
    expect(status).toHaveTextContent('Grund: Die Registernummer passt nicht.');
    expect(screen.getByRole('navigation', { name: 'Schritte' })).toBeInTheDocument();
  });
});
