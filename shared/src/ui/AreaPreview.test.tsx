import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '../theme/ThemeProvider';
import { AreaPreview, type AreaPreviewTexts } from './AreaPreview';

const texts: AreaPreviewTexts = {
  preview: 'Diesen Bereich bauen wir gerade für Sie auf.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite gibt es nicht.',
  sections: [
    { path: '/test', title: 'Übersicht', text: 'Alles auf einen Blick.' },
    { path: '/test/:id', title: 'Detail', text: 'Ein Eintrag.' },
  ],
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <AreaPreview remoteName="mfe_test" texts={texts} />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('AreaPreview', () => {
  it('tells a visitor what the page will offer, that it is not ready yet and where to go on — without a site map', () => {
    const { container } = renderAt('/test/42');
    expect(screen.getByRole('heading', { level: 1, name: 'Detail' })).toBeInTheDocument();
    expect(screen.getByText('Ein Eintrag.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(texts.preview);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/shop', '/']);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(container.querySelector('[data-area="mfe_test"]')).not.toBeNull();
  });

  it('shows a German not-found page inside the area for an unknown sub-route', () => {
    renderAt('/test/gibt/es/nicht');
    expect(screen.getByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Marktplatz' })).toHaveAttribute('href', '/shop');
  });
});
