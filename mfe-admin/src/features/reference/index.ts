/** The reference data („Stammdaten“): its page is mounted by the area's routes (`Area.tsx`), linked in the navigation. */
export { referenceMessages } from './messages';
export const REFERENCE_HOME = '/admin/stammdaten';
