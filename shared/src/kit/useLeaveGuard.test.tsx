import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { useLeaveGuard } from './useLeaveGuard';

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** An editor page with a dirty switch and the guard's question. */
function Editor({ dirty }: { dirty: boolean }) {
  const guard = useLeaveGuard(dirty);
  return (
    <>
      <Link to="/liste">Zur Liste</Link>
      {guard.pending ? (
        <div role="dialog" aria-label="Änderungen verwerfen?">
          <button type="button" onClick={guard.leave}>
            Verwerfen
          </button>
          <button type="button" onClick={guard.stay}>
            Bleiben
          </button>
        </div>
      ) : null}
    </>
  );
}

function renderApp(dirty = false) {
  window.history.replaceState(null, '', '/liste');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/liste" element={<Link to="/bearbeiten">Bearbeiten</Link>} />
        <Route path="/bearbeiten" element={<Editor dirty={dirty} />} />
      </Routes>
      <Address />
    </BrowserRouter>,
  );
}

const address = () => screen.getByTestId('address');

async function backButton() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('leave guard', () => {
  it('lets the back button leave a page without changes', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Bearbeiten' }));
    expect(address()).toHaveTextContent('/bearbeiten');
    await backButton();
    await waitFor(() => expect(address()).toHaveTextContent('/liste'));
  });

  it('holds the back button while there are unsaved changes and asks; „Bleiben“ keeps the editor', async () => {
    renderApp(true);
    await userEvent.click(screen.getByRole('link', { name: 'Bearbeiten' }));
    await backButton();
    expect(await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/bearbeiten'));
    expect(address()).toHaveTextContent('/bearbeiten');
    await userEvent.click(screen.getByRole('button', { name: 'Bleiben' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toHaveTextContent('/bearbeiten');
  });

  it('goes back once the editor confirms to discard the changes', async () => {
    renderApp(true);
    await userEvent.click(screen.getByRole('link', { name: 'Bearbeiten' }));
    await backButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(address()).toHaveTextContent('/liste'));
    expect(window.location.pathname).toBe('/liste');
  });

  it('asks before a link inside the site is followed with unsaved changes', async () => {
    renderApp(true);
    await userEvent.click(screen.getByRole('link', { name: 'Bearbeiten' }));
    await userEvent.click(screen.getByRole('link', { name: 'Zur Liste' }));
    expect(screen.getByRole('dialog', { name: 'Änderungen verwerfen?' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/bearbeiten');
  });
});
