import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';

import NewsPages from './NewsPages';
import { resetServerLoaderData, SHELL_SSR_DATA_ID } from '../lib/serverLoaderData';

const DRAFT = {
  id: 31,
  slug: 'sommerfest',
  url: '/news/sommerfest',
  title: 'Sommerfest am Markt',
  excerpt: 'Alle Anbieter feiern.',
  content: '<p>Bald ist es so weit.</p>',
  content_format: 'html',
  image: '/images/news/fest.svg',
  image_alt: 'Marktstände',
  published_at: '2026-12-06T09:00:00.000Z',
  author: 'Eva Editor',
  category: { id: 1, name: 'Veranstaltungen', slug: 'veranstaltungen' },
  region: null,
  related: [],
  seo: null,
  preview: {
    version: 2,
    saved_at: '2026-12-06T09:00:00.000Z',
    saved_by: 'Eva Editor',
    status: 'draft',
    expires_at: '2026-12-06T10:00:00.000Z',
  },
};

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
}

function renderPost(path: string) {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/news/*" element={<NewsPages />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('news article preview', () => {
  afterEach(() => {
    document.getElementById(SHELL_SSR_DATA_ID)?.remove();
    resetServerLoaderData();
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('reads the unpublished article through the preview read with the token and shows the banner, not the published article of the server render', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SHELL_SSR_DATA_ID;
    const published = { ...DRAFT, title: 'Öffentliche Fassung', preview: undefined };
    script.textContent = JSON.stringify({ loaderData: { 'news-post': { slug: 'sommerfest', post: published } } });
    document.body.appendChild(script);
    resetServerLoaderData();
    const fetchSpy = jest.fn((url: string) =>
      url.includes('/preview/posts/') ? answer(200, { status: true, data: DRAFT }) : answer(404, {}),
    );
    (globalThis as { fetch?: unknown }).fetch = fetchSpy;
    renderPost('/news/sommerfest?vorschau=abc.def');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sommerfest am Markt' })).toBeInTheDocument();
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('Vorschau – nicht veröffentlicht');
    const asked = fetchSpy.mock.calls.map(([url]) => url);
    expect(asked).toEqual([expect.stringMatching(/\/preview\/posts\/sommerfest\?token=abc\.def$/)]);
  });

  it('falls back to the not-found page with the German reason when the token is refused for an unpublished article', async () => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn((url: string) =>
      url.includes('/preview/posts/')
        ? answer(403, {
            status: false,
            code: 'FORBIDDEN',
            message: 'Dieser Vorschau-Link ist ungültig. Sie sehen die veröffentlichte Fassung.',
          })
        : answer(404, { status: false, code: 'NOT_FOUND', message: 'Der Beitrag wurde nicht gefunden.' }),
    );
    renderPost('/news/sommerfest?vorschau=gefaelscht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieser Beitrag wurde nicht gefunden.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Vorschau-Link ist ungültig.');
  });
});
