import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import ContentPage from './ContentPage';
import type { ContentPageData } from '../types';

/** Shows the router's address, to see it replaced. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** The content page at `path` (`/page/:slug…`), with the address in `data-testid="address"`. */
export function renderContentPageAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Routes>
          <Route path="/page/:slug" element={<ContentPage />} />
        </Routes>
        <Address />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

/** A content page as `GET /api/pagedata/{slug}` answers it; `fields` for what a test shows. */
export function contentPageData(slug: string, fields: Partial<ContentPageData> = {}): ContentPageData {
  return {
    id: 1,
    url: `/page/${slug}`,
    slug,
    title: slug,
    subtitle: null,
    content: '',
    content_format: 'html',
    is_template: false,
    meta_title: slug,
    meta_description: '',
    updated_at: '2026-11-20T10:00:00Z',
    withdrawal_form: null,
    ...fields,
  };
}
