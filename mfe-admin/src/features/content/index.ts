/** The editors' screens („Inhalte“): pages and news posts. Routes in `Area.tsx`, the link on the start page. */
export { ContentStartLink } from './components/ContentStartLink';
export { CONTENT_HOME, editPath } from './lib/kinds';
export { contentMessages } from './messages';
