import { z } from 'zod';
import { wireSchema } from '../../http/contract';

export const commissionRuleSchema = wireSchema(
  'CommissionRule',
  z.object({
    id: z.number().int(),
    scope: z.enum(['default', 'type', 'category', 'provider']),
    type: z.enum(['product', 'food', 'lead']).nullable(),
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    provider_id: z.number().int().nullable(),
    provider_name: z.string().nullable(),
    /** 1/100 %: 1250 = 12,5 %. */
    basis_points: z.number().int(),
    /** German text („12,5 %“). */
    percent: z.string(),
    valid_from: z.string(),
    /** The day before the next rule of the same target starts; null while none follows. */
    valid_until: z.string().nullable(),
    state: z.enum(['past', 'current', 'future']),
    created_by: z.string(),
    created_at: z.string(),
    reason: z.string(),
  }),
);

export const commissionRulesSchema = wireSchema(
  'CommissionRules',
  z.object({
    rules: z.array(commissionRuleSchema),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    types: z.array(z.object({ code: z.enum(['product', 'food', 'lead']), label: z.string() })),
  }),
);

const idValue = z.union([z.number(), z.string()]).nullish();

export const createRuleBody = z.object({
  scope: z.string(),
  type: z.string().nullish(),
  category_id: idValue,
  provider_id: idValue,
  /** A number (12.5) or German text („12,5“). */
  percent: z.union([z.number(), z.string()]),
  /** `YYYY-MM-DD`, today (Berlin) at the earliest. */
  valid_from: z.string(),
  /** Why (at least 5 characters); stored with the rule and in the audit log. */
  reason: z.string(),
});

export const deleteRuleBody = z.object({ reason: z.string().optional() }).nullish();
export const deleteRuleQuery = z.object({ reason: z.string().optional() });
export const ruleParams = z.object({ id: z.coerce.number().int().positive() });

export const providerRateQuery = z.object({
  category_id: z.coerce.number().int().positive().optional(),
  type: z.enum(['product', 'food', 'lead']).default('product'),
});

export const providerRateSchema = wireSchema(
  'CommissionRate',
  z.object({
    basis_points: z.number().int(),
    percent: z.string(),
    source: z.enum(['default', 'type', 'category', 'provider']),
    /** „Kategorie „Haushalt““, „Standardsatz“, „Ihr vereinbarter Satz“, „Satz für Essensbestellungen“ … */
    source_text: z.string(),
    /** The day the applying rule started; null for the marketplace's basic setting (no rule yet). */
    valid_from: z.string().nullable(),
  }),
);
