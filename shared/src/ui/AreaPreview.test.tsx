import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '../theme/ThemeProvider';
import { AreaPreview, type AreaPreviewTexts } from './AreaPreview';

const texts: AreaPreviewTexts = {
  preview: 'Vorschau: Dieser Bereich wird gerade aufgebaut.',
  sectionsHeading: 'Abschnitte im Bereich „Test“',
  viaList: 'über die Übersicht erreichbar',
  notFoundTitle: 'Seite im Bereich „Test“ nicht gefunden',
  notFoundText: 'Diese Adresse gibt es in diesem Bereich nicht.',
  notFoundLink: 'Zur Übersicht des Bereichs',
  home: '/test',
  sections: [
    { path: '/test', title: 'Übersicht', text: 'Alles auf einen Blick.' },
    { path: '/test/:id', title: 'Detail', text: 'Ein Eintrag.' },
    { path: '/test/liste', title: 'Liste', text: 'Alle Einträge.' },
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
  it('renders the section list at a section, linking every section without parameters', () => {
    const { container } = renderAt('/test');
    expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: texts.sectionsHeading })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(texts.preview);
    expect(screen.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('href', '/test');
    expect(screen.getByRole('link', { name: 'Liste' })).toHaveAttribute('href', '/test/liste');
    expect(screen.queryByRole('link', { name: 'Detail' })).toBeNull();
    expect(screen.getByText(`Ein Eintrag. (${texts.viaList})`)).toBeInTheDocument();
    expect(container.querySelector('[data-area="mfe_test"]')).not.toBeNull();
  });

  it('shows a German not-found page inside the area for an unknown sub-route', () => {
    renderAt('/test/gibt/es/nicht');
    expect(screen.getByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.notFoundLink })).toHaveAttribute('href', '/test');
  });
});
