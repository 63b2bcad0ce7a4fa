import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { Composer } from './Composer';

const picture = { id: 3, kind: 'image' as const, file_name: 'tisch.jpg', mime_type: 'image/jpeg', size: 2048, url: '/files/tisch.jpg' };

type Send = (text: string, attachmentIds: number[]) => Promise<void>;

function setup(onSend: jest.Mock<ReturnType<Send>, Parameters<Send>> = jest.fn<ReturnType<Send>, Parameters<Send>>(async () => undefined)) {
  const onTyping = jest.fn();
  renderAt(<Composer id="composer" onSend={onSend} onTyping={onTyping} />);
  return { onSend, onTyping, input: screen.getByTestId('composer-input') };
}

describe('Composer', () => {
  it('sends on Enter and clears the composer', async () => {
    const { onSend, onTyping, input } = setup();
    await userEvent.type(input, '  Passt gut!  {Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Passt gut!', []));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onTyping).toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const { onSend, input } = setup();
    await userEvent.type(input, 'Erste{Shift>}{Enter}{/Shift}Zweite');
    expect(input).toHaveValue('Erste\nZweite');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('asks for a message when nothing is written, and drops the reason once typing starts', async () => {
    const { onSend, input } = setup();
    await userEvent.click(screen.getByTestId('composer-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie eine Nachricht ein.');
    expect(input).toHaveAttribute('aria-describedby', 'composer-error');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(input, 'H');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Enter sendet/)).toHaveAttribute('id', 'composer-hint');
  });

  it('keeps the draft and shows the reason when the message is refused', async () => {
    const onSend = jest.fn<ReturnType<Send>, Parameters<Send>>(async () =>
      Promise.reject({ status: false, message: 'Sie senden zu viele Nachrichten.' }),
    );
    const { input } = setup(onSend);
    await userEvent.type(input, 'Hallo{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie senden zu viele Nachrichten.');
    expect(input).toHaveValue('Hallo');
    fireEvent.change(input, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText(/2001 \/ 2\.000/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('composer-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Nachricht darf höchstens 2.000 Zeichen lang sein.');
  });

  it('uploads an attachment first, sends it with the message and clears it after sending', async () => {
    const api = mockApi((call) => (call.url === 'chat/attachment' ? ok(picture) : undefined));
    try {
      const { onSend } = setup();
      await userEvent.upload(screen.getByTestId('composer-file'), new File(['x'], 'tisch.jpg', { type: 'image/jpeg' }));
      const chip = await screen.findByRole('button', { name: 'Anhang tisch.jpg entfernen' });
      expect(chip).toBeInTheDocument();
      await userEvent.click(screen.getByTestId('composer-send'));
      await waitFor(() => expect(onSend).toHaveBeenCalledWith('', [3]));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Anhang tisch.jpg entfernen' })).toBeNull());
    } finally {
      api.restore();
    }
  });
});
