import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import {
  islandLocation,
  islandNavigator,
  mockApi,
  nextTask,
  ok,
  signIn,
  ssrContainer,
  type RecordedCall,
  type Reply,
} from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import { contactOfServerData, hydrate, type Island } from './hydrate';
import { contactServerRoutes, type ContactPageLoaderData } from './serverRoutes';

const PATH = '/chat/contact';
const TOPICS = [
  { id: 1, name: 'Bestellung & Lieferung' },
  { id: 2, name: 'Konto' },
];

const api = (call: RecordedCall): Reply | undefined => {
  if (call.url === 'getContactCategories') return ok(TOPICS);
  if (call.url === 'contactformsubmit') return ok({ received: true }, { message: 'Vielen Dank für Ihre Nachricht.' });
  return ok(null);
};

/** The server's markup of the contact form as `createServerRender` (@marktplatz/shared/ssr) renders it. */
const markupOf = (contact: ContactPageLoaderData): string =>
  serverMarkup({ routes: contactServerRoutes, path: PATH, loaderData: { contact }, area: 'mfe_chat' });

const navigator = islandNavigator();
const location = islandLocation(PATH);

/** A signed-in visitor whose profile (loaded at the start) has her e-mail address. */
function signInAnna() {
  signIn('User', { first_name: 'Anna', last_name: 'Schneider' });
  authStore.updateUser({ email: 'anna@example.com' });
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const field = (container: HTMLElement, name: string) => container.querySelector<Control>(`[name="${name}"]`)!;

describe('hydration of the server-rendered contact form', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    authStore.reset();
    window.localStorage.clear();
    mocked = mockApi(api);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    mocked.restore();
    authStore.reset();
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  /**
   * The server's markup in the `data-ssr` element; `before` acts on it (typing, a session stored) before the
   * hydration — after the server's render, which in jsdom would see the same storage.
   */
  async function hydrateServerMarkup(contact: ContactPageLoaderData, before?: (container: HTMLElement) => void) {
    const container = ssrContainer('mfe_chat', markupOf(contact));
    const heading = container.querySelector('h1');
    const form = container.querySelector('form');
    const serverHtml = container.innerHTML;
    before?.(container);
    await act(async () => {
      island = hydrate(container, { loaderData: { contact } }, { location, navigator });
    });
    return { container, heading, form, serverHtml };
  }

  const urls = () => mocked.calls.map((call) => call.url);

  it('takes over the guest’s form with its topics: same nodes, no hydration error, no second request for the topics', async () => {
    const { container, heading, form, serverHtml } = await hydrateServerMarkup({ categories: TOPICS });
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Kontakt');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('form')).toBe(form);
    expect(screen.getByRole('option', { name: 'Bestellung & Lieferung' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    await nextTask();
    expect(urls()).not.toContain('getContactCategories');
    expect(container.querySelector('form')).toBe(form);
    // A guest's page is the server's markup as it was (the data-hydrated mark aside).
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('keeps what was typed, picked and ticked before the hydration and sends it', async () => {
    const { container, form } = await hydrateServerMarkup({ categories: TOPICS }, (server) => {
      field(server, 'category_id').value = '2';
      field(server, 'name').value = 'Erika Muster';
      field(server, 'email').value = 'erika@example.com';
      field(server, 'subject').value = 'Lieferung';
      field(server, 'message').value = 'Wann kommt mein Paket an?';
      (field(server, 'privacy_consent') as HTMLInputElement).checked = true;
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBe(form);
    // Later renders of the fields (focus, blur) keep them: they are the form's values now.
    for (const name of ['name', 'message', 'category_id']) {
      fireEvent.focus(field(container, name));
      fireEvent.blur(field(container, name));
    }
    expect(field(container, 'category_id')).toHaveValue('2');
    expect(field(container, 'name')).toHaveValue('Erika Muster');
    expect(field(container, 'message')).toHaveValue('Wann kommt mein Paket an?');
    expect(field(container, 'privacy_consent')).toBeChecked();
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() =>
      expect(mocked.calls.find((call) => call.url === 'contactformsubmit')?.data).toEqual({
        category_id: 2,
        name: 'Erika Muster',
        email: 'erika@example.com',
        subject: 'Lieferung',
        message: 'Wann kommt mein Paket an?',
        privacy_consent: true,
        website: '',
      }),
    );
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('Vielen Dank für Ihre Nachricht.');
  });

  it('renders the guest’s empty form first for a signed-in visitor, then fills in name and address in the same fields', async () => {
    const { container } = await hydrateServerMarkup({ categories: TOPICS }, (server) => {
      signInAnna();
      field(server, 'subject').value = 'Rechnung';
    });
    const name = field(container, 'name');
    expect(container).toHaveAttribute('data-hydrated');
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(name).toHaveValue('Anna Schneider'));
    expect(field(container, 'name')).toBe(name);
    expect(field(container, 'email')).toHaveValue('anna@example.com');
    // What the visitor typed before stays beside the account's data.
    expect(field(container, 'subject')).toHaveValue('Rechnung');
    fireEvent.blur(field(container, 'subject'));
    expect(field(container, 'subject')).toHaveValue('Rechnung');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps a name typed before the hydration instead of the account’s', async () => {
    const { container } = await hydrateServerMarkup({ categories: TOPICS }, (server) => {
      signInAnna();
      field(server, 'name').value = 'Anna S.';
    });
    await waitFor(() => expect(field(container, 'email')).toHaveValue('anna@example.com'));
    expect(field(container, 'name')).toHaveValue('Anna S.');
    expect(errors).not.toHaveBeenCalled();
  });

  it('loads the topics in the browser when the server could not, from the same state on both sides', async () => {
    const { container, form, serverHtml } = await hydrateServerMarkup({ categories: null });
    expect(container).toHaveAttribute('data-hydrated');
    expect(serverHtml).toContain('data-testid="contact-form"');
    expect(serverHtml).not.toContain('<option value="1">');
    expect(await screen.findByRole('option', { name: 'Konto' })).toBeInTheDocument();
    expect(container.querySelector('form')).toBe(form);
    expect(urls().filter((url) => url === 'getContactCategories')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads the contact form from the server data only', () => {
    expect(contactOfServerData({ loaderData: { contact: { categories: TOPICS } } })).toEqual({ categories: TOPICS });
    expect(contactOfServerData({ loaderData: { contact: { categories: null } } })).toEqual({ categories: null });
    expect(contactOfServerData({ loaderData: { contact: { categories: [{ id: '1' }] } } })).toEqual({ categories: null });
    expect(contactOfServerData({ loaderData: { contact: null } })).toBeNull();
    expect(contactOfServerData({ loaderData: {} })).toBeNull();
    expect(contactOfServerData(null)).toBeNull();
    expect(hydrate(document.createElement('div'), { loaderData: {} }, { location, navigator })).toBeNull();
  });
});
