/** What other modules may use of the favourites: whether a customer keeps a provider (rule `api-module-internals`). */
export { favouredProviderSql } from './service';
