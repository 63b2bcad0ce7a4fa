import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { islandLocation, islandNavigator, nextTask, ssrContainer } from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import type { Island } from '@marktplatz/shared/ssr/hydrate';
import type { BecomeProvider } from '../types';
import { becomeProviderOfServerData, hydrate } from './hydrateBecomeProvider';
import { editorialServerRoutes } from './serverRoutes';
import { resetServerLoaderData } from './serverLoaderData';

/** „Anbieter werden“ as the demo content answers it (scripts/ssr/news-fixture.json). */
const PAGE = {
  banners: [
    {
      id: 1,
      title: 'Anbieter werden',
      subtitle: 'Zeigen Sie Ihr Angebot Kundinnen und Kunden aus Ihrer Region.',
      image: '/images/banner/anbieter.webp',
      image_mobile: null,
      alt_text: 'Ein Laden',
      button_text: null,
      button_url: null,
    },
  ],
  widgets: [
    {
      id: 1,
      key: 'benefits',
      title: 'Ihre Vorteile',
      subtitle: 'Alles an einem Ort.',
      content: null,
      button_text: null,
      button_url: null,
      items: [
        {
          title: 'Firmenprofil',
          text: 'Ihr Unternehmen mit Öffnungszeiten und Standorten.',
        },
        {
          title: 'Onlineshop',
          text: 'Verkaufen Sie Ihre Produkte online.',
        },
      ],
    },
    {
      id: 2,
      key: 'steps',
      title: 'In drei Schritten dabei',
      subtitle: null,
      content: null,
      button_text: null,
      button_url: null,
      items: [
        {
          title: 'Registrieren',
          text: 'Konto anlegen.',
        },
        {
          title: 'Profil anlegen',
          text: 'Firmendaten eintragen.',
        },
        {
          title: 'Loslegen',
          text: 'Angebote veröffentlichen.',
        },
      ],
    },
    {
      id: 3,
      key: 'cta',
      title: 'Jetzt starten',
      subtitle: 'Die Registrierung ist kostenlos.',
      content: null,
      button_text: 'Kostenlos registrieren',
      button_url: '/register?type=provider',
      items: [],
    },
  ],
  package_text: {
    title: 'Pakete',
    subtitle: 'Für jede Größe das passende.',
    content: 'Basis, Plus und Premium.',
  },
  seo: null,
  sticky_layers: [],
} as unknown as BecomeProvider;
const LAYER = { id: 4, title: 'Aktion', content: 'Drei Monate ohne Grundgebühr.', button_text: null, button_url: null };

const location = islandLocation('/become-a-provider');
const navigator = islandNavigator();

describe('hydration of the server-rendered „Anbieter werden“', () => {
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  let requests: string[];
  beforeEach(() => {
    errors = jest.spyOn(console, 'error');
    requests = [];
    (globalThis as { fetch?: unknown }).fetch = jest.fn((input: string) => {
      requests.push(String(input));
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ status: true, data: PAGE }) });
    });
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    delete (globalThis as { fetch?: unknown }).fetch;
    document.body.innerHTML = '';
    window.sessionStorage.clear();
    resetServerLoaderData();
  });

  async function hydrateServerMarkup(page: BecomeProvider) {
    const container = ssrContainer(
      'shell',
      serverMarkup({ routes: editorialServerRoutes, path: '/become-a-provider', loaderData: { 'become-provider': page }, area: 'shell' }),
    );
    const heading = container.querySelector('h1');
    const layerInServer = container.querySelector('[data-testid="sticky-layer"]') !== null;
    await act(async () => {
      island = hydrate(container, { loaderData: { 'become-provider': page } }, { location, navigator });
    });
    return { container, heading, layerInServer };
  }

  it("takes over the server's markup: the same heading, the sections, no hydration error, no request for the texts", async () => {
    const { container, heading } = await hydrateServerMarkup(PAGE);
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    for (const text of ['Ihre Vorteile', 'In drei Schritten dabei', 'Pakete', 'Kostenlos registrieren'])
      expect(container).toHaveTextContent(text);
    await nextTask();
    expect(errors).not.toHaveBeenCalled();
    expect(requests.filter((url) => url.includes('becomeProviderPage'))).toEqual([]);
  });

  it('shows the editors’ sticky layer after the hydration, never in the server’s markup', async () => {
    const { container, layerInServer } = await hydrateServerMarkup({ ...PAGE, sticky_layers: [LAYER] } as BecomeProvider);
    expect(layerInServer).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('[data-testid="sticky-layer"]')).not.toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads the page from the server data only; without it the shell renders the page as usual', () => {
    expect(becomeProviderOfServerData({ loaderData: { 'become-provider': PAGE } })).toBe(PAGE);
    expect(becomeProviderOfServerData({ loaderData: { 'become-provider': { ...PAGE, widgets: null } } })).toBeNull();
    expect(becomeProviderOfServerData({ loaderData: { 'news-list': {} } })).toBeNull();
    expect(hydrate(document.createElement('div'), null, { location, navigator })).toBeNull();
  });
});
