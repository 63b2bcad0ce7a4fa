import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { usePageChangeFocus } from './navigationFocus';

let go: (to: string | number) => void = () => undefined;

function Frame({ children }: { children: ReactNode }) {
  usePageChangeFocus();
  const navigate = useNavigate();
  go = (to) => (typeof to === 'number' ? void navigate(to) : void navigate(to));
  return (
    <>
      <header>
        <input aria-label="Suche" />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function ContactPage() {
  const [sent, setSent] = useState(false);
  return (
    <>
      <h1>Kontakt</h1>
      {sent ? (
        <p role="status">Danke, wir melden uns.</p>
      ) : (
        <form
          aria-label="Kontaktformular"
          onSubmit={(event) => {
            event.preventDefault();
            setSent(true);
          }}
        >
          <input aria-label="Nachricht" />
          <button type="submit">Senden</button>
        </form>
      )}
    </>
  );
}

function LaterHeading() {
  const [shown, setShown] = useState(false);
  return shown ? <h1>Spät geladen</h1> : <button onClick={() => setShown(true)}>laden</button>;
}

function renderSite(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Frame>
        <Routes>
          <Route path="/" element={<h1>Start</h1>} />
          <Route path="/orders" element={<h1>Bestellungen</h1>} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/later" element={<LaterHeading />} />
        </Routes>
      </Frame>
    </MemoryRouter>,
  );
}

const scrollTo = jest.fn();

beforeEach(() => {
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
});

describe('scroll and focus after the page changed', () => {
  it('leaves scroll and focus alone on the first load', () => {
    renderSite();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('scrolls to the top and focuses the new page heading after a navigation', () => {
    renderSite();
    act(() => go('/orders'));
    expect(scrollTo).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Bestellungen' }));
  });

  it('waits for a heading that comes later', async () => {
    renderSite();
    act(() => go('/later'));
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'laden' }).click());
    await screen.findByRole('heading', { name: 'Spät geladen' });
    await act(async () => undefined);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Spät geladen' }));
  });

  it('does not take the focus from a field the visitor moved to meanwhile', async () => {
    renderSite();
    act(() => go('/later'));
    const search = screen.getByRole('textbox', { name: 'Suche' });
    act(() => search.focus());
    act(() => screen.getByRole('button', { name: 'laden' }).click());
    await screen.findByRole('heading', { name: 'Spät geladen' });
    await act(async () => undefined);
    expect(document.activeElement).toBe(search);
  });

  it('leaves back and forward to the browser', () => {
    renderSite();
    act(() => go('/orders'));
    act(() => (document.activeElement as HTMLElement).blur());
    scrollTo.mockClear();
    act(() => {
      // as the browser does on back/forward, before the router moves
      window.dispatchEvent(new PopStateEvent('popstate'));
      go(-1);
    });
    expect(screen.getByRole('heading', { name: 'Start' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the page where it is when a small form (an edit in a line) gives way after sending', async () => {
    renderSite('/contact');
    const form = screen.getByRole('form', { name: 'Kontaktformular' });
    jest.spyOn(form, 'getBoundingClientRect').mockReturnValue({ height: 60 } as DOMRect);
    fireEvent.submit(form);
    await screen.findByRole('status');
    await act(async () => undefined);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows the top of the page with its heading focused when a sent form gives way to its receipt', async () => {
    renderSite('/contact');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nachricht' }), { target: { value: 'Hallo' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Kontaktformular' }));
    await screen.findByRole('status');
    await act(async () => undefined);
    expect(scrollTo).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Kontakt' }));
  });
});
