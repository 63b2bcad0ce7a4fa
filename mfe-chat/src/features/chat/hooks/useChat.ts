import { useCallback, useEffect, useRef, useState } from 'react';
import { getConversations } from '../api/getConversations';
import { getMessages } from '../api/getMessages';
import { getTypingStatus } from '../api/getTypingStatus';
import { markRead } from '../api/markRead';
import { sendMessage } from '../api/sendMessage';
import { sendTyping } from '../api/sendTyping';
import { updateMessage } from '../api/updateMessage';
import type { ChatConversation, ChatMessage, ChatMessagesPage } from '../types';
import { useChatConnection } from '../lib/connection';
import { POLL_INTERVAL_MS, type ConnectionState, type RealtimeEvent } from '../lib/realtime';

/** Conversations by their last activity, newest first (ISO times compare as text). */
const newestFirst = (a: { updated_at: string }, b: { updated_at: string }) =>
  a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0;

/** How long „schreibt …“ stays after the last typing event (the server's lifetime). */
export const TYPING_MS = 5000;
/** A typing event goes out at most this often while the user types. */
const TYPING_THROTTLE_MS = 2000;

export interface Thread extends Omit<ChatMessagesPage, 'messages'> {
  messages: ChatMessage[];
}

export interface ChatModel {
  connection: ConnectionState;
  conversations: ChatConversation[] | undefined;
  listError: unknown;
  reloadList: () => Promise<void>;
  thread: Thread | null;
  threadLoading: boolean;
  threadError: unknown;
  reloadThread: () => void;
  loadOlder: () => Promise<void>;
  partnerTyping: boolean;
  send: (input: { message: string; attachmentIds: number[]; receiverId?: number }) => Promise<ChatMessage>;
  edit: (messageId: number, text: string) => Promise<void>;
  typing: () => void;
  unread: number;
}

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.message_id, message]));
  for (const message of incoming) byId.set(message.message_id, message);
  return [...byId.values()].sort((a, b) => a.message_id - b.message_id);
}

/**
 * The chat's data for a list and one open conversation: loaded through REST, kept current by the socket's events
 * (and by polling every 10 s while no socket is open), caught up after a reconnect from the last message id seen.
 */
export function useChat({ enabled, activeId, myId }: { enabled: boolean; activeId: number | null; myId: number | null }): ChatModel {
  const { connection, state } = useChatConnection(enabled);
  const [conversations, setConversations] = useState<ChatConversation[] | undefined>(undefined);
  const [listError, setListError] = useState<unknown>(undefined);
  const [thread, setThread] = useState<Thread | null>(null);
  const [threadLoading, setThreadLoading] = useState(false);
  const [threadError, setThreadError] = useState<unknown>(undefined);
  const [threadTick, setThreadTick] = useState(0);
  const [typingUntil, setTypingUntil] = useState(0);
  const activeRef = useRef(activeId);
  activeRef.current = activeId;
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const lastTyping = useRef(0);

  const reloadList = useCallback(async () => {
    try {
      setConversations(await getConversations());
      setListError(undefined);
    } catch (error) {
      setListError(error);
    }
  }, []);

  useEffect(() => {
    if (enabled) void reloadList();
  }, [enabled, reloadList]);

  const read = useCallback(
    (conversationId: number, messageId?: number) => {
      if (!connection?.send({ type: 'read', conversation_id: conversationId, ...(messageId ? { message_id: messageId } : {}) })) {
        void markRead(conversationId, messageId).catch(() => undefined);
      }
      setConversations((list) => list?.map((row) => (row.conversation_id === conversationId ? { ...row, unread_count: 0 } : row)));
    },
    [connection],
  );

  // The open conversation: its newest page, then marked read.
  useEffect(() => {
    setTypingUntil(0);
    if (!enabled || activeId === null) {
      setThread(null);
      return undefined;
    }
    const controller = new AbortController();
    setThreadLoading(true);
    setThreadError(undefined);
    getMessages(activeId, {}, controller.signal).then(
      (page) => {
        setThread(page);
        setThreadLoading(false);
        const last = page.messages.at(-1);
        if (last) read(activeId, last.message_id);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setThread(null);
        setThreadError(error);
        setThreadLoading(false);
      },
    );
    return () => controller.abort();
    // `read` changes with the connection; the thread is loaded once per conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, activeId, threadTick]);

  const catchUp = useCallback(async () => {
    await reloadList();
    const current = threadRef.current;
    if (!current) return;
    const lastId = current.messages.at(-1)?.message_id ?? 0;
    try {
      const page = await getMessages(current.conversation_id, { afterId: lastId, limit: 100 });
      if (threadRef.current?.conversation_id !== current.conversation_id) return;
      setThread((previous) =>
        previous && previous.conversation_id === page.conversation_id
          ? { ...previous, ...page, has_more: previous.has_more, messages: mergeMessages(previous.messages, page.messages) }
          : previous,
      );
      const last = page.messages.at(-1);
      if (last && last.sender_id !== myId) read(current.conversation_id, last.message_id);
    } catch {
      // the next poll or event tries again
    }
  }, [reloadList, read, myId]);

  // Socket events.
  useEffect(() => {
    if (!connection) return undefined;
    return connection.on((event: RealtimeEvent) => {
      switch (event.type) {
        case 'message':
        case 'message_updated': {
          const message = event.message as ChatMessage;
          const isNew = event.type === 'message';
          const open = activeRef.current === message.conversation_id;
          setConversations((list) => {
            if (!list) return list;
            const known = list.some((row) => row.conversation_id === message.conversation_id);
            if (!known) {
              void reloadList();
              return list;
            }
            const updated = list.map((row) => {
              if (row.conversation_id !== message.conversation_id) return row;
              const isLast = !row.last_message || row.last_message.message_id <= message.message_id;
              return {
                ...row,
                last_message: isLast ? message : row.last_message,
                unread_count: isNew && !open && message.sender_id !== myId ? row.unread_count + 1 : row.unread_count,
                updated_at: isNew ? message.created_at : row.updated_at,
              };
            });
            return isNew ? [...updated].sort(newestFirst) : updated;
          });
          if (open) {
            setThread((previous) =>
              previous && previous.conversation_id === message.conversation_id
                ? { ...previous, messages: mergeMessages(previous.messages, [message]) }
                : previous,
            );
            if (isNew && message.sender_id !== myId) {
              setTypingUntil(0);
              read(message.conversation_id, message.message_id);
            }
          }
          return;
        }
        case 'typing':
          if (event.conversation_id === activeRef.current && event.user_id !== myId) setTypingUntil(Date.now() + TYPING_MS);
          return;
        case 'read':
          if (event.user_id !== myId) {
            const messageId = Number(event.message_id);
            setThread((previous) =>
              previous && previous.conversation_id === event.conversation_id
                ? { ...previous, partner_last_read_id: Math.max(previous.partner_last_read_id, messageId) }
                : previous,
            );
            setConversations((list) =>
              list?.map((row) => (row.conversation_id === event.conversation_id ? { ...row, partner_last_read_id: messageId } : row)),
            );
          }
          return;
        case 'presence':
          setConversations((list) =>
            list?.map((row) =>
              row.user.id === event.user_id ? { ...row, user: { ...row.user, online_status: event.online === true } } : row,
            ),
          );
          return;
        case 'conversation':
          void reloadList();
          if (event.conversation_id === activeRef.current) setThreadTick((tick) => tick + 1);
          return;
        case 'reconnected':
          void catchUp();
          return;
        default:
      }
    });
  }, [connection, reloadList, read, catchUp, myId]);

  // No socket: the REST calls every 10 s (messages after the last id, the list, the partner's typing status).
  useEffect(() => {
    if (!enabled || state !== 'polling') return undefined;
    const timer = setInterval(() => {
      void catchUp();
      const partner = threadRef.current?.user.id;
      if (partner)
        void getTypingStatus(partner).then(
          (status) => setTypingUntil(status.typing ? Date.now() + TYPING_MS : 0),
          () => undefined,
        );
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled, state, catchUp]);

  // „schreibt …“ goes away by itself after 5 s.
  const [, setNow] = useState(0);
  useEffect(() => {
    if (typingUntil === 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, typingUntil - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const loadOlder = useCallback(async () => {
    const current = threadRef.current;
    const first = current?.messages[0];
    if (!current || !first) return;
    const page = await getMessages(current.conversation_id, { beforeId: first.message_id });
    setThread((previous) =>
      previous && previous.conversation_id === page.conversation_id
        ? { ...previous, has_more: page.has_more, messages: mergeMessages(previous.messages, page.messages) }
        : previous,
    );
  }, []);

  const send = useCallback(
    async (input: { message: string; attachmentIds: number[]; receiverId?: number }) => {
      const conversationId = activeRef.current;
      const message = await sendMessage({
        ...(conversationId !== null ? { conversation_id: conversationId } : { receiver_id: input.receiverId }),
        message: input.message,
        client_message_id: newClientId(),
        ...(input.attachmentIds.length ? { attachment_ids: input.attachmentIds } : {}),
      });
      if (conversationId === null) {
        await reloadList();
        return message;
      }
      setThread((previous) =>
        previous && previous.conversation_id === message.conversation_id
          ? { ...previous, messages: mergeMessages(previous.messages, [message]) }
          : previous,
      );
      setConversations((list) =>
        list
          ?.map((row) =>
            row.conversation_id === message.conversation_id ? { ...row, last_message: message, updated_at: message.created_at } : row,
          )
          .sort(newestFirst),
      );
      return message;
    },
    [reloadList],
  );

  const edit = useCallback(async (messageId: number, text: string) => {
    const message = await updateMessage(messageId, text);
    setThread((previous) => (previous ? { ...previous, messages: mergeMessages(previous.messages, [message]) } : previous));
  }, []);

  const typing = useCallback(() => {
    const conversationId = activeRef.current;
    if (conversationId === null || Date.now() - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = Date.now();
    if (!connection?.send({ type: 'typing', conversation_id: conversationId })) void sendTyping(conversationId).catch(() => undefined);
  }, [connection]);

  const unread = (conversations ?? []).reduce((sum, row) => sum + row.unread_count, 0);

  return {
    connection: state,
    conversations,
    listError,
    reloadList,
    thread: thread && thread.conversation_id === activeId ? thread : null,
    threadLoading,
    threadError,
    reloadThread: () => setThreadTick((tick) => tick + 1),
    loadOlder,
    partnerTyping: typingUntil > Date.now(),
    send,
    edit,
    typing,
    unread,
  };
}
