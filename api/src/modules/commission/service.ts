import { and, asc, count, eq, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  COMMISSION_SCOPES,
  COMMISSION_TYPES,
  type CommissionScope,
  type CommissionType,
  commissionRules,
} from '../../db/schema/commission';
import { accountUsers, providerDisplayNames } from '../account/public';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { staffNames } from '../staff/public';
import { categorySource } from './category-source';

/**
 * Commission rules (README): the only writer of `commission_rules`, and the rate that applies to a sale. Learns the
 * shop's category tree and a product's category from the source the shop registers (`category-source.ts`).
 */

export type CommissionRuleRow = typeof commissionRules.$inferSelect;

export const TYPE_LABELS: Record<CommissionType, string> = {
  product: 'Produkte (Shop)',
  food: 'Essensbestellungen',
  lead: 'Leads (angenommene Angebote)',
};

const TYPE_SOURCE_TEXT: Record<CommissionType, string> = {
  product: 'Satz für Produkte',
  food: 'Satz für Essensbestellungen',
  lead: 'Satz für Leads',
};

export const PERCENT_MESSAGE = 'Bitte geben Sie einen Satz zwischen 0 und 100 % mit höchstens zwei Nachkommastellen ein.';
export const PAST_MESSAGE = 'Ein Satz gilt frühestens ab heute.';
export const SAME_DAY_MESSAGE = 'Für diesen Bereich gibt es ab diesem Tag bereits einen Satz.';
export const DELETE_APPLIED_MESSAGE =
  'Ein Satz, der schon gilt, bleibt in der Historie. Legen Sie stattdessen einen neuen Satz ab einem späteren Tag an.';
export const RULE_NOT_FOUND = 'Der Provisionssatz wurde nicht gefunden.';

const TIME_ZONE = 'Europe/Berlin';
const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE });
const percentFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** The Berlin calendar day of an instant (`YYYY-MM-DD`). */
export function berlinDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

/** `1250` → `12,5 %`. */
export function percentText(basisPoints: number): string {
  return `${percentFormat.format(basisPoints / 100)} %`;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The key of a rule's target: one rule per target and day. */
export function targetKey(rule: {
  scope: CommissionScope;
  type: CommissionType | null;
  categoryId: number | null;
  providerId: number | null;
}): string {
  switch (rule.scope) {
    case 'default':
      return 'default';
    case 'type':
      return `type:${rule.type}`;
    case 'category':
      return `category:${rule.categoryId}`;
    case 'provider':
      return `provider:${rule.providerId}`;
  }
}

/**
 * A percentage as typed (a number or German text „12,5“, „12.5“, „12,5 %“) → basis points; null when it is not
 * a rate between 0 and 100 with at most two decimals.
 */
export function parsePercent(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    if (/e/i.test(text)) return null;
  } else if (typeof value === 'string') {
    text = value.replace(/%/g, '').trim();
  } else return null;
  const match = /^(\d{1,3})(?:[.,](\d+))?$/.exec(text);
  if (!match) return null;
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return null;
  const basisPoints = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0') || '0');
  return basisPoints >= 0 && basisPoints <= 10_000 ? basisPoints : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Rate resolution

export type RateSource = 'default' | 'type' | 'category' | 'provider';

export interface ResolvedRate {
  basisPoints: number;
  source: RateSource;
  /** The rule that applies; null for the `COMMISSION_BASIS_POINTS` setting (no default rule yet). */
  ruleId: number | null;
  validFrom: string | null;
  /** With source `category`: the category whose rule applies (the line's own or one of its parents). */
  categoryId: number | null;
}

export interface RateQuery {
  providerId: number;
  /** The most specific category of the line (a product's child, sub or main category); its parents count too. */
  categoryId?: number | null | undefined;
  type: CommissionType;
}

/** Resolves rates at one instant from the rules loaded once (the checkout resolves every line with one resolver). */
export type CommissionResolver = (query: RateQuery) => ResolvedRate;

/**
 * The rules that apply on `at`'s Berlin day, one per target (the newest `valid_from` not after that day), and the
 * category tree when a category rule exists. `fallbackBasisPoints`: `COMMISSION_BASIS_POINTS`, used only while no
 * default rule exists.
 */
export async function commissionResolver(tx: Executor, at: Date, fallbackBasisPoints = 0): Promise<CommissionResolver> {
  const day = berlinDay(at);
  const rows = await tx
    .select()
    .from(commissionRules)
    .where(lte(commissionRules.validFrom, day))
    .orderBy(asc(commissionRules.target), asc(commissionRules.validFrom));
  const current = new Map<string, CommissionRuleRow>();
  for (const row of rows) current.set(row.target, row);
  const parents = new Map<number, number | null>();
  if ([...current.values()].some((rule) => rule.scope === 'category')) {
    const categories = await categorySource().categories(tx);
    for (const category of categories) parents.set(category.id, category.parentId);
  }
  const resolved = (rule: CommissionRuleRow, source: RateSource): ResolvedRate => ({
    basisPoints: rule.basisPoints,
    source,
    ruleId: rule.id,
    validFrom: rule.validFrom,
    categoryId: rule.categoryId,
  });
  return (query) => {
    const provider = current.get(`provider:${query.providerId}`);
    if (provider) return resolved(provider, 'provider');
    let categoryId = query.categoryId ?? null;
    for (let depth = 0; categoryId !== null && depth < 10; depth += 1) {
      const rule = current.get(`category:${categoryId}`);
      if (rule) return resolved(rule, 'category');
      categoryId = parents.get(categoryId) ?? null;
    }
    const type = current.get(`type:${query.type}`);
    if (type) return resolved(type, 'type');
    const fallback = current.get('default');
    if (fallback) return resolved(fallback, 'default');
    return { basisPoints: fallbackBasisPoints, source: 'default', ruleId: null, validFrom: null, categoryId: null };
  };
}

/**
 * The rate for one sale at `at`: provider override > category (the line's category, else its parent chain) > type
 * > default rule > `fallbackBasisPoints` (the `COMMISSION_BASIS_POINTS` setting).
 */
export async function commissionRateFor(tx: Executor, query: RateQuery & { at: Date }, fallbackBasisPoints = 0): Promise<ResolvedRate> {
  return (await commissionResolver(tx, query.at, fallbackBasisPoints))(query);
}

/** The most specific category of each product (child, else sub, else main category; null without one). */
export async function productCategoryIds(tx: Executor, productIds: readonly number[]): Promise<Map<number, number | null>> {
  const ids = [...new Set(productIds.filter((id) => id > 0))];
  if (ids.length === 0) return new Map();
  return categorySource().productCategories(tx, ids);
}

/** The German name of where a rate comes from (the provider's product editor). */
export async function sourceText(db: Executor, rate: ResolvedRate, type: CommissionType): Promise<string> {
  switch (rate.source) {
    case 'provider':
      return 'Ihr vereinbarter Satz';
    case 'category': {
      const names = await categoryNames(db);
      return `Kategorie „${names.get(rate.categoryId ?? 0)?.name ?? 'unbekannt'}“`;
    }
    case 'type':
      return TYPE_SOURCE_TEXT[type];
    case 'default':
      return 'Standardsatz';
  }
}

/** The rate that applies today to a provider (`GET /api/provider/commission-rate`). */
export async function providerRate(
  db: Executor,
  providerId: number,
  query: { categoryId?: number | null | undefined; type: CommissionType },
  fallbackBasisPoints: number,
  now = new Date(),
) {
  const rate = await commissionRateFor(
    db,
    { providerId, categoryId: query.categoryId ?? null, type: query.type, at: now },
    fallbackBasisPoints,
  );
  return {
    basis_points: rate.basisPoints,
    percent: percentText(rate.basisPoints),
    source: rate.source,
    source_text: await sourceText(db, rate, query.type),
    valid_from: rate.validFrom,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rules (back office)

/** Every shop category with its path as name („Haushalt › Küche“), by id. */
export async function categoryNames(db: Executor): Promise<Map<number, { id: number; name: string; position: number }>> {
  const rows = await categorySource().categories(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path = (id: number): string => {
    const names: string[] = [];
    let current = byId.get(id);
    for (let depth = 0; current && depth < 10; depth += 1) {
      names.unshift(current.name);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    return names.join(' › ');
  };
  return new Map(rows.map((row) => [row.id, { id: row.id, name: path(row.id), position: row.position }]));
}

/**
 * Rules per shop category (the history included, a past rate stays explainable): the shop's category admin counts
 * them as uses, so a category with rules is retired, never deleted.
 */
export async function commissionRulesPerCategory(db: Executor): Promise<ReadonlyMap<number, number>> {
  const rows = await db
    .select({ id: commissionRules.categoryId, value: count() })
    .from(commissionRules)
    .where(isNotNull(commissionRules.categoryId))
    .groupBy(commissionRules.categoryId);
  return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.value] as const])));
}

export type RuleState = 'past' | 'current' | 'future';

const SCOPE_ORDER: Record<CommissionScope, number> = { default: 0, type: 1, category: 2, provider: 3 };

/** All rules (the history included), grouped by target, newest first within a target. */
export async function listRules(db: Executor, now = new Date()) {
  const today = berlinDay(now);
  const rows = await db.select().from(commissionRules).orderBy(asc(commissionRules.target), asc(commissionRules.validFrom));
  const categories = await categoryNames(db);
  const providers = await providerDisplayNames(
    db,
    rows.flatMap((row) => (row.providerId === null ? [] : [row.providerId])),
  );
  const staff = await staffNames(
    db,
    rows.map((row) => row.createdByStaffId),
  );
  const presented = rows.map((row, index) => {
    const next = rows[index + 1];
    const validUntil = next && next.target === row.target ? addDays(next.validFrom, -1) : null;
    const state: RuleState = row.validFrom > today ? 'future' : validUntil !== null && validUntil < today ? 'past' : 'current';
    return {
      id: row.id,
      scope: row.scope,
      type: row.type,
      category_id: row.categoryId,
      category_name: row.categoryId === null ? null : (categories.get(row.categoryId)?.name ?? null),
      provider_id: row.providerId,
      provider_name: row.providerId === null ? null : (providers.get(row.providerId) ?? null),
      basis_points: row.basisPoints,
      percent: percentText(row.basisPoints),
      valid_from: row.validFrom,
      valid_until: validUntil,
      state,
      created_by: staff.get(row.createdByStaffId) ?? 'Unbekannt',
      created_at: row.createdAt.toISOString(),
      reason: row.reason,
    };
  });
  const label = (rule: (typeof presented)[number]) =>
    rule.scope === 'type'
      ? String(COMMISSION_TYPES.indexOf(rule.type ?? 'product'))
      : rule.scope === 'category'
        ? (rule.category_name ?? '')
        : (rule.provider_name ?? '');
  presented.sort(
    (a, b) =>
      SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope] ||
      label(a).localeCompare(label(b), 'de') ||
      (a.category_id ?? a.provider_id ?? 0) - (b.category_id ?? b.provider_id ?? 0) ||
      b.valid_from.localeCompare(a.valid_from),
  );
  return {
    rules: presented,
    categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name, 'de')).map(({ id, name }) => ({ id, name })),
    types: COMMISSION_TYPES.map((code) => ({ code, label: TYPE_LABELS[code] })),
  };
}

export type PresentedRule = Awaited<ReturnType<typeof listRules>>['rules'][number];

export interface RuleInput {
  scope: string;
  type?: string | null | undefined;
  category_id?: number | string | null | undefined;
  provider_id?: number | string | null | undefined;
  percent: unknown;
  valid_from: string;
  reason: string;
}

function idOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : NaN;
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Checks a new rule (German messages per field, all at once) and answers the row to insert. */
async function checkedRule(db: Executor, input: RuleInput, staffId: number, now: Date) {
  const errors: Record<string, string[]> = {};
  const scope = COMMISSION_SCOPES.find((entry) => entry === input.scope);
  if (!scope) errors.scope = ['Bitte wählen Sie, wofür der Satz gilt: Standard, Art, Kategorie oder Anbieter.'];
  let type: CommissionType | null = null;
  let categoryId: number | null = null;
  let providerId: number | null = null;
  if (scope === 'type') {
    type = COMMISSION_TYPES.find((entry) => entry === input.type) ?? null;
    if (!type) errors.type = ['Bitte wählen Sie eine Art: Produkte, Essensbestellungen oder Leads.'];
  }
  if (scope === 'category') {
    categoryId = idOf(input.category_id);
    const found =
      categoryId !== null && Number.isInteger(categoryId)
        ? (await categorySource().categories(db)).find((category) => category.id === categoryId)
        : undefined;
    if (categoryId === null) errors.category_id = ['Bitte wählen Sie eine Kategorie.'];
    else if (!found) errors.category_id = ['Die Kategorie wurde nicht gefunden.'];
  }
  if (scope === 'provider') {
    providerId = idOf(input.provider_id);
    const [found] =
      providerId !== null && Number.isInteger(providerId)
        ? await db
            .select({ id: accountUsers.id })
            .from(accountUsers)
            .where(and(eq(accountUsers.id, providerId), eq(accountUsers.role, 'Company')))
            .limit(1)
        : [];
    if (providerId === null) errors.provider_id = ['Bitte wählen Sie einen Anbieter.'];
    else if (!found) errors.provider_id = ['Der Anbieter wurde nicht gefunden.'];
  }
  const basisPoints = parsePercent(input.percent);
  if (basisPoints === null) errors.percent = [PERCENT_MESSAGE];
  const validFrom = input.valid_from.trim();
  if (!isDay(validFrom)) errors.valid_from = ['Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT).'];
  else if (validFrom < berlinDay(now)) errors.valid_from = [PAST_MESSAGE];
  const reason = input.reason.trim();
  if (reason.length < 5) errors.reason = ['Bitte nennen Sie einen Grund (mindestens 5 Zeichen).'];
  if (Object.keys(errors).length > 0 || !scope || basisPoints === null) throw new ValidationError(errors);
  const row = { scope, type, categoryId, providerId, basisPoints, validFrom, reason, createdByStaffId: staffId };
  return { ...row, target: targetKey(row) };
}

/**
 * A new rule from `valid_from` on (today at the earliest, Berlin). A second rule for the same target and day → 422
 * (also when two arrive at once: the unique index decides). Answers the row; the caller audits in its transaction.
 */
export async function createRule(tx: Executor, input: RuleInput, staffId: number, now = new Date()): Promise<CommissionRuleRow> {
  const values = await checkedRule(tx, input, staffId, now);
  const [existing] = await tx
    .select({ id: commissionRules.id })
    .from(commissionRules)
    .where(and(eq(commissionRules.target, values.target), eq(commissionRules.validFrom, values.validFrom)))
    .limit(1);
  if (existing) throw ValidationError.field('valid_from', SAME_DAY_MESSAGE);
  try {
    // A savepoint: the unique violation of a concurrent twin must not abort the caller's transaction.
    return await tx.transaction(async (inner) => {
      const [row] = await inner.insert(commissionRules).values(values).returning();
      if (!row) throw new Error('Der Provisionssatz wurde nicht angelegt.');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('valid_from', SAME_DAY_MESSAGE);
    throw error;
  }
}

/** Deletes a rule that does not apply yet (`valid_from` after today); one that applies or applied → 409. */
export async function deleteRule(tx: Executor, id: number, now = new Date()): Promise<CommissionRuleRow> {
  const [row] = await tx.select().from(commissionRules).where(eq(commissionRules.id, id)).for('update').limit(1);
  if (!row) throw new NotFoundError(RULE_NOT_FOUND);
  if (row.validFrom <= berlinDay(now)) throw new ConflictError(DELETE_APPLIED_MESSAGE);
  await tx.delete(commissionRules).where(eq(commissionRules.id, id));
  return row;
}

/** One rule as the list shows it. */
export async function presentRule(db: Executor, id: number, now = new Date()): Promise<PresentedRule> {
  const { rules } = await listRules(db, now);
  const rule = rules.find((entry) => entry.id === id);
  if (!rule) throw new NotFoundError(RULE_NOT_FOUND);
  return rule;
}
