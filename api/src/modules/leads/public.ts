/** What other modules may use of the leads: a provider's lead counters and the German date of an answer (rule `api-module-internals`). */
export { parseGermanDate } from './answers';
export { leadCounts } from './inquiry-service';
