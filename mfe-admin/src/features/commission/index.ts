// The commission feature's public surface: its page is mounted by the area's routes (`Area.tsx`), nothing else.
export type { CommissionRule, CommissionRules } from './api/types';
