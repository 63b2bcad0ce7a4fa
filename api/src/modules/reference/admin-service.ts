import { and, asc, eq, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyTypes, industries, unitTypes, vendorPolicyTemplates, type VendorPolicyKind } from '../../db/schema/reference';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { retirable } from '../../lib/retirable';
import { freeSlugFor } from '../../lib/free-slug';
import { writeWithFreeSlug } from '../../lib/slug';
import { isUniqueViolation } from '../../lib/unique-violation';
import type {
  AdminCompanyType,
  AdminIndustry,
  AdminPolicyTemplate,
  AdminUnitType,
  CompanyTypeInput,
  IndustryInput,
  PolicyTemplateInput,
  UnitTypeInput,
} from './admin-schemas';
import { auditReference, type ReferenceAdminContext, type ReferenceKind } from './admin-values';
import { auditedChange } from '../staff/public';
import { referenceUsage } from './usage';

/** The reference data an editor or admin keeps in the back office: industries, units, legal forms, policy templates. */

export const REFERENCE_MESSAGES = {
  industryNotFound: 'Die Branche wurde nicht gefunden.',
  unitTypeNotFound: 'Die Einheit wurde nicht gefunden.',
  companyTypeNotFound: 'Die Rechtsform wurde nicht gefunden.',
  templateNotFound: 'Die Vorlage wurde nicht gefunden.',
  order: 'Die Reihenfolge muss genau die Einträge einer Liste nennen, jeden einmal.',
  industryNameTaken: 'Eine Branche mit diesem Namen gibt es auf dieser Ebene schon.',
  parentNotTopLevel: 'Eine Unterbranche kann nur unter einer Hauptbranche stehen.',
  parentHasChildren: 'Eine Hauptbranche mit Unterbranchen kann nicht unter eine andere Branche verschoben werden.',
  unitNameTaken: 'Eine Einheit mit diesem Namen gibt es schon.',
  abbreviationTaken: 'Diese Abkürzung gibt es schon.',
  companyTypeTaken: 'Eine Rechtsform mit diesem Namen gibt es schon.',
  templateNameTaken: 'Eine Vorlage dieser Art mit diesem Namen gibt es schon.',
  created: 'Der Eintrag wurde angelegt.',
  saved: 'Der Eintrag wurde gespeichert.',
  retired: 'Der Eintrag wurde stillgelegt.',
  unretired: 'Der Eintrag ist wieder auswählbar.',
  deleted: 'Der Eintrag wurde gelöscht.',
  reordered: 'Die Reihenfolge wurde gespeichert.',
};

const M = REFERENCE_MESSAGES;
const iso = (value: Date | null) => value?.toISOString() ?? null;
const noUsage = async () => new Map<number, number>();

/** The ids of one list in its current order. */
async function idsWhere(db: Executor, table: typeof unitTypes | typeof companyTypes, where?: SQL): Promise<number[]> {
  const rows = await db.select({ id: table.id }).from(table).where(where).orderBy(asc(table.position), asc(table.id));
  return rows.map((row) => row.id);
}

async function nextPosition(db: Executor, column: AnyPgColumn, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ value: max(column) })
    .from(column.table)
    .where(where);
  return Number(row?.value ?? -1) + 1;
}

/** Turns a unique violation on `constraint` into a field refusal (two editors saving the same name at once). */
async function uniquely<T>(write: () => Promise<T>, constraint: string, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw ValidationError.field(field, message);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Industries (two levels)

export const industryKind: ReferenceKind = {
  values: retirable(industries),
  recordType: 'industry',
  label: (name) => `Die Branche „${name}“`,
  notFound: M.industryNotFound,
  usage: (db) => referenceUsage(db, 'industry'),
  siblings: async (db, id) => {
    const [row] = await db.select({ parentId: industries.parentId }).from(industries).where(eq(industries.id, id));
    if (!row) throw ValidationError.field('ids', M.order);
    const rows = await db
      .select({ id: industries.id })
      .from(industries)
      .where(row.parentId === null ? isNull(industries.parentId) : eq(industries.parentId, row.parentId));
    return rows.map((entry) => entry.id);
  },
  orderMessage: M.order,
  beforeDelete: async (tx, id, name) => {
    const [child] = await tx.select({ id: industries.id }).from(industries).where(eq(industries.parentId, id)).limit(1);
    if (child) throw new ConflictError(`Die Branche „${name}“ hat noch Unterbranchen. Verschieben oder löschen Sie diese zuerst.`);
  },
};

export async function listAdminIndustries(db: Executor): Promise<AdminIndustry[]> {
  const [rows, usage] = await Promise.all([
    db.select().from(industries).orderBy(asc(industries.position), asc(industries.name)),
    industryKind.usage(db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    parent_id: row.parentId,
    position: row.position,
    is_active: row.isActive,
    retired_at: iso(row.retiredAt),
    usage_count: usage.get(row.id) ?? 0,
  }));
}

async function findAdminIndustry(db: Executor, id: number): Promise<AdminIndustry> {
  const found = (await listAdminIndustries(db)).find((row) => row.id === id);
  if (!found) throw new NotFoundError(M.industryNotFound);
  return found;
}

/** A parent must be a parent industry (two levels); a parent with sub-industries stays at the top. */
async function assertIndustryPlace(tx: Executor, input: IndustryInput, id?: number): Promise<void> {
  if (input.parent_id !== null) {
    if (input.parent_id === id) throw ValidationError.field('parent_id', M.parentNotTopLevel);
    const [parent] = await tx.select({ parentId: industries.parentId }).from(industries).where(eq(industries.id, input.parent_id));
    if (!parent) throw ValidationError.field('parent_id', M.industryNotFound);
    if (parent.parentId !== null) throw ValidationError.field('parent_id', M.parentNotTopLevel);
    if (id !== undefined) {
      const [child] = await tx.select({ id: industries.id }).from(industries).where(eq(industries.parentId, id)).limit(1);
      if (child) throw ValidationError.field('parent_id', M.parentHasChildren);
    }
  }
  const siblings = input.parent_id === null ? isNull(industries.parentId) : eq(industries.parentId, input.parent_id);
  const [taken] = await tx
    .select({ id: industries.id })
    .from(industries)
    .where(and(siblings, sql`lower(${industries.name}) = lower(${input.name})`, id === undefined ? undefined : ne(industries.id, id)))
    .limit(1);
  if (taken) throw ValidationError.field('name', M.industryNameTaken);
}

export async function createIndustry(context: ReferenceAdminContext, input: IndustryInput): Promise<AdminIndustry> {
  const id = await writeWithFreeSlug(
    context.db,
    'industries_slug_unique',
    (tx) => freeSlugFor(tx, industries, industries.slug, input.name, 'branche'),
    (outer, slug) =>
      auditedChange(outer, context, async (tx, audit) => {
        await assertIndustryPlace(tx, input);
        const siblings = input.parent_id === null ? isNull(industries.parentId) : eq(industries.parentId, input.parent_id);
        const position = await nextPosition(tx, industries.position, siblings);
        const [row] = await tx.insert(industries).values({ name: input.name, slug, parentId: input.parent_id, position }).returning();
        if (!row) throw new Error('Die Branche wurde nicht angelegt.');
        await auditReference(audit, industryKind, 'created', row.id, null, { name: row.name, parent_id: row.parentId, slug });
        return row.id;
      }),
  );
  return findAdminIndustry(context.db, id);
}

/** Renames an industry or moves it under another parent (the slug stays: addresses keep working). */
export async function updateIndustry(context: ReferenceAdminContext, id: number, input: IndustryInput): Promise<AdminIndustry> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const [before] = await tx.select().from(industries).where(eq(industries.id, id)).for('update');
    if (!before) throw new NotFoundError(M.industryNotFound);
    await assertIndustryPlace(tx, input, id);
    const moved = before.parentId !== input.parent_id;
    const position = moved
      ? await nextPosition(
          tx,
          industries.position,
          input.parent_id === null ? isNull(industries.parentId) : eq(industries.parentId, input.parent_id),
        )
      : before.position;
    await tx.update(industries).set({ name: input.name, parentId: input.parent_id, position }).where(eq(industries.id, id));
    await auditReference(
      audit,
      industryKind,
      'updated',
      id,
      { name: before.name, parent_id: before.parentId },
      { name: input.name, parent_id: input.parent_id },
    );
  });
  return findAdminIndustry(context.db, id);
}

// ---------------------------------------------------------------------------------------------------------------
// Units of sale

export const unitTypeKind: ReferenceKind = {
  values: retirable(unitTypes),
  recordType: 'unit_type',
  label: (name) => `Die Einheit „${name}“`,
  notFound: M.unitTypeNotFound,
  usage: (db) => referenceUsage(db, 'unit_type'),
  siblings: (db) => idsWhere(db, unitTypes),
  orderMessage: M.order,
};

export async function listAdminUnitTypes(db: Executor): Promise<AdminUnitType[]> {
  const [rows, usage] = await Promise.all([
    db.select().from(unitTypes).orderBy(asc(unitTypes.position), asc(unitTypes.id)),
    unitTypeKind.usage(db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    abbreviation: row.abbreviation,
    base_unit: row.baseUnit,
    units_per_base: row.unitsPerBase,
    position: row.position,
    retired_at: iso(row.retiredAt),
    usage_count: usage.get(row.id) ?? 0,
  }));
}

async function assertUnitTypeFree(tx: Executor, input: UnitTypeInput, id?: number): Promise<void> {
  const other = id === undefined ? undefined : ne(unitTypes.id, id);
  const [name] = await tx
    .select({ id: unitTypes.id })
    .from(unitTypes)
    .where(and(sql`lower(${unitTypes.name}) = lower(${input.name})`, other));
  if (name) throw ValidationError.field('name', M.unitNameTaken);
  const [abbreviation] = await tx
    .select({ id: unitTypes.id })
    .from(unitTypes)
    .where(and(eq(unitTypes.abbreviation, input.abbreviation), other));
  if (abbreviation) throw ValidationError.field('abbreviation', M.abbreviationTaken);
}

const unitColumns = (input: UnitTypeInput) => ({
  name: input.name,
  abbreviation: input.abbreviation,
  baseUnit: input.base_unit,
  unitsPerBase: input.units_per_base,
});

export async function saveUnitType(context: ReferenceAdminContext, input: UnitTypeInput, id?: number): Promise<AdminUnitType> {
  const savedId = await uniquely(
    () =>
      auditedChange(context.db, context, async (tx, audit) => {
        await assertUnitTypeFree(tx, input, id);
        if (id === undefined) {
          const position = await nextPosition(tx, unitTypes.position);
          const [row] = await tx
            .insert(unitTypes)
            .values({ ...unitColumns(input), position })
            .returning();
          if (!row) throw new Error('Die Einheit wurde nicht angelegt.');
          await auditReference(audit, unitTypeKind, 'created', row.id, null, input);
          return row.id;
        }
        const [before] = await tx.select().from(unitTypes).where(eq(unitTypes.id, id)).for('update');
        if (!before) throw new NotFoundError(M.unitTypeNotFound);
        await tx.update(unitTypes).set(unitColumns(input)).where(eq(unitTypes.id, id));
        const previous = {
          name: before.name,
          abbreviation: before.abbreviation,
          base_unit: before.baseUnit,
          units_per_base: before.unitsPerBase,
        };
        await auditReference(audit, unitTypeKind, 'updated', id, previous, input);
        return id;
      }),
    'unit_types_abbreviation_unique',
    'abbreviation',
    M.abbreviationTaken,
  );
  const found = (await listAdminUnitTypes(context.db)).find((row) => row.id === savedId);
  if (!found) throw new NotFoundError(M.unitTypeNotFound);
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// Legal forms

export const companyTypeKind: ReferenceKind = {
  values: retirable(companyTypes),
  recordType: 'company_type',
  label: (name) => `Die Rechtsform „${name}“`,
  notFound: M.companyTypeNotFound,
  usage: (db) => referenceUsage(db, 'company_type'),
  siblings: (db) => idsWhere(db, companyTypes),
  orderMessage: M.order,
};

export async function listAdminCompanyTypes(db: Executor): Promise<AdminCompanyType[]> {
  const [rows, usage] = await Promise.all([
    db.select().from(companyTypes).orderBy(asc(companyTypes.position), asc(companyTypes.id)),
    companyTypeKind.usage(db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    long_name: row.longName,
    register: row.register,
    position: row.position,
    retired_at: iso(row.retiredAt),
    usage_count: usage.get(row.id) ?? 0,
  }));
}

export async function saveCompanyType(context: ReferenceAdminContext, input: CompanyTypeInput, id?: number): Promise<AdminCompanyType> {
  const columns = { name: input.name, longName: input.long_name, register: input.register };
  const savedId = await uniquely(
    () =>
      auditedChange(context.db, context, async (tx, audit) => {
        const other = id === undefined ? undefined : ne(companyTypes.id, id);
        const [taken] = await tx
          .select({ id: companyTypes.id })
          .from(companyTypes)
          .where(and(sql`lower(${companyTypes.name}) = lower(${input.name})`, other));
        if (taken) throw ValidationError.field('name', M.companyTypeTaken);
        if (id === undefined) {
          const position = await nextPosition(tx, companyTypes.position);
          const [row] = await tx
            .insert(companyTypes)
            .values({ ...columns, position })
            .returning();
          if (!row) throw new Error('Die Rechtsform wurde nicht angelegt.');
          await auditReference(audit, companyTypeKind, 'created', row.id, null, input);
          return row.id;
        }
        const [before] = await tx.select().from(companyTypes).where(eq(companyTypes.id, id)).for('update');
        if (!before) throw new NotFoundError(M.companyTypeNotFound);
        await tx.update(companyTypes).set(columns).where(eq(companyTypes.id, id));
        const previous = { name: before.name, long_name: before.longName, register: before.register };
        await auditReference(audit, companyTypeKind, 'updated', id, previous, input);
        return id;
      }),
    'company_types_name_unique',
    'name',
    M.companyTypeTaken,
  );
  const found = (await listAdminCompanyTypes(context.db)).find((row) => row.id === savedId);
  if (!found) throw new NotFoundError(M.companyTypeNotFound);
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// Vendor policy templates (a provider copies the text; no record refers to a template, so none is ever in use)

export const policyTemplateKind: ReferenceKind = {
  values: retirable(vendorPolicyTemplates),
  recordType: 'vendor_policy_template',
  label: (name) => `Die Vorlage „${name}“`,
  notFound: M.templateNotFound,
  usage: noUsage,
  siblings: async (db, id) => {
    const [row] = await db.select({ kind: vendorPolicyTemplates.kind }).from(vendorPolicyTemplates).where(eq(vendorPolicyTemplates.id, id));
    if (!row) throw ValidationError.field('ids', M.order);
    const rows = await db
      .select({ id: vendorPolicyTemplates.id })
      .from(vendorPolicyTemplates)
      .where(eq(vendorPolicyTemplates.kind, row.kind));
    return rows.map((entry) => entry.id);
  },
  orderMessage: M.order,
};

const presentTemplate = (row: typeof vendorPolicyTemplates.$inferSelect): AdminPolicyTemplate => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  text: row.text,
  position: row.position,
  retired_at: iso(row.retiredAt),
  updated_at: row.updatedAt.toISOString(),
  usage_count: 0,
});

export async function listAdminPolicyTemplates(db: Executor): Promise<AdminPolicyTemplate[]> {
  const rows = await db
    .select()
    .from(vendorPolicyTemplates)
    .orderBy(asc(vendorPolicyTemplates.kind), asc(vendorPolicyTemplates.position), asc(vendorPolicyTemplates.id));
  return rows.map(presentTemplate);
}

/** The templates providers may start from (`GET /api/getVendorPolicyTemplates`): not retired, in order. */
export async function listVendorPolicyTemplates(db: Executor, kind?: VendorPolicyKind) {
  const rows = await db
    .select({
      id: vendorPolicyTemplates.id,
      kind: vendorPolicyTemplates.kind,
      name: vendorPolicyTemplates.name,
      text: vendorPolicyTemplates.text,
    })
    .from(vendorPolicyTemplates)
    .where(and(isNull(vendorPolicyTemplates.retiredAt), kind ? eq(vendorPolicyTemplates.kind, kind) : undefined))
    .orderBy(asc(vendorPolicyTemplates.kind), asc(vendorPolicyTemplates.position), asc(vendorPolicyTemplates.id));
  return rows;
}

export async function savePolicyTemplate(
  context: ReferenceAdminContext,
  input: PolicyTemplateInput,
  id?: number,
): Promise<AdminPolicyTemplate> {
  return uniquely(
    () =>
      auditedChange(context.db, context, async (tx, audit) => {
        const other = id === undefined ? undefined : ne(vendorPolicyTemplates.id, id);
        const [taken] = await tx
          .select({ id: vendorPolicyTemplates.id })
          .from(vendorPolicyTemplates)
          .where(and(eq(vendorPolicyTemplates.kind, input.kind), sql`lower(${vendorPolicyTemplates.name}) = lower(${input.name})`, other));
        if (taken) throw ValidationError.field('name', M.templateNameTaken);
        if (id === undefined) {
          const position = await nextPosition(tx, vendorPolicyTemplates.position, eq(vendorPolicyTemplates.kind, input.kind));
          const [row] = await tx
            .insert(vendorPolicyTemplates)
            .values({ ...input, position })
            .returning();
          if (!row) throw new Error('Die Vorlage wurde nicht angelegt.');
          await auditReference(audit, policyTemplateKind, 'created', row.id, null, { kind: row.kind, name: row.name });
          return presentTemplate(row);
        }
        const [before] = await tx.select().from(vendorPolicyTemplates).where(eq(vendorPolicyTemplates.id, id)).for('update');
        if (!before) throw new NotFoundError(M.templateNotFound);
        const position =
          before.kind === input.kind
            ? before.position
            : await nextPosition(tx, vendorPolicyTemplates.position, eq(vendorPolicyTemplates.kind, input.kind));
        const [row] = await tx
          .update(vendorPolicyTemplates)
          .set({ ...input, position, updatedAt: new Date() })
          .where(eq(vendorPolicyTemplates.id, id))
          .returning();
        if (!row) throw new NotFoundError(M.templateNotFound);
        const changedText = before.text !== row.text;
        await auditReference(
          audit,
          policyTemplateKind,
          'updated',
          id,
          { kind: before.kind, name: before.name, ...(changedText ? { text_length: before.text.length } : {}) },
          { kind: row.kind, name: row.name, ...(changedText ? { text_length: row.text.length } : {}) },
        );
        return presentTemplate(row);
      }),
    'vendor_policy_templates_kind_name_unique',
    'name',
    M.templateNameTaken,
  );
}
