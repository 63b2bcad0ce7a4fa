import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setReachability } from '../navigation';
import { renderWithTheme } from '../test/render';
import { setOverlayHook, StickyLayer, type OverlayHook, type StickyLayerEntry } from './StickyLayer';

const LAYER: StickyLayerEntry = {
  id: 2,
  page: 'provider',
  title: 'Noch kein Anbieter?',
  content: 'Registrieren Sie Ihr Unternehmen.',
  button_text: 'Jetzt registrieren',
  button_url: '/register?type=provider',
  position: 1,
};

function renderLayer(layers: readonly StickyLayerEntry[] | undefined, useOverlay?: OverlayHook) {
  return renderWithTheme(
    <MemoryRouter>
      <StickyLayer layers={layers} useOverlay={useOverlay} />
    </MemoryRouter>,
  );
}

/** A page's overlay coordination in small: the cookie banner holds the screen until it is answered. */
function cookieBannerFirst() {
  let bannerOpen = true;
  const listeners = new Set<() => void>();
  const asked: boolean[] = [];
  const useOverlay: OverlayHook = (_name, want) => {
    asked.push(want);
    const open = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => bannerOpen,
    );
    return want && !open;
  };
  const answerBanner = () => {
    bannerOpen = false;
    listeners.forEach((listener) => listener());
  };
  return { useOverlay, answerBanner, asked };
}

describe('StickyLayer', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    setOverlayHook(null);
    setReachability(null);
  });

  it('shows the first layer of the page with its text and link', () => {
    renderLayer([LAYER, { ...LAYER, id: 3, title: 'Zweiter' }]);
    const bar = screen.getByTestId('sticky-layer');
    expect(bar).toHaveTextContent('Noch kein Anbieter? Registrieren Sie Ihr Unternehmen.');
    expect(screen.getByRole('complementary', { name: 'Noch kein Anbieter?' })).toBe(bar);
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/register?type=provider');
    expect(screen.queryByText('Zweiter')).not.toBeInTheDocument();
  });

  it('shows nothing while the page loads or when it has no layer', () => {
    const { unmount } = renderLayer(undefined);
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
    unmount();
    renderLayer([]);
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
  });

  it('leaves out a button that leads to a screen not built yet', () => {
    setReachability((pathname) => pathname !== '/register');
    renderLayer([LAYER]);
    expect(screen.getByTestId('sticky-layer')).toHaveTextContent('Noch kein Anbieter?');
    expect(screen.queryByRole('link', { name: 'Jetzt registrieren' })).not.toBeInTheDocument();
  });

  it('closes with its button, by keyboard too, and stays closed for the session on every page', async () => {
    const { unmount } = renderLayer([LAYER]);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('sticky_layer_dismissed_2')).toBe('1');
    unmount();
    renderLayer([LAYER]);
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
  });

  it('waits while the cookie banner has the screen and shows once it is answered (overlay hook as a prop)', () => {
    const page = cookieBannerFirst();
    renderLayer([LAYER], page.useOverlay);
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
    expect(page.asked).toContain(true);
    act(() => page.answerBanner());
    expect(screen.getByTestId('sticky-layer')).toBeInTheDocument();
  });

  it('waits for the overlay coordination the shell registered when none is passed', () => {
    const page = cookieBannerFirst();
    setOverlayHook(page.useOverlay);
    renderLayer([LAYER]);
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
    act(() => page.answerBanner());
    expect(screen.getByTestId('sticky-layer')).toBeInTheDocument();
  });

  it('asks for no screen without a layer, so the other overlays are not held back', () => {
    const page = cookieBannerFirst();
    renderLayer([], page.useOverlay);
    expect(page.asked.every((want) => want === false)).toBe(true);
  });
});
