import { and, count, eq, sql } from 'drizzle-orm';
import { staffAuditHead, staffAuditLog, staffTokens } from '../../db/schema';
import { json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { staffWithSession } from '../../../test/fixtures/staff';
import { audit } from './audit';
import { auditCounts, auditMedianHours, verifyAuditChain } from './public';

const suite = testSuite();

async function rowsFor(action: string, recordId: number | string) {
  return suite.context.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.recordId, String(recordId))));
}

async function headSeq(): Promise<number> {
  const [head] = await suite.context.db.select().from(staffAuditHead);
  return head?.seq ?? -1;
}

/** The messages of a rejected promise and its causes (the driver's error sits under the query builder's). */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
      messages.push((current as Error).message);
    }
    return messages.join(' | ');
  }
  return 'kein Fehler';
}

/** Runs SQL with the append-only trigger switched off, as a superuser could (both test drivers connect as one). */
async function withoutTrigger(statement: ReturnType<typeof sql>): Promise<void> {
  await suite.context.db.transaction(async (tx) => {
    await tx.execute(sql`alter table staff_audit_log disable trigger staff_audit_log_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table staff_audit_log enable trigger staff_audit_log_append_only`);
  });
}

describe('audit log in the transaction of the change', () => {
  it('writes exactly one row with a successful staff action: who, what, record, before/after and the reason', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    const colleague = await staffWithSession(suite.context.db, ['support']);
    const response = await suite.context.app.inject({
      method: 'PUT',
      url: `/admin/staff/${colleague.id}/roles`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { roles: ['support', 'trust_safety'], reason: 'Vertretung im Meldeteam' },
      remoteAddress: '10.40.0.7',
    });
    expect(response.statusCode).toBe(200);
    const rows = await rowsFor('staff.roles_changed', colleague.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      recordType: 'staff_member',
      before: { roles: ['support'] },
      after: { roles: ['support', 'trust_safety'] },
      reason: 'Vertretung im Meldeteam',
      ip: '10.40.0.7',
    });
  });

  it('leaves no row when the action fails, and none when the transaction around audit() rolls back', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    await suite.context.db.update(staffTokens).set({ reauthAt: null }).where(eq(staffTokens.staffId, admin.id));
    const colleague = await staffWithSession(suite.context.db, ['support']);
    const seq = await headSeq();
    const refused = await suite.context.app.inject({
      method: 'POST',
      url: `/admin/staff/${colleague.id}/deactivate`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { reason: 'Ohne Bestätigung' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await rowsFor('staff.deactivated', colleague.id)).toHaveLength(0);

    await expect(
      suite.context.db.transaction(async (tx) => {
        await audit(tx, { actor: { id: admin.id, email: admin.email }, action: 'test.rolled_back', recordType: 'test', recordId: 1 });
        throw new Error('Die Änderung scheitert nach dem Eintrag.');
      }),
    ).rejects.toThrow('Die Änderung scheitert');
    expect(await rowsFor('test.rolled_back', 1)).toHaveLength(0);
    expect(await headSeq()).toBe(seq);
    expect((await verifyAuditChain(suite.context.db)).ok).toBe(true);
  });

  it('keeps the chain without gaps under a burst of parallel writers', async () => {
    const seq = await headSeq();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        audit(suite.context.db, { actor: null, action: 'test.parallel', recordType: 'test', recordId: index }),
      ),
    );
    expect(await headSeq()).toBe(seq + 12);
    const verification = await verifyAuditChain(suite.context.db);
    expect(verification).toEqual({ ok: true, rows: seq + 12, problems: [], head: { seq: seq + 12, hash: expect.any(String) } });
  });
});

describe('audit log API', () => {
  it('lists entries newest first, filtered by person, record and period, paginated', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    const other = await staffWithSession(suite.context.db, ['admin']);
    for (const [actor, recordId] of [
      [admin, 'a-1'],
      [admin, 'a-2'],
      [other, 'a-1'],
    ] as const) {
      await audit(suite.context.db, {
        actor: { id: actor.id, email: actor.email },
        action: 'test.filtered',
        recordType: 'test_record',
        recordId,
      });
    }
    const get = async (query: string) => {
      const response = await suite.context.app.inject({
        method: 'GET',
        url: `/admin/audit?${query}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.statusCode).toBe(200);
      return json<{ data: Array<{ seq: number; actor_id: number; record_id: string }>; meta: { total: number; last_page: number } }>(
        response,
      );
    };
    const byPerson = await get(`staff_id=${admin.id}&action=test.filtered`);
    expect(byPerson.data.map((row) => row.record_id)).toEqual(['a-2', 'a-1']);
    const byRecord = await get('record_type=test_record&record_id=a-1');
    expect(byRecord.data.map((row) => row.actor_id)).toEqual([other.id, admin.id]);
    const paged = await get('record_type=test_record&per_page=2&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ total: 3, last_page: 2 });
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect((await get(`record_type=test_record&date_from=${today}&date_to=${today}`)).meta.total).toBe(3);
    expect((await get('record_type=test_record&date_from=2020-01-01&date_to=2020-12-31')).meta.total).toBe(0);
    // without a filter the total is the head's sequence number: every entry ever written, none counted row by row
    const [written] = await suite.context.db.select({ rows: count() }).from(staffAuditLog);
    expect((await get('')).meta.total).toBe(await headSeq());
    expect(await headSeq()).toBe(Number(written?.rows));
    const wrongOrder = await suite.context.app.inject({
      method: 'GET',
      url: '/admin/audit?date_from=2026-02-01&date_to=2026-01-01',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(wrongOrder.statusCode).toBe(422);
  });

  it('checks the chain on request (verification endpoint) and names the actions written so far', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    await audit(suite.context.db, {
      actor: { id: admin.id, email: admin.email },
      action: 'test.verified',
      recordType: 'test',
      recordId: 1,
    });
    const verification = await suite.context.app.inject({
      method: 'GET',
      url: '/admin/audit/verification',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(verification.statusCode).toBe(200);
    const body = json<{ data: { ok: boolean; rows: number; problems: unknown[]; head: { seq: number; hash: string } } }>(verification);
    expect(body.data.ok).toBe(true);
    expect(body.data.problems).toEqual([]);
    expect(body.data.head.seq).toBe(body.data.rows);
    expect(body.data.head.hash).toMatch(/^[0-9a-f]{64}$/);

    const actions = await suite.context.app.inject({
      method: 'GET',
      url: '/admin/audit/actions',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(json<{ data: string[] }>(actions).data).toContain('test.verified');
  });

  it('exports CSV for German spreadsheets (BOM, semicolons, Berlin time, formulas defused) and records the export', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    await audit(suite.context.db, {
      actor: { id: admin.id, email: admin.email },
      action: 'test.csv',
      recordType: 'csv_record',
      recordId: 7,
      before: { note: 'alt' },
      after: { note: 'neu; mit "Zitat"' },
      reason: '=HYPERLINK("http://böse.example")',
    });
    const response = await suite.context.app.inject({
      method: 'GET',
      url: '/admin/audit.csv?record_type=csv_record',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('audit-protokoll.csv');
    const body = response.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Nr.;Zeitpunkt (Berlin);Mitarbeiter-ID;Mitarbeiter;Aktion;Datensatztyp;Datensatz-ID;Vorher;Nachher;Begründung;IP-Adresse;Prüfsumme',
    );
    expect(lines).toHaveLength(3);
    const cells = lines[1] ?? '';
    expect(cells).toMatch(/^\d+;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2};/);
    expect(cells).toContain(`;${admin.email};test.csv;csv_record;7;`);
    expect(cells).toContain('"{""note"":""neu; mit \\""Zitat\\""""}"');
    expect(cells).toContain(`;"'=HYPERLINK(""http://böse.example"")";`);
    const exported = await suite.context.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'audit.exported'));
    expect(exported.at(-1)).toMatchObject({ actorId: admin.id, after: { rows: 1 } });
  });
});

describe('figures from the audit log', () => {
  it('counts the entries of a period by fields of their after document and gives the median hours from a stored instant, leaving out the excluded ones', async () => {
    const actor = await staffWithSession(suite.context.db, ['trust_safety']);
    const from = new Date(Date.now() - 60_000);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const entries = [
      { status: 'action_taken', action: 'content_removed', ground: 'illegal', received_at: hoursAgo(2) },
      { status: 'action_taken', action: 'content_removed', ground: 'illegal', received_at: hoursAgo(4) },
      { status: 'no_action', received_at: hoursAgo(10) },
      { status: 'action_taken', action: 'account_suspended', ground: 'terms', source: 'own_initiative', received_at: hoursAgo(100) },
    ];
    for (const after of entries) {
      await audit(suite.context.db, {
        actor: { id: actor.id, email: actor.email },
        action: 'test.figures',
        recordType: 'test_case',
        after,
      });
    }
    await audit(suite.context.db, { actor: null, action: 'test.other', recordType: 'test_case', after: { status: 'no_action' } });
    const period = { actions: ['test.figures'], from, to: new Date(Date.now() + 60_000) };

    const counts = await auditCounts(suite.context.db, period, ['status', 'action', 'ground'] as const);
    const countOf = (status: string, action: string | null) =>
      counts.find((row) => row.values.status === status && row.values.action === action)?.count ?? 0;
    expect(countOf('action_taken', 'content_removed')).toBe(2);
    expect(countOf('no_action', null)).toBe(1);
    expect(countOf('action_taken', 'account_suspended')).toBe(1);
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(4);

    // 2, 4 and 10 hours (the own-initiative one left out): median 4
    expect(await auditMedianHours(suite.context.db, period, 'received_at', { key: 'source', value: 'own_initiative' })).toBeCloseTo(4, 1);
    // all four: (4 + 10) / 2
    expect(await auditMedianHours(suite.context.db, period, 'received_at')).toBeCloseTo(7, 1);
    expect(await auditMedianHours(suite.context.db, { ...period, actions: ['test.none'] }, 'received_at')).toBeNull();
  });
});

describe('append-only and hash chain', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on the audit log in the database', async () => {
    await audit(suite.context.db, { actor: null, action: 'test.protected', recordType: 'test', recordId: 'x' });
    for (const statement of [
      sql`update staff_audit_log set reason = 'geändert' where action = 'test.protected'`,
      sql`delete from staff_audit_log where action = 'test.protected'`,
      sql`truncate staff_audit_log`,
    ]) {
      expect(await failureOf(suite.context.db.execute(statement))).toMatch(
        /Das Audit-Protokoll kann nur ergänzt werden: (UPDATE|DELETE|TRUNCATE) ist nicht erlaubt/,
      );
    }
    expect(await rowsFor('test.protected', 'x')).toHaveLength(1);
  });

  it('detects an edited row and a deleted row (changed by a superuser with the trigger off)', async () => {
    for (let index = 0; index < 4; index += 1) {
      await audit(suite.context.db, { actor: null, action: 'test.chain', recordType: 'test', recordId: `c-${index}`, after: { index } });
    }
    expect((await verifyAuditChain(suite.context.db)).ok).toBe(true);
    const [edited] = await rowsFor('test.chain', 'c-1');
    const [deleted] = await rowsFor('test.chain', 'c-2');
    if (!edited || !deleted) throw new Error('Testeinträge fehlen.');

    await withoutTrigger(sql`update staff_audit_log set after = '{"index": 99}'::jsonb where seq = ${edited.seq}`);
    const afterEdit = await verifyAuditChain(suite.context.db);
    expect(afterEdit.ok).toBe(false);
    expect(afterEdit.problems).toEqual([{ seq: edited.seq, problem: 'Der Inhalt passt nicht zu seiner Prüfsumme (Eintrag geändert).' }]);

    await withoutTrigger(sql`update staff_audit_log set after = '{"index": 1}'::jsonb where seq = ${edited.seq}`);
    expect((await verifyAuditChain(suite.context.db)).ok).toBe(true);

    await withoutTrigger(sql`delete from staff_audit_log where seq = ${deleted.seq}`);
    const afterDelete = await verifyAuditChain(suite.context.db);
    expect(afterDelete.ok).toBe(false);
    expect(afterDelete.problems[0]).toEqual({ seq: deleted.seq, problem: `Einträge ${deleted.seq} bis ${deleted.seq} fehlen.` });

    // the newest row removed: the head still names it
    await audit(suite.context.db, { actor: null, action: 'test.chain', recordType: 'test', recordId: 'c-4' });
    await audit(suite.context.db, { actor: null, action: 'test.chain', recordType: 'test', recordId: 'c-5' });
    const last = await headSeq();
    await withoutTrigger(sql`delete from staff_audit_log where seq = ${last}`);
    const afterTail = await verifyAuditChain(suite.context.db);
    expect(afterTail.problems.at(-1)).toEqual({ seq: last, problem: `Einträge ${last} bis ${last} fehlen am Ende.` });
  });
});
