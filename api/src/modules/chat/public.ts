/** What other modules may use of the chat: the realtime state (online status for the offer detail). */
export { chatStateFor, type ChatState } from './state';
