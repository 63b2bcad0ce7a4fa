import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@marktplatz/shared';
import { OnlineStatus } from './ui';

describe('OnlineStatus', () => {
  it('says „Online“ in words when the other side is online, not by colour alone', () => {
    render(
      <ThemeProvider>
        <OnlineStatus online />
      </ThemeProvider>,
    );
    const status = screen.getByTestId('online-status');
    expect(status).toHaveTextContent(/^Online$/);
    expect(status).toHaveAttribute('data-online', 'true');
  });

  it('says „Offline“ when the other side is not online', () => {
    render(
      <ThemeProvider>
        <OnlineStatus online={false} />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('online-status')).toHaveTextContent(/^Offline$/);
    expect(screen.queryByText('Online')).toBeNull();
  });
});
