import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@marktplatz/shared/testing';
import type { ChatMessage } from '../types';
import { MessageItem } from './MessageItem';

const now = Date.parse('2026-12-05T12:00:00.000Z');

function message(text: string, attachments: ChatMessage['attachments'] = []): ChatMessage {
  return {
    message_id: 1,
    conversation_id: 5,
    sender_id: 7,
    sender_name: 'Mia Klein',
    message: text,
    client_message_id: null,
    created_at: new Date(now - 60_000).toISOString(),
    edited_at: null,
    is_edited: false,
    attachments,
  };
}

const picture = { id: 3, kind: 'image' as const, file_name: 'tisch.jpg', mime_type: 'image/jpeg', size: 2048, url: '/files/tisch.jpg' };

describe('MessageItem', () => {
  it('offers „Bearbeiten“ on an own recent text message', () => {
    renderAt(<MessageItem message={message('Hallo')} mine read={false} onEdit={async () => undefined} now={now} />);
    expect(screen.getByRole('button', { name: /Bearbeiten/ })).toBeInTheDocument();
  });

  it('offers no „Bearbeiten“ on an own message that is only a picture', () => {
    renderAt(<MessageItem message={message('', [picture])} mine read={false} onEdit={async () => undefined} now={now} />);
    expect(screen.queryByRole('button', { name: /Bearbeiten/ })).toBeNull();
  });

  it('offers „Bearbeiten“ on a picture with a caption (the caption is edited)', () => {
    renderAt(<MessageItem message={message('Der Tisch', [picture])} mine read={false} onEdit={async () => undefined} now={now} />);
    expect(screen.getByRole('button', { name: /Bearbeiten/ })).toBeInTheDocument();
  });
});

describe('MessageItem editing', () => {
  it('saves the edited text and closes the editor', async () => {
    const onEdit = jest.fn(async (_id: number, _text: string) => undefined);
    renderAt(<MessageItem message={message('Hallo')} mine read={false} onEdit={onEdit} now={now} />);
    await userEvent.click(screen.getByRole('button', { name: /Bearbeiten/ }));
    const area = screen.getByLabelText('Nachricht bearbeiten');
    expect(area).toHaveValue('Hallo');
    await userEvent.clear(area);
    await userEvent.type(area, 'Hallo zusammen');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith(1, 'Hallo zusammen'));
    await waitFor(() => expect(screen.queryByLabelText('Nachricht bearbeiten')).toBeNull());
  });

  it('keeps the editor open with the German reason when the change is refused, and „Abbrechen“ drops the draft', async () => {
    const onEdit = jest.fn(async () => Promise.reject({ status: false, message: 'Die Nachricht kann nicht mehr bearbeitet werden.' }));
    renderAt(<MessageItem message={message('Hallo')} mine read={false} onEdit={onEdit} now={now} />);
    await userEvent.click(screen.getByRole('button', { name: /Bearbeiten/ }));
    await userEvent.type(screen.getByLabelText('Nachricht bearbeiten'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Nachricht kann nicht mehr bearbeitet werden.');
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(screen.getByRole('button', { name: /Bearbeiten/ }));
    expect(screen.getByLabelText('Nachricht bearbeiten')).toHaveValue('Hallo');
  });
});
