/** What other modules may use of the content module: the operator's name and e-mail footer (rule `api-module-internals`). */
export { emailFooter, operatorName } from './operator';
