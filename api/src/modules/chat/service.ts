import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { Bus } from '../../infra/bus';
import { attachmentUrl, messageDtos, messages } from './history';
import { conversations, markRead, report, setBlocked, typing, typingStatus, unreadTotal } from './conversations';
import { type ChatContext, conversationOf, type MessageRow } from './core';
import { search } from './people';
import { send, update } from './sending';
import type { ChatState } from './state';

export { type AttachmentDto, type ChatEvent, type ChatUserDto, type ConversationDto, type MessageDto, userChannel } from './core';
export { EDIT_WINDOW_MS, MAX_ATTACHMENTS_PER_MESSAGE, MESSAGE_MAX_LENGTH, SEND_LIMIT_PER_MINUTE } from './sending';

type Rest<F> = F extends (ctx: ChatContext, ...rest: infer R) => unknown ? R : never;

/**
 * The chat of one API instance, as the routes and the socket hub use it: each step lives in its topic's file
 * (`people.ts`, `conversations.ts`, `history.ts`, `sending.ts`) and takes this service as its {@link ChatContext}.
 */
export class ChatService implements ChatContext {
  constructor(
    readonly db: Database,
    readonly config: AppConfig,
    readonly state: ChatState,
    readonly bus: Bus,
  ) {}

  conversationOf(me: number, conversationId: number, db: Executor = this.db) {
    return conversationOf(db, me, conversationId);
  }

  messageDtos(rows: MessageRow[], db: Executor = this.db) {
    return messageDtos(this, rows, db);
  }

  conversations = (...args: Rest<typeof conversations>) => conversations(this, ...args);
  unreadTotal = (...args: Rest<typeof unreadTotal>) => unreadTotal(this, ...args);
  messages = (...args: Rest<typeof messages>) => messages(this, ...args);
  send = (...args: Rest<typeof send>) => send(this, ...args);
  update = (...args: Rest<typeof update>) => update(this, ...args);
  markRead = (...args: Rest<typeof markRead>) => markRead(this, ...args);
  search = (...args: Rest<typeof search>) => search(this, ...args);
  typingStatus = (...args: Rest<typeof typingStatus>) => typingStatus(this, ...args);
  typing = (...args: Rest<typeof typing>) => typing(this, ...args);
  setBlocked = (...args: Rest<typeof setBlocked>) => setBlocked(this, ...args);
  report = (...args: Rest<typeof report>) => report(this, ...args);
  attachmentUrl = (...args: Rest<typeof attachmentUrl>) => attachmentUrl(this, ...args);
}
