/** What other modules may use of checkout: euro amounts in cents and their German display (rule `api-module-internals`). */
export { euros, formatEuro } from './money';
