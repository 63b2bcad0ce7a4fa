/**
 * What other modules may use of the moderation module (rule `api-module-internals`): the chat hands a reported
 * conversation to the queue (`receiveChatReport`, in the chat's transaction); the back office reads the current
 * provider suspensions and the open queues for its dashboard; the shop and the reviews register what moderation
 * needs of their reported content (`defineModeratedContent`).
 */
export { defineModeratedContent, type ModeratedContent } from './content';
export { receiveChatReport, type ChatReportInput } from './notices';
export { moderationQueues, type Queue } from './queues';
export { providerSuspensions } from './suspensions';
