import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
