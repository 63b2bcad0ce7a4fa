import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** Wire shapes of the commission rule routes (`api/src/modules/commission`), from the generated contract. */
export type CommissionRules = ApiData<'/admin/commission/rules', 'get'>;
export type CommissionRule = CommissionRules['rules'][number];
export type RuleScope = CommissionRule['scope'];
export type RuleType = NonNullable<CommissionRule['type']>;
export type RuleState = CommissionRule['state'];
export type NewRule = ApiRequestBody<'/admin/commission/rules', 'post'>;
