/**
 * The chat's API calls, typed with the generated contract (`@marktplatz/shared`, `npm run contract`). The aliases
 * only name the contract's shapes; no answer shape is written here by hand.
 */
import { http, type ApiRequestBody, type ApiResponse, type WireShape } from '@marktplatz/shared';

export type ChatUser = WireShape<'ChatUser'>;
export type ChatMessage = WireShape<'ChatMessage'>;
export type ChatAttachment = WireShape<'ChatAttachment'>;
export type ChatConversation = WireShape<'ChatConversation'>;
export type ChatMessagesPage = WireShape<'ChatMessagesPage'>;
export type ChatAddress = WireShape<'ChatAddress'>;
export type ChatTypingStatus = WireShape<'ChatTypingStatus'>;
/** A topic of the contact form (`/getContactCategories`). */
export type ContactCategory = WireShape<'ContactCategory'>;

export async function getConversations(signal?: AbortSignal): Promise<ChatConversation[]> {
  const response = await http.get<ApiResponse<'/chat/allUsers', 'get'>>('chat/allUsers', { signal });
  return response.data.data;
}

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const response = await http.get<ApiResponse<'/chat/unreadCount', 'get'>>('chat/unreadCount', { signal });
  return response.data.data.unread;
}

export async function getMessages(
  conversationId: number,
  options: { beforeId?: number; afterId?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<ChatMessagesPage> {
  const response = await http.get<ApiResponse<'/getConversationMessages', 'get'>>('getConversationMessages', {
    params: {
      conversation_id: conversationId,
      ...(options.beforeId ? { before_id: options.beforeId } : {}),
      ...(options.afterId !== undefined ? { after_id: options.afterId } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
    },
    signal,
  });
  return response.data.data;
}

export async function searchUsers(query: { id?: number; search?: string }, signal?: AbortSignal): Promise<ChatUser[]> {
  const response = await http.get<ApiResponse<'/chat/searchUser', 'get'>>('chat/searchUser', { params: query, signal });
  return response.data.data;
}

export type SendInput = ApiRequestBody<'/sendMessage', 'post'>;

export async function sendMessage(input: SendInput): Promise<ChatMessage> {
  const response = await http.post<ApiResponse<'/sendMessage', 'post'>>('sendMessage', input);
  return response.data.data;
}

export async function updateMessage(messageId: number, message: string): Promise<ChatMessage> {
  const response = await http.post<ApiResponse<'/chat/messageUpdate', 'post'>>('chat/messageUpdate', { message_id: messageId, message });
  return response.data.data;
}

export async function markRead(conversationId: number, messageId?: number): Promise<void> {
  await http.post('chat/markRead', { conversation_id: conversationId, ...(messageId ? { message_id: messageId } : {}) });
}

export async function sendTyping(conversationId: number): Promise<void> {
  await http.post('chat/typing', { conversation_id: conversationId });
}

export async function getTypingStatus(userId: number, signal?: AbortSignal): Promise<ChatTypingStatus> {
  const response = await http.get<ApiResponse<'/chat/userTypingStatus', 'get'>>('chat/userTypingStatus', {
    params: { user_id: userId },
    signal,
  });
  return response.data.data;
}

export async function getChatAddress(): Promise<ChatAddress> {
  const response = await http.get<ApiResponse<'/getChatAddress', 'get'>>('getChatAddress');
  return response.data.data;
}

export async function uploadAttachment(file: File): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file);
  const response = await http.post<ApiResponse<'/chat/attachment', 'post'>>('chat/attachment', form);
  return response.data.data;
}

export async function setBlocked(conversationId: number, blocked: boolean): Promise<void> {
  await http.post('chat/block', { conversation_id: conversationId, blocked });
}

export async function reportConversation(conversationId: number, reason: string): Promise<string | undefined> {
  const response = await http.post<ApiResponse<'/chat/report', 'post'>>('chat/report', { conversation_id: conversationId, reason });
  return response.data.message;
}

export async function getContactCategories(signal?: AbortSignal): Promise<ContactCategory[]> {
  const response = await http.get<ApiResponse<'/getContactCategories', 'get'>>('getContactCategories', { signal });
  return response.data.data;
}

/** The contact form's request (`/contactformsubmit`). */
export type ContactInput = ApiRequestBody<'/contactformsubmit', 'post'>;

export async function submitContact(input: ContactInput): Promise<string | undefined> {
  const response = await http.post<ApiResponse<'/contactformsubmit', 'post'>>('contactformsubmit', input);
  return response.data.message;
}
