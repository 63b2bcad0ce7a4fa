import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import { resetOverlays } from '../../../layout/overlays';
import { StickyLayer, type Layer } from './StickyLayer';

const LAYER: Layer = {
  id: 2,
  page: 'provider',
  title: 'Noch kein Anbieter?',
  content: 'Registrieren Sie Ihr Unternehmen.',
  button_text: 'Jetzt registrieren',
  button_url: '/register?type=provider',
  position: 1,
};

function renderLayer(layers: Layer[] | undefined) {
  return render(
    <MemoryRouter>
      <ThemeProvider>
        <StickyLayer layers={layers} />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('StickyLayer', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    resetOverlays();
  });

  it('shows the first layer of the page’s answer with its text and link', async () => {
    renderLayer([LAYER, { ...LAYER, id: 3, title: 'Zweiter' }]);
    const bar = await screen.findByTestId('sticky-layer');
    expect(bar).toHaveTextContent('Noch kein Anbieter? Registrieren Sie Ihr Unternehmen.');
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/register?type=provider');
    expect(screen.queryByText('Zweiter')).not.toBeInTheDocument();
  });

  it('shows nothing while the page loads or when it has no layer', () => {
    const { rerender } = renderLayer(undefined);
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ThemeProvider>
          <StickyLayer layers={[]} />
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
  });

  it('closes with its button and stays closed for the session', async () => {
    const { unmount } = renderLayer([LAYER]);
    await userEvent.click(await screen.findByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
    unmount();
    renderLayer([LAYER]);
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
  });
});
