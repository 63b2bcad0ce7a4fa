import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { Notifications } from './Notifications';
import { snackbar } from './snackbar';
import { loadToasts, notify } from './toasts';

/** The hosts with the toaster loaded (it loads with the first toast; these tests are about what it shows). */
async function renderHosts() {
  render(<Notifications />);
  await act(async () => {
    await loadToasts();
  });
  await act(async () => {
    await import('./ToasterHost');
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toast.remove();
    snackbar.clear();
  });
  jest.useRealTimers();
});

describe('toasts', () => {
  it('loads the toaster with the first toast, not with the page, and shows that toast', async () => {
    jest.useRealTimers();
    render(<Notifications />);
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();
    let id = '';
    act(() => {
      id = notify.success('Gespeichert');
    });
    expect(id).toMatch(/^mp-toast-success-[0-9a-z]+$/);
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
    expect(document.querySelector('[data-rht-toaster]')).not.toBeNull();
  });

  it("shows toasts at the bottom, centred, away from the header's cart, bell and menu", async () => {
    await renderHosts();
    act(() => {
      notify.success('Gespeichert');
    });
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();
    const wrapper = screen.getByText('Gespeichert').closest('div[style*="justify-content"]') as HTMLElement | null;
    expect(wrapper?.style.justifyContent).toBe('center');
    expect(wrapper?.style.bottom).toBe('0px');
    expect(wrapper?.style.top).toBe('');
  });

  it('moves toasts to the top while a dialog is open and lets clicks pass through to it', async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.appendChild(dialog);
    try {
      await renderHosts();
      act(() => {
        notify.info('Kopiert');
      });
      const wrapper = screen.getByText('Kopiert').closest('div[style*="justify-content"]') as HTMLElement | null;
      expect(wrapper?.style.top).toBe('0px');
      const bar = screen.getByText('Kopiert').closest('[role="status"]')?.parentElement as HTMLElement | null;
      expect(bar?.style.pointerEvents).toBe('none');
    } finally {
      dialog.remove();
    }
  });

  it('closes the toasts from before a dialog when it opens, and keeps those raised while it is open', async () => {
    await renderHosts();
    act(() => {
      notify.success('Der Datenexport wurde heruntergeladen.');
    });
    expect(screen.getByText('Der Datenexport wurde heruntergeladen.')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(10);
    });
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    try {
      // The dialog is noticed by a mutation observer (a microtask) and read in the next animation frame.
      await act(async () => {
        document.body.appendChild(dialog);
        await Promise.resolve();
      });
      act(() => {
        jest.advanceTimersByTime(50);
      });
      act(() => {
        notify.error('Die Kundennummer stimmt nicht.');
      });
      act(() => {
        jest.advanceTimersByTime(1500);
      });
      expect(screen.queryByText('Der Datenexport wurde heruntergeladen.')).not.toBeInTheDocument();
      expect(screen.getByText('Die Kundennummer stimmt nicht.')).toBeInTheDocument();
    } finally {
      dialog.remove();
    }
  });

  it('collapses identical toasts into one', async () => {
    await renderHosts();
    let first = '';
    let second = '';
    act(() => {
      first = notify.success('Sie sind angemeldet.');
      second = notify.success('Sie sind angemeldet.');
      notify.error('Sie sind angemeldet.');
    });
    expect(second).toBe(first);
    expect(screen.getAllByText('Sie sind angemeldet.')).toHaveLength(2);
  });

  it('closes a toast after 3000 ms', async () => {
    await renderHosts();
    act(() => {
      notify.error('Fehlgeschlagen');
    });
    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Fehlgeschlagen')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(screen.queryByText('Fehlgeschlagen')).not.toBeInTheDocument();
  });

  it('keeps at most 3 toasts and dismisses the oldest beyond 3', async () => {
    await renderHosts();
    act(() => {
      notify.info('Eins');
      notify.info('Zwei');
      notify.info('Drei');
      notify.info('Vier');
    });
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(screen.queryByText('Eins')).not.toBeInTheDocument();
    ['Zwei', 'Drei', 'Vier'].forEach((text) => expect(screen.getByText(text)).toBeInTheDocument());
  });

  it('limits toasts raised directly through react-hot-toast too', async () => {
    await renderHosts();
    act(() => {
      toast('A', { duration: 60000 });
      toast('B', { duration: 60000 });
      toast('C', { duration: 60000 });
      toast('D', { duration: 60000 });
    });
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(screen.queryByText('A')).not.toBeInTheDocument();
    expect(screen.getByText('D')).toBeInTheDocument();
  });

  it('replaces a toast with the same id instead of stacking it', async () => {
    await renderHosts();
    act(() => {
      notify.error('Your Session expired please login in again', { id: 'session-expired' });
      notify.error('Your Session expired please login in again', { id: 'session-expired' });
    });
    expect(screen.getAllByText('Your Session expired please login in again')).toHaveLength(1);
  });
});

describe('snackbars', () => {
  it('shows snackbars bottom-left (above the safe area) in a polite live region', () => {
    render(<Notifications />);
    act(() => {
      snackbar.show('Entwurf gespeichert');
    });
    const host = screen.getByTestId('snackbar-host');
    expect(host).toHaveAttribute('role', 'status');
    expect(host).toHaveAttribute('aria-live', 'polite');
    expect(within(host).getByText('Entwurf gespeichert')).toBeInTheDocument();
    const style = getComputedStyle(host);
    expect(style.position).toBe('fixed');
    expect(style.bottom).toMatch(/^calc\(16px/);
    expect(style.insetInlineStart ?? style.getPropertyValue('inset-inline-start')).toBe('16px');
  });

  it('shows the same message once and starts its time anew', () => {
    render(<Notifications />);
    act(() => {
      snackbar.show('Entwurf gespeichert');
    });
    act(() => {
      jest.advanceTimersByTime(4000);
      snackbar.show('Entwurf gespeichert');
    });
    expect(screen.getAllByText('Entwurf gespeichert')).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect(screen.getByText('Entwurf gespeichert')).toBeInTheDocument();
  });

  it('hides a snackbar after 5000 ms', () => {
    render(<Notifications />);
    act(() => {
      snackbar.show('Kurz sichtbar');
    });
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Kurz sichtbar')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Kurz sichtbar')).not.toBeInTheDocument();
  });

  it('shows at most 3 snackbars, dropping the oldest', () => {
    render(<Notifications />);
    act(() => {
      ['1', '2', '3', '4'].forEach((n) => snackbar.show(`Meldung ${n}`));
    });
    expect(screen.queryByText('Meldung 1')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Meldung [234]/)).toHaveLength(3);
  });

  it('closes a snackbar with its close button and runs its action', () => {
    const undo = jest.fn();
    render(<Notifications />);
    act(() => {
      snackbar.show('Gelöscht', { action: { label: 'Rückgängig', onClick: undo } });
      snackbar.show('Andere');
    });
    act(() => screen.getByRole('button', { name: 'Rückgängig' }).click());
    expect(undo).toHaveBeenCalled();
    expect(screen.queryByText('Gelöscht')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Benachrichtigung schließen' }).click());
    expect(screen.queryByText('Andere')).not.toBeInTheDocument();
  });
});
