/** The contact feature's public surface: its routed page (the area's routes import it lazily by path). */
export type { ContactCategory } from './api/getContactCategories';
export type { ContactInput } from './api/submitContact';
