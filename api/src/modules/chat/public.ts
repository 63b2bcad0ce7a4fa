/**
 * What other modules may use of the chat: the realtime state of an API instance — `chatStateFor(app).onlineUsers(ids)`
 * answers who is online (the offer detail's online status).
 */
export { chatStateFor, type ChatState } from './state';
