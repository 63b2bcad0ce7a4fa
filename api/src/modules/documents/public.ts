/**
 * What other modules may use of the documents module: a user's own uploads (the back office's provider detail
 * lists them). The rest of the folder is internal (rule `api-module-internals`).
 */
export { ownDocuments } from './service';
