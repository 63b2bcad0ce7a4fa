/**
 * Wire shapes of the commission rule routes (`api/src/modules/commission`).
 * TODO(contract): replace by `ApiData<'/admin/commission/rules', …>` once the routes are in the generated contract.
 */
export type RuleScope = 'default' | 'type' | 'category' | 'provider';
export type RuleType = 'product' | 'food' | 'lead';
export type RuleState = 'past' | 'current' | 'future';

export interface CommissionRule {
  id: number;
  scope: RuleScope;
  type: RuleType | null;
  category_id: number | null;
  category_name: string | null;
  provider_id: number | null;
  provider_name: string | null;
  basis_points: number;
  percent: string;
  valid_from: string;
  valid_until: string | null;
  state: RuleState;
  created_by: string;
  created_at: string;
  reason: string;
}

export interface CommissionRules {
  rules: CommissionRule[];
  categories: { id: number; name: string }[];
  types: { code: RuleType; label: string }[];
}

export interface NewRule {
  scope: RuleScope;
  type?: RuleType;
  category_id?: number;
  provider_id?: number;
  percent: string;
  valid_from: string;
  reason: string;
}
