import type { ApiData } from '@marktplatz/shared';

/** Wire shapes of the complaint routes (Art. 20 DSA), from the generated contract. */
export type MyDecision = ApiData<'/moderation/my-decisions', 'get'>[number];
export type LinkedCase = ApiData<'/moderation/complaints/link', 'get'>;
