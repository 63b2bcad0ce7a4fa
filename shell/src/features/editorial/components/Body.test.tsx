import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import { Body, sitePathOf } from './Prose';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search + location.hash}</output>;
}

const HTML = [
  '<p><a href="/page/agb">AGB</a></p>',
  `<p><a href="${window.location.origin}/news/fest?seite=2#kommentare">Fest</a></p>`,
  '<p><a href="https://www.verbraucherzentrale.de/" rel="noopener">Verbraucherzentrale</a></p>',
  '<p><a href="https://example.org/ohne-rel">Ohne rel</a></p>',
  '<p><a href="mailto:info@example.de">E-Mail</a></p>',
].join('');

function renderBody() {
  render(
    <MemoryRouter initialEntries={['/page/start']}>
      <ThemeProvider>
        <Routes>
          <Route path="*" element={<Body content={HTML} format="html" />} />
        </Routes>
        <Address />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

/** Clicks a link like a person and answers whether the browser would still follow it itself. */
function click(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
}

describe('links in an editor HTML body', () => {
  it('follows a relative link through the router without reloading the page', () => {
    renderBody();
    expect(click('AGB')).toBe(false);
    expect(screen.getByTestId('address')).toHaveTextContent('/page/agb');
  });

  it('follows a full link to the own origin through the router, keeping query and fragment', () => {
    renderBody();
    expect(click('Fest')).toBe(false);
    expect(screen.getByTestId('address')).toHaveTextContent('/news/fest?seite=2#kommentare');
  });

  it('leaves external and mailto links to the browser, external ones with rel="noopener"', () => {
    renderBody();
    expect(click('Verbraucherzentrale')).toBe(true);
    expect(click('E-Mail')).toBe(true);
    expect(screen.getByTestId('address')).toHaveTextContent('/page/start');
    expect(screen.getByRole('link', { name: 'Ohne rel' })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Verbraucherzentrale' })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'AGB' })).not.toHaveAttribute('rel');
  });

  it('leaves a click with a modifier key (new tab or window) to the browser', () => {
    renderBody();
    expect(click('AGB', { ctrlKey: true })).toBe(true);
    expect(click('AGB', { metaKey: true })).toBe(true);
    expect(screen.getByTestId('address')).toHaveTextContent('/page/start');
  });
});

describe('sitePathOf', () => {
  it('answers the site path for own links and null for other origins, mailto and files the API serves', () => {
    const here = 'https://marktplatz.example/page/start';
    expect(sitePathOf('/page/agb', here)).toBe('/page/agb');
    expect(sitePathOf('../news/x?a=1#b', here)).toBe('/news/x?a=1#b');
    expect(sitePathOf('https://marktplatz.example/news', here)).toBe('/news');
    expect(sitePathOf('https://andere.example/news', here)).toBeNull();
    expect(sitePathOf('//andere.example/news', here)).toBeNull();
    expect(sitePathOf('mailto:info@example.de', here)).toBeNull();
    expect(sitePathOf('/uploads/preisliste.pdf', here)).toBeNull();
  });
});
