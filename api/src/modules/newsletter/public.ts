/** What other modules may use of the newsletter: a subscriber's state and erasure (rule `api-module-internals`). */
export { forgetSubscriber, isSubscribed } from './service';
