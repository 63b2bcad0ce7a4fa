import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type RecordedCall } from '@marktplatz/shared/testing';
import StoreInfoPage from './StoreInfoPage';

const info = {
  user_id: 12,
  slug: 'baeckerei-sonne',
  gender: 'female',
  first_name: 'Erika',
  last_name: 'Muster',
  email: 'erika@example.com',
  phone: null,
  company_name: 'Bäckerei Sonne',
  street: 'Hauptstraße',
  house_number: '1',
  zip_code: '10115',
  city: 'Berlin',
  show_profile: 1,
  second_email: null,
  vat_number: null,
  company_registration_number: null,
  invoice_text_1: null,
  invoice_text_2: null,
  invoice_text_3: null,
  invoice_text_4: null,
  invoice_text_5: null,
  company_logo: null,
  description: 'Seit 1950 am Markt.',
  url: null,
  vendor_text: '',
  show_hide_text: '',
  show_chat: 1,
  show_gallery: 1,
  show_rating: 1,
  show_lead: 0,
  show_product: 1,
  description_contents: [],
  certificates: [{ id: 1, name: 'Meisterbetrieb', text: 'HWK Berlin', image: null, image_key: null }],
  company_images: [
    { id: 41, image: 'http://127.0.0.1:4000/uploads/a.png' },
    { id: 42, image: 'http://127.0.0.1:4000/uploads/b.png' },
  ],
  company_contents: [],
};

describe('StoreInfoPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
  });

  it('saves texts, switches and certificates, and „Profil verbergen“ sends show_profile 0; a gallery image goes only after the confirmation', async () => {
    signIn('Company');
    const calls: RecordedCall[] = [];
    api = mockApi((call) => {
      calls.push(call);
      if (call.url === 'api/v2/getProviderStoreInfo') return ok(info);
      if (call.url === 'api/v2/providerStoreUpdate' || call.url === 'api/v2/providerInfoUpdate') return ok(info);
      if (call.url === 'api/v2/removeCompanyImages') return ok([info.company_images[1]]);
      return undefined;
    });
    renderAt(<StoreInfoPage />, '/stores/info');
    expect(await screen.findByRole('link', { name: 'Vorschau ansehen' })).toHaveAttribute(
      'href',
      '/provider-detail/baeckerei-sonne?preview=1',
    );
    // the form shows the stored values
    await waitFor(() => expect(screen.getByLabelText('Beschreibung')).toHaveValue('Seit 1950 am Markt.'));
    fireEvent.change(screen.getByLabelText('Kurzvorstellung'), { target: { value: 'Brot wie früher.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Anfragen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Profil verbergen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anbieterseite speichern' }));
    await waitFor(() => expect(calls.some((call) => call.url === 'api/v2/providerInfoUpdate')).toBe(true));
    expect(calls.find((call) => call.url === 'api/v2/providerStoreUpdate')?.data).toMatchObject({
      description: 'Seit 1950 am Markt.',
      vendor_text: 'Brot wie früher.',
      url: null,
      show_chat: true,
      show_lead: true,
      show_product: true,
      certificates: [{ name: 'Meisterbetrieb', text: 'HWK Berlin', image: null }],
    });
    expect(calls.find((call) => call.url === 'api/v2/providerInfoUpdate')?.data).toEqual({ show_profile: 0 });

    fireEvent.click(screen.getByRole('button', { name: 'Galeriebild 1 entfernen' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Bild aus der Galerie entfernen?');
    expect(calls.some((call) => call.url === 'api/v2/removeCompanyImages')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(screen.getAllByTestId('gallery-image')).toHaveLength(1));
    expect(calls.find((call) => call.url === 'api/v2/removeCompanyImages')?.data).toEqual({ image_ids: [41] });
  });

  it('shows the refused „Profil zeigen“ of an unverified provider with the link „Jetzt Angaben vervollständigen“ to the onboarding', async () => {
    signIn('Company');
    const refusal =
      'Bevor Sie veröffentlichen können, müssen Ihre Anbieterangaben verifiziert sein (Art. 30 DSA). Bitte vervollständigen Sie sie unter /account/onboarding.';
    api = mockApi((call) => {
      if (call.url === 'api/v2/getProviderStoreInfo') return ok({ ...info, show_profile: 0 });
      if (call.url === 'api/v2/providerStoreUpdate') return ok(info);
      if (call.url === 'api/v2/providerInfoUpdate')
        return { status: 422, data: { status: false, message: refusal, errors: { show_profile: [refusal] } } };
      return undefined;
    });
    renderAt(<StoreInfoPage />, '/stores/info');
    // the form shows the stored values: the profile is hidden
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Profil verbergen' })).toBeChecked());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Profil verbergen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anbieterseite speichern' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Jetzt Angaben vervollständigen' })).toHaveAttribute('href', '/account/onboarding');
    expect(alert).toHaveTextContent('müssen Ihre Anbieterangaben verifiziert sein (Art. 30 DSA).');
    expect(alert).not.toHaveTextContent('/account/onboarding');
  });

  it('edits the description blocks: stored order kept, moved blocks saved in the shown order, a list one point per line, an empty block left out; the API’s error shows at its block', async () => {
    signIn('Company');
    const bodies: unknown[] = [];
    const stored = {
      ...info,
      description_contents: [
        {
          id: 2,
          content_type: 'list',
          position: 1,
          contents: [
            { content: 'Roggenbrot', position: 0 },
            { content: 'Dinkel', position: 1 },
          ],
        },
        { id: 1, content_type: 'heading', position: 0, contents: [{ content: 'Unser Sortiment', position: 0 }] },
      ],
    };
    api = mockApi((call) => {
      if (call.url === 'api/v2/getProviderStoreInfo') return ok(stored);
      if (call.url === 'api/v2/providerStoreUpdate') {
        bodies.push(call.data);
        return bodies.length === 1
          ? ({
              status: 422,
              data: {
                status: false,
                message: 'Die Angaben sind ungültig.',
                errors: { 'description_contents.2.contents.0.content': ['Höchstens 5000 Zeichen erlaubt.'] },
              },
            } as ReturnType<typeof ok>)
          : ok(stored);
      }
      return ok(stored);
    });
    renderAt(<StoreInfoPage />, '/stores/info');
    expect(await screen.findByLabelText('Inhalt von Block 1')).toHaveValue('Unser Sortiment');
    expect(screen.getByLabelText('Art von Block 1')).toHaveValue('heading');
    expect(screen.getByLabelText('Inhalt von Block 2')).toHaveValue('Roggenbrot\nDinkel');

    fireEvent.click(screen.getByRole('button', { name: 'Block hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Inhalt von Block 3'), { target: { value: 'Frisch jeden Morgen.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block 4 nach oben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block 3 nach oben' }));
    // Order now: heading, empty, list, text — move the list below the text.
    fireEvent.click(screen.getByRole('button', { name: 'Block 3 nach unten' }));
    expect(screen.getByLabelText('Inhalt von Block 3')).toHaveValue('Frisch jeden Morgen.');
    expect(screen.getByLabelText('Inhalt von Block 4')).toHaveValue('Roggenbrot\nDinkel');
    fireEvent.change(screen.getByLabelText('Inhalt von Block 4'), { target: { value: 'Roggenbrot\n\nDinkel\nBrötchen' } });

    fireEvent.click(screen.getByRole('button', { name: 'Anbieterseite speichern' }));
    // The API counts the sent blocks (the empty one is left out): its block 2 is the fourth shown.
    await waitFor(() => expect(screen.getByLabelText('Inhalt von Block 4')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(screen.getAllByTestId('description-block')[3]!).getByText('Höchstens 5000 Zeichen erlaubt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Inhalt von Block 3')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Inhalt von Block 4')).toHaveValue('Roggenbrot\n\nDinkel\nBrötchen');
    expect(bodies[0]).toMatchObject({
      description_contents: [
        { content_type: 'heading', position: 0, contents: [{ content: 'Unser Sortiment', position: 0 }] },
        { content_type: 'text', position: 1, contents: [{ content: 'Frisch jeden Morgen.', position: 0 }] },
        {
          content_type: 'list',
          position: 2,
          contents: [
            { content: 'Roggenbrot', position: 0 },
            { content: 'Dinkel', position: 1 },
            { content: 'Brötchen', position: 2 },
          ],
        },
      ],
    });
    expect((bodies[0] as { description_contents: unknown[] }).description_contents).toHaveLength(3);
  });
});
