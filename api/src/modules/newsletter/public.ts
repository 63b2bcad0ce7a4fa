/** What other modules may use of the newsletter: whether an address is subscribed (rule `api-module-internals`). */
export { isSubscribed } from './service';
