import type { Database, Executor } from '../../db/client';
import type { StaffPrincipal } from '../../http/auth';
import { deleteUnusedValue, lockValue, reorderValues, type RetirableTable, setRetired } from '../../lib/retirable';
import { auditedChange, type WriteAudit } from '../staff/public';

/** Who changes reference data, from where (every change goes to the audit log). */
export interface ReferenceAdminContext {
  db: Database;
  actor: StaffPrincipal;
  ip: string;
}

/** One kind of the reference data's back office: its table and how it names a value in messages and the audit log. */
export interface ReferenceKind {
  values: RetirableTable;
  /** `record_type` of the audit entries, also the `<action>` prefix (`reference.unit_type_retired`). */
  recordType: string;
  /** „Die Einheit „Gramm““ — the subject of the German messages. */
  label: (name: string) => string;
  notFound: string;
  /** Records per value id that use it. */
  usage: (db: Executor) => Promise<ReadonlyMap<number, number>>;
  /** The ids of the list a value is ordered in (its siblings, itself included). */
  siblings: (db: Executor, id: number) => Promise<number[]>;
  orderMessage: string;
  /** Refuses a delete the usage alone does not cover (e.g. an industry with sub-industries). */
  beforeDelete?: (tx: Executor, id: number, name: string) => Promise<void>;
}

/** Writes the audit entry of a reference change in its transaction (`audit` of its {@link auditedChange}). */
export function auditReference(
  audit: WriteAudit,
  kind: ReferenceKind,
  verb: string,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return audit({
    action: `reference.${kind.recordType}_${verb}`,
    recordType: kind.recordType,
    recordId: id,
    before,
    after,
  });
}

/** Retires a value (gone from the pickers for new input) or brings it back. */
export async function retireValue(context: ReferenceAdminContext, kind: ReferenceKind, id: number, retired: boolean): Promise<void> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const row = await lockValue(tx, kind.values, id, kind.notFound);
    if ((row.retiredAt !== null) === retired) return;
    const at = await setRetired(tx, kind.values, id, retired);
    await auditReference(
      audit,
      kind,
      retired ? 'retired' : 'unretired',
      id,
      { name: row.name, retired_at: row.retiredAt },
      { name: row.name, retired_at: at },
    );
  });
}

/** Deletes a value no record uses; 409 „… wird noch verwendet und kann nur stillgelegt werden.“ otherwise. */
export async function deleteValue(context: ReferenceAdminContext, kind: ReferenceKind, id: number): Promise<void> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const row = await lockValue(tx, kind.values, id, kind.notFound);
    await kind.beforeDelete?.(tx, id, row.name);
    const usage = (await kind.usage(tx)).get(id) ?? 0;
    await deleteUnusedValue(tx, kind.values, id, usage, kind.label(row.name));
    await auditReference(audit, kind, 'deleted', id, { name: row.name }, null);
  });
}

/** Puts one list (the siblings of `ids[0]`) in the given order. */
export async function reorderKind(context: ReferenceAdminContext, kind: ReferenceKind, ids: readonly number[]): Promise<void> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const first = ids[0];
    const siblings = first === undefined ? [] : await kind.siblings(tx, first);
    await reorderValues(tx, kind.values, ids, siblings, kind.orderMessage);
    await auditReference(audit, kind, 'reordered', first ?? 0, null, { order: ids });
  });
}
