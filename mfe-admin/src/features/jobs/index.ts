// The jobs feature's public surface: its page is mounted by the area's routes (`Area.tsx`), nothing else.
export type { DeadJob } from './api/types';
