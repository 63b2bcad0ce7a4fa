import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setReachability } from '@marktplatz/shared';
import parcel, { ChatWindow } from './ChatParcel';

describe('ChatParcel', () => {
  it('is a single-spa parcel config with bootstrap, mount, unmount and update', () => {
    expect(typeof parcel.bootstrap).toBe('function');
    expect(typeof parcel.mount).toBe('function');
    expect(typeof parcel.unmount).toBe('function');
    expect(typeof parcel.update).toBe('function');
  });

  it('asks a guest to sign in and navigates to /login through the navigate prop', async () => {
    const navigate = jest.fn();
    const onClose = jest.fn();
    render(<ChatWindow auth={{ authenticated: false }} navigate={navigate} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the conversations to a logged-in user and closes with its close button', async () => {
    const onClose = jest.fn();
    render(<ChatWindow auth={{ authenticated: true }} themeSettings={{ theme: 'ONE_DARK' }} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Alle Unterhaltungen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chat schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the chat starts soon and leads to the orders while the conversations are not built', async () => {
    const navigate = jest.fn();
    setReachability((path) => path !== '/chat');
    try {
      render(<ChatWindow auth={{ authenticated: true }} navigate={navigate} />);
      expect(screen.getByText(/Der Chat mit Anbietern startet in Kürze/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Alle Unterhaltungen' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Zu meinen Bestellungen' }));
      expect(navigate).toHaveBeenCalledWith('/orders');
    } finally {
      setReachability(null);
    }
  });
});
