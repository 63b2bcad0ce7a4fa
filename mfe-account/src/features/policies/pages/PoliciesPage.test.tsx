import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type ApiMock, type RecordedCall } from '@marktplatz/shared/testing';
import PoliciesPage from './PoliciesPage';

const saved = {
  return_policy: 'Sie können die Ware binnen 14 Tagen zurückgeben.',
  shipping_policy: '',
  privacy_policy: 'Wir verarbeiten Ihre Daten nur zur Abwicklung.',
  updated_at: '2026-11-02T09:30:00.000Z',
};

const templates = [
  { id: 1, kind: 'return', name: 'Widerruf Standard', text: 'Widerrufsbelehrung: Sie haben das Recht, binnen vierzehn Tagen …' },
  { id: 2, kind: 'shipping', name: 'Versand Deutschland', text: 'Wir versenden innerhalb Deutschlands mit DHL.' },
];

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

function answer(onSave?: (call: RecordedCall) => ReturnType<typeof ok>) {
  api = mockApi((call) => {
    if (call.url === 'getVendorPolicies') return ok(saved);
    if (call.url === 'api/getVendorPolicyTemplates') return ok(templates);
    if (call.url === 'api/v2/getProviderStoreInfo') return ok({ slug: 'baeckerei-schmidt' });
    if (call.url === 'setVendorPolicies' && onSave) return onSave(call);
    return undefined;
  });
}

/** Renders the page as a provider; resolves with the return policy's field once it shows the saved text. */
async function renderPage() {
  signIn('Company');
  renderAt(<PoliciesPage />, '/account/rechtstexte');
  const returnText = await screen.findByRole('textbox', { name: 'Widerruf und Rückgabe' });
  await waitFor(() => expect(returnText).toHaveValue(saved.return_policy));
  return returnText;
}

describe('Rechtstexte Ihres Shops', () => {
  it('loads and shows the saved policies with the link to the public provider page', async () => {
    answer();
    await renderPage();
    expect(screen.getByRole('textbox', { name: 'Datenschutz' })).toHaveValue(saved.privacy_policy);
    expect(screen.getByRole('textbox', { name: 'Versand' })).toHaveValue('');
    expect(screen.getByText(new RegExp(`${saved.return_policy.length} / 20\\.000 Zeichen`))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Auf der Anbieterseite ansehen' })).toHaveAttribute(
      'href',
      '/provider-detail/baeckerei-schmidt?preview=1',
    );
  });

  it('applies a template after confirmation', async () => {
    answer();
    const returnText = await renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vorlage für „Widerruf und Rückgabe“' }), 'Widerruf Standard');
    const [useReturnTemplate] = screen.getAllByRole('button', { name: 'Vorlage verwenden' });
    await userEvent.click(useReturnTemplate!);
    const dialog = await screen.findByRole('alertdialog');
    expect(returnText).toHaveValue(saved.return_policy);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Text ersetzen' }));
    expect(returnText).toHaveValue(templates[0]!.text);
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
  });

  it('saves the policies and shows the success', async () => {
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    answer((call) => ok({ ...(call.data as object), updated_at: '2026-12-06T18:00:00.000Z' }));
    await renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Versand' }), 'Versand mit DHL.');
    await userEvent.click(screen.getByRole('button', { name: 'Rechtstexte speichern' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ihre Rechtstexte wurden gespeichert.'));
    expect(api!.calls.find((call) => call.url === 'setVendorPolicies')?.data).toEqual({
      return_policy: saved.return_policy,
      shipping_policy: 'Versand mit DHL.',
      privacy_policy: saved.privacy_policy,
    });
    await waitFor(() => expect(screen.queryByText('Ungespeicherte Änderungen')).not.toBeInTheDocument());
  });

  it('shows a 422 field error at its policy', async () => {
    answer(() => ({
      status: 422,
      data: {
        status: false,
        code: 'VALIDATION_FAILED',
        message: 'Die Eingaben sind ungültig.',
        errors: { privacy_policy: ['Der Text darf keine Nullzeichen enthalten.'] },
      },
    }));
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Rechtstexte speichern' }));
    expect(await screen.findByText('Der Text darf keine Nullzeichen enthalten.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Datenschutz' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the empty note when no policy is written yet', async () => {
    api = mockApi((call) => {
      if (call.url === 'getVendorPolicies') return ok({ return_policy: '', shipping_policy: '', privacy_policy: '', updated_at: null });
      if (call.url === 'api/getVendorPolicyTemplates') return ok([]);
      return undefined;
    });
    signIn('Company');
    renderAt(<PoliciesPage />, '/account/rechtstexte');
    expect(await screen.findByText(/noch keine Rechtstexte hinterlegt/)).toBeInTheDocument();
    expect(screen.getAllByText('Für diesen Text gibt es derzeit keine Vorlage.')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Auf der Anbieterseite ansehen' })).not.toBeInTheDocument();
  });

  it('shows the load failure and loads again on „Erneut versuchen“', async () => {
    let failing = true;
    api = mockApi((call) => {
      if (call.url === 'getVendorPolicies')
        return failing ? { status: 500, data: { status: false, message: 'Der Dienst ist gerade nicht erreichbar.' } } : ok(saved);
      if (call.url === 'api/getVendorPolicyTemplates') return ok(templates);
      return undefined;
    });
    signIn('Company');
    renderAt(<PoliciesPage />, '/account/rechtstexte');
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    failing = false;
    await userEvent.click(retry);
    const returnText = await screen.findByRole('textbox', { name: 'Widerruf und Rückgabe' });
    await waitFor(() => expect(returnText).toHaveValue(saved.return_policy));
  });
});
