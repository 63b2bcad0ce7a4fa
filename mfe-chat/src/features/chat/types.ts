/** The chat's wire shapes, named from the generated contract (`npm run contract`); none is written by hand. */
import type { ApiRequestBody, WireShape } from '@marktplatz/shared';

export type ChatUser = WireShape<'ChatUser'>;
export type ChatMessage = WireShape<'ChatMessage'>;
export type ChatAttachment = WireShape<'ChatAttachment'>;
export type ChatConversation = WireShape<'ChatConversation'>;
export type ChatMessagesPage = WireShape<'ChatMessagesPage'>;
export type ChatAddress = WireShape<'ChatAddress'>;
export type ChatTypingStatus = WireShape<'ChatTypingStatus'>;
export type SendInput = ApiRequestBody<'/sendMessage', 'post'>;
