import { screen } from '@testing-library/react';
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
