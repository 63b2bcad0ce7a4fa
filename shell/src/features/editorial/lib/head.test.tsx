import { render } from '@testing-library/react';
import { useGraphqlQuery } from '@marktplatz/shared';
import { usePageSeo } from './head';

jest.mock('@marktplatz/shared', () => ({
  ...jest.requireActual('@marktplatz/shared'),
  useGraphqlQuery: jest.fn(() => ({ data: undefined, loading: false, error: undefined, reload: () => undefined })),
}));

/** The document's first page (jsdom starts at `/`), with the canonical link the server writes with its SEO head. */
function Home() {
  usePageSeo('PAGE', 'home', { title: 'Marktplatz', description: 'Regional einkaufen' });
  return null;
}

const skips = () => jest.mocked(useGraphqlQuery).mock.calls.map(([, options]) => Boolean(options?.skip));

describe('usePageSeo', () => {
  it('keeps the head the server wrote however often the first page renders, and asks for the SEO entry after a navigation', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = `${window.location.origin}/`;
    document.head.appendChild(link);

    const first = render(<Home />);
    // A render thrown away before its commit (a restarted transition) mounts the page once more.
    const again = render(<Home />);
    expect(skips().length).toBeGreaterThan(0);
    expect(skips().every(Boolean)).toBe(true);

    first.unmount();
    again.unmount();
    jest.mocked(useGraphqlQuery).mockClear();
    render(<Home />);
    expect(skips()).toContain(false);
  });
});
