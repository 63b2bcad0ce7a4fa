import { and, eq } from 'drizzle-orm';
import { staffAuditLog, type StaffRole } from '../src/db/schema';
import { staffWithSession } from './fixtures/staff';
import { testSuite } from './fixtures/suite';
import { json, type TestContext } from './helpers';

/** The API's answer to a back-office call. */
export interface StaffEnvelope<T> {
  status: boolean;
  message?: string;
  code?: string;
  data: T;
  errors?: Record<string, string[]>;
}

export type StaffMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A test file's app for back-office routes ({@link testSuite}'s) with one signed-in staff member per named role list
 * (`{ editor: ['editor'], finance: ['finance'] }`), created before the file's tests.
 */
export function staffAdminApp<Name extends string>(roles: Record<Name, StaffRole[]>) {
  const suite = testSuite();
  const staff = {} as Record<Name, { id: number; token: string }>;
  let counter = 0;

  beforeAll(async () => {
    for (const [name, memberRoles] of Object.entries(roles) as Array<[Name, StaffRole[]]>) {
      staff[name] = await staffWithSession(suite.context.db, memberRoles);
    }
  });

  const context = (): TestContext => suite.context;

  /** One call, with the staff member's token when given. */
  async function call<T>(method: StaffMethod, url: string, token?: string, payload?: object) {
    const response = await context().app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { statusCode: response.statusCode, body: json<StaffEnvelope<T>>(response) };
  }

  /** A suffix no other test (or parallel run) uses, for names that must be unique. */
  const unique = () => `${process.pid}-${(counter += 1)}`;

  /** The audit log's entries of one action on one record. */
  const auditEntries = (action: string, id: number) =>
    context()
      .db.select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.recordId, String(id))));

  return { context, staff, call, unique, auditEntries };
}
