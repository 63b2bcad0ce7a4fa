// The notices feature's public surface: the case view (also shown with a complaint) and its wire shapes.
export { CaseView } from './components/CaseView';
export { receivedText } from './components/format';
export type { ComplaintListItem, NoticeDetail, PageMeta, Person } from './api/types';
