/**
 * What other modules may use of the chat: the realtime state of an API instance — `chatStateFor(app).onlineUsers(ids)`
 * answers who is online (the offer detail's online status) — and the hooks through which the orders, leads and stores
 * modules tell whom a person may write to first (`registerContactSource`, `registerChatVisibility`).
 */
export { chatStateFor, type ChatState } from './state';
export { type ChatVisibility, type ContactSource, registerChatVisibility, registerContactSource } from './contact-sources';
