import { act } from 'react';
import { fireEvent, waitFor } from '@testing-library/react';
import { setReachability } from '@marktplatz/shared';
import { islandLocation, islandNavigator, nextTask, ssrContainer } from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import type { Island } from '@marktplatz/shared/ssr/hydrate';
import { subscribeNewsletter } from '../api/subscribeNewsletter';
import type { Homepage, StartPageLayout } from '../types';
import { HOME_SECTIONS } from '../pages/LandingPage';
import { hydrate, landingOfServerData } from './hydrateLanding';
import type { LandingLoaderData } from './serverRoutes';
import { editorialServerRoutes } from './serverRoutes';
import { resetServerLoaderData, SHELL_SSR_DATA_ID, takeServerLoaderData } from './serverLoaderData';

jest.mock('../api/subscribeNewsletter', () => ({ subscribeNewsletter: jest.fn() }));

/** The landing data as the demo content answers it (scripts/ssr/landing-fixture.json). */
const HOMEPAGE: Homepage = {
  banners: [
    {
      id: 1,
      title: 'Ihr Marktplatz für die Region',
      subtitle: 'Geprüfte Anbieter aus Ihrer Nähe.',
      image: '/images/banners/home.svg',
      image_mobile: null,
      alt_text: 'Wochenmarkt',
      button_text: 'Marktplatz entdecken',
      button_url: '/shop',
    },
  ],
  widgets: [
    {
      id: 1,
      key: 'areas',
      title: 'Alles für Zuhause',
      subtitle: null,
      content: null,
      button_text: null,
      button_url: null,
      items: [
        { title: 'Marktplatz', text: 'Produkte', url: '/shop' },
        { title: 'Bauen & Wohnen', text: 'Renovieren', url: '/bauen-wohnen' },
      ],
    },
    {
      id: 4,
      key: 'newsletter',
      title: 'Neuigkeiten aus Ihrer Region',
      subtitle: null,
      content: null,
      button_text: 'Newsletter abonnieren',
      button_url: null,
      items: [],
    },
  ],
  news: [],
  providers: [
    {
      id: 3,
      company_name: 'Malerbetrieb Schulz',
      slug: 'malerbetrieb-schulz-3',
      city: 'Berlin',
      avatar: null,
      created_at: '2026-11-01T09:00:00.000Z',
    },
  ],
  seo: null,
} as unknown as Homepage;
const LAYOUT: StartPageLayout = { sections: [...HOME_SECTIONS], sticky_layers: [] } as unknown as StartPageLayout;
const LAYER = { id: 4, title: 'Aktion', content: 'Drei Monate ohne Grundgebühr.', button_text: null, button_url: null };
const DATA: LandingLoaderData = { homepage: HOMEPAGE, layout: LAYOUT };

const location = islandLocation('/');
const navigator = islandNavigator();

describe('hydration of the server-rendered landing page', () => {
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  let requests: string[];
  beforeEach(() => {
    errors = jest.spyOn(console, 'error');
    requests = [];
    (globalThis as { fetch?: unknown }).fetch = jest.fn((input: string) => {
      requests.push(String(input));
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ status: true, data: HOMEPAGE }) });
    });
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    delete (globalThis as { fetch?: unknown }).fetch;
    document.body.innerHTML = '';
    window.sessionStorage.clear();
    setReachability(null);
    resetServerLoaderData();
  });

  async function hydrateServerMarkup(data: LandingLoaderData, beforeHydration?: (container: HTMLElement) => void) {
    const container = ssrContainer(
      'shell',
      serverMarkup({ routes: editorialServerRoutes, path: '/', loaderData: { landing: data }, area: 'shell' }),
    );
    const heading = container.querySelector('h1');
    const picture = container.querySelector('img');
    const serverText = container.textContent ?? '';
    const layerInServer = container.querySelector('[data-testid="sticky-layer"]') !== null;
    beforeHydration?.(container);
    await act(async () => {
      island = hydrate(container, { loaderData: { landing: data } }, { location, navigator });
    });
    return { container, heading, picture, serverText, layerInServer };
  }

  const landingRequests = () => requests.filter((url) => /homepageData|startPageLayout/.test(url));

  it("takes over the server's markup: the hero's heading and picture, the sections, no hydration error, no second request", async () => {
    const { container, heading, picture } = await hydrateServerMarkup(DATA);
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Ihr Marktplatz für die Region');
    expect(container.querySelector('h1')).toBe(heading);
    expect(picture).toHaveAttribute('alt', 'Wochenmarkt');
    expect(container.querySelector('img')).toBe(picture);
    for (const text of ['Alles für Zuhause', 'Malerbetrieb Schulz', 'Neuigkeiten aus Ihrer Region', 'Newsletter abonnieren'])
      expect(container).toHaveTextContent(text);
    await nextTask();
    expect(errors).not.toHaveBeenCalled();
    expect(landingRequests()).toEqual([]);
  });

  it('takes the server’s data once: a later visit of the page loads its own', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SHELL_SSR_DATA_ID;
    script.textContent = JSON.stringify({ loaderData: { landing: DATA } });
    document.head.append(script);
    await hydrateServerMarkup(DATA);
    expect(takeServerLoaderData('landing')).toBeUndefined();
    script.remove();
  });

  it('shows a link into an area this site does not deploy as the server did, and leaves it out right after the hydration', async () => {
    setReachability((pathname) => pathname !== '/bauen-wohnen');
    const { container, serverText } = await hydrateServerMarkup(DATA);
    expect(serverText).toContain('Bauen & Wohnen');
    await nextTask();
    expect(container).not.toHaveTextContent('Bauen & Wohnen');
    expect(container).toHaveTextContent('Marktplatz');
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the editors’ sticky layer after the hydration, never in the server’s markup', async () => {
    const { container, layerInServer } = await hydrateServerMarkup({
      homepage: HOMEPAGE,
      layout: { ...LAYOUT, sticky_layers: [LAYER] } as unknown as StartPageLayout,
    });
    expect(layerInServer).toBe(false);
    await waitFor(() => expect(container.querySelector('[data-testid="sticky-layer"]')).not.toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps an e-mail address typed before the hydration and signs it up', async () => {
    jest.mocked(subscribeNewsletter).mockResolvedValue('Bitte bestätigen Sie Ihre Anmeldung.');
    const { container } = await hydrateServerMarkup(DATA, (markup) => {
      const field = markup.querySelector<HTMLInputElement>('#newsletter-email');
      if (field) field.value = 'kundin@beispiel.de';
    });
    const field = container.querySelector<HTMLInputElement>('#newsletter-email');
    expect(field?.value).toBe('kundin@beispiel.de');
    await act(async () => {
      fireEvent.submit(field!.form!);
    });
    expect(subscribeNewsletter).toHaveBeenCalledWith('kundin@beispiel.de');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads the page from the server data only; without it the shell renders the page as usual', () => {
    expect(landingOfServerData({ loaderData: { landing: DATA } })).toBe(DATA);
    expect(landingOfServerData({ loaderData: { landing: { ...DATA, homepage: { ...HOMEPAGE, widgets: null } } } })).toBeNull();
    expect(landingOfServerData({ loaderData: { landing: { homepage: HOMEPAGE } } })).toBeNull();
    expect(landingOfServerData({ loaderData: { 'news-list': {} } })).toBeNull();
    expect(hydrate(document.createElement('div'), null, { location, navigator })).toBeNull();
  });
});
