/** The frame's own calls (header, cookie banner, chat dock): the only API calls of the shell outside the editorial pages. */
export { acceptCookies } from './api/acceptCookies';
export { getProviderActivities } from './api/getProviderActivities';
export { getUnreadChatCount } from './api/getUnreadChatCount';
