/** The chat feature's public surface: the chat window (the parcel), the unread count and the shared connection. */
export { ChatView } from './components/ChatView';
export { getUnreadCount } from './api/getUnreadCount';
export { acquireConnection } from './lib/connection';
export type { ConnectionState } from './lib/realtime';
export type { ChatUser, ChatMessage, ChatConversation } from './types';
