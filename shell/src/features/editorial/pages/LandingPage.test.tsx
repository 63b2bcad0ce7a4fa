import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import { fetchHomepage } from '../api/fetchHomepage';
import { fetchStartPageLayout } from '../api/fetchStartPageLayout';
import type { Homepage } from '../types';
import { resetOverlays, useOverlay } from '../../../layout/overlays';
import LandingPage, { type LandingInitial } from './LandingPage';

jest.mock('../api/fetchHomepage', () => ({ fetchHomepage: jest.fn() }));
jest.mock('../api/fetchStartPageLayout', () => ({ fetchStartPageLayout: jest.fn() }));

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
      items: [{ title: 'Marktplatz', text: 'Produkte', url: '/shop' }],
    },
    {
      id: 2,
      key: 'living_worlds',
      title: 'Lebenswelten',
      subtitle: null,
      content: null,
      button_text: null,
      button_url: null,
      items: [{ title: 'Bauen & Wohnen', text: 'Renovieren', url: '/bauen-wohnen' }],
    },
    {
      id: 3,
      key: 'trust',
      title: 'Warum Marktplatz?',
      subtitle: null,
      content: null,
      button_text: null,
      button_url: null,
      items: [{ title: 'Geprüfte Anbieter', text: 'Handelsregister' }],
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
  news: [
    {
      id: 7,
      slug: 'umzug-checkliste',
      title: 'Umzug ohne Stress',
      excerpt: 'Checkliste',
      image: '/images/news/umzug-checkliste.svg',
      image_alt: '',
      author: 'Redaktion',
      url: '/news/umzug-checkliste',
      published_at: '2026-11-08T07:45:00Z',
      category: { id: 1, name: 'Ratgeber', slug: 'ratgeber' },
      region: { id: 4, name: 'Köln', slug: 'koeln' },
    },
  ],
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
};

function renderLanding(initial?: LandingInitial) {
  return render(
    <MemoryRouter>
      <ThemeProvider>
        <LandingPage initial={initial} />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

/** The cookie banner's claim on the screen, as the frame makes it while the visitor has not answered. */
function CookieBannerClaim({ open }: { open: boolean }) {
  useOverlay('cookie-banner', open);
  return null;
}

const SECTIONS = ['section-areas', 'section-providers', 'section-living-worlds', 'section-news', 'section-trust', 'section-newsletter'];

describe('LandingPage', () => {
  beforeEach(() => {
    jest.mocked(fetchHomepage).mockReset();
    jest.mocked(fetchStartPageLayout).mockReset().mockResolvedValue(null);
    sessionStorage.clear();
  });

  it('shows every section from the landing data', async () => {
    jest.mocked(fetchHomepage).mockResolvedValue(HOMEPAGE);
    renderLanding();
    for (const id of SECTIONS) expect(await screen.findByTestId(id, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Umzug ohne Stress/ })).toHaveAttribute('href', '/news/umzug-checkliste');
    expect(screen.getByRole('link', { name: /Malerbetrieb Schulz/ })).toHaveAttribute('href', '/provider-detail/malerbetrieb-schulz-3');
  });

  it("renders the hero and the sections in its first render with the server render's data, asking nothing", () => {
    renderLanding({ homepage: HOMEPAGE, layout: { sections: ['trust', 'areas'], sticky_layers: [] } });
    // no waiting: the first render already has the data
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Marktplatz für die Region' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wochenmarkt' })).toHaveAttribute('src', 'http://127.0.0.1:4000/images/banners/home.svg');
    expect(screen.getByTestId('section-areas')).toBeInTheDocument();
    expect(screen.getByTestId('section-trust').compareDocumentPosition(screen.getByTestId('section-areas'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(fetchHomepage).not.toHaveBeenCalled();
    expect(fetchStartPageLayout).not.toHaveBeenCalled();
  });

  it('renders no section and no error when the landing data fails to load; the hero stays', async () => {
    jest.mocked(fetchHomepage).mockRejectedValue(new Error('Netzwerkfehler'));
    renderLanding();
    await waitFor(() => expect(fetchHomepage).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Marktplatz für die Region' })).toBeInTheDocument();
    for (const id of SECTIONS) expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong|fehlgeschlagen|Fehler/)).not.toBeInTheDocument();
  });

  const EMPTY_PARTS: Array<[string, Partial<Homepage>, string[]]> = [
    ['widgets', { widgets: [] }, ['section-areas', 'section-living-worlds', 'section-trust', 'section-newsletter']],
    ['news', { news: [] }, ['section-news']],
    ['providers', { providers: [] }, ['section-providers']],
  ];

  it.each(EMPTY_PARTS)('leaves out only the %s sections when that part answers empty', async (_name, override, missing) => {
    jest.mocked(fetchHomepage).mockResolvedValue({ ...HOMEPAGE, ...override });
    renderLanding();
    const present = SECTIONS.filter((id) => !missing.includes(id));
    for (const id of present) expect(await screen.findByTestId(id)).toBeInTheDocument();
    for (const id of missing) expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  });

  it('shows the sections in the order the editors saved, never in another order first', async () => {
    jest.mocked(fetchHomepage).mockResolvedValue(HOMEPAGE);
    let answer: (layout: { sections: string[]; sticky_layers: [] }) => void = () => undefined;
    jest.mocked(fetchStartPageLayout).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Marktplatz für die Region' })).toBeInTheDocument();
    expect(screen.queryByTestId('section-areas')).not.toBeInTheDocument();
    answer({ sections: ['news', 'newsletter', 'areas', 'providers', 'living_worlds', 'trust'], sticky_layers: [] });
    await screen.findByTestId('section-news');
    const shown = Array.from(document.querySelectorAll('[data-testid^="section-"]')).map((node) => node.getAttribute('data-testid'));
    expect(shown).toEqual([
      'section-news',
      'section-newsletter',
      'section-areas',
      'section-providers',
      'section-living-worlds',
      'section-trust',
    ]);
  });

  it('shows the page’s sticky layer and a tile’s picture with its sizes, lazily and without layout shift', async () => {
    const picture = {
      title: 'Geprüfte Anbieter',
      text: 'Handelsregister',
      image: 'https://cdn.example/media/a/original.jpg',
      image_srcset: 'https://cdn.example/media/a/w480.webp 480w, https://cdn.example/media/a/w960.webp 960w',
      image_width: 1200,
      image_height: 800,
    };
    jest.mocked(fetchHomepage).mockResolvedValue({
      ...HOMEPAGE,
      widgets: HOMEPAGE.widgets.map((widget) => (widget.key === 'trust' ? { ...widget, items: [picture] } : widget)),
    });
    jest.mocked(fetchStartPageLayout).mockResolvedValue({
      sections: ['trust'],
      sticky_layers: [
        {
          id: 9,
          page: 'home',
          title: 'Frühlingsaktion',
          content: 'Nur diese Woche.',
          button_text: 'Ansehen',
          button_url: '/shop',
          position: 1,
        },
      ],
    });
    renderLanding();
    const image = within(await screen.findByTestId('section-trust')).getByTestId('tile-picture');
    expect(image).toHaveAttribute('srcset', picture.image_srcset);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('sizes');
    expect(await screen.findByTestId('sticky-layer')).toHaveTextContent('Frühlingsaktion');
  });

  it('keeps the page’s sticky layer back while the cookie banner has the screen, and shows it once the banner is answered', async () => {
    resetOverlays();
    jest.mocked(fetchHomepage).mockResolvedValue(HOMEPAGE);
    jest.mocked(fetchStartPageLayout).mockResolvedValue({
      sections: ['trust'],
      sticky_layers: [
        { id: 11, page: 'home', title: 'Herbstmarkt', content: 'Am Samstag.', button_text: null, button_url: null, position: 1 },
      ],
    });
    const page = (open: boolean) => (
      <MemoryRouter>
        <ThemeProvider>
          <CookieBannerClaim open={open} />
          <LandingPage />
        </ThemeProvider>
      </MemoryRouter>
    );
    const { rerender } = render(page(true));
    await screen.findByTestId('section-trust');
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
    act(() => rerender(page(false)));
    expect(await screen.findByTestId('sticky-layer')).toHaveTextContent('Herbstmarkt');
    resetOverlays();
  });
});
