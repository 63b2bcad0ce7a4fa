import { and, eq, ne, sql } from 'drizzle-orm';
import { staffAuditLog, staffMembers, staffRecoveryCodes, staffTokens } from '../../db/schema';
import { json, outboxLinks } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { createStaff, idleSession, STAFF_PASSWORD, staffSessionToken, staffWithSession, totpCode } from '../../../test/fixtures/staff';
import { CHALLENGE_EXPIRED, LAST_ADMIN, REAUTH_REQUIRED, WRONG_CODE, WRONG_CREDENTIALS } from './constants';

interface Envelope<T = Record<string, unknown>> {
  status: boolean;
  message?: string;
  code?: string;
  data: T;
  errors?: Record<string, string[]>;
}

interface LoginStep {
  step: 'totp' | 'enrol';
  challenge: string;
  otpauth_uri?: string;
  secret?: string;
  qr_code?: string;
  recovery_codes?: string[];
}

const suite = testSuite();
let addressCounter = 0;

/** A fresh client address per call unless given: the address throttle stays out of tests about other things. */
const address = () => `10.38.${Math.floor((addressCounter += 1) / 250)}.${addressCounter % 250}`;

async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: object; ip?: string } = {},
) {
  const response = await suite.context.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? address(),
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    ...(options.payload ? { payload: options.payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response), headers: response.headers };
}

async function auditActions(staffId: number): Promise<string[]> {
  const rows = await suite.context.db
    .select({ action: staffAuditLog.action })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.recordType, 'staff_member'), eq(staffAuditLog.recordId, String(staffId))))
    .orderBy(staffAuditLog.seq);
  return rows.map((row) => row.action);
}

/** Password step, then the current TOTP code: a session token. */
async function signIn(email: string, secret: string, password = STAFF_PASSWORD): Promise<string> {
  const first = await call<LoginStep>('POST', '/admin/login', { payload: { email, password } });
  expect(first.body.data.step).toBe('totp');
  const second = await call<{ token: string }>('POST', '/admin/login/totp', {
    payload: { challenge: first.body.data.challenge, code: await totpCode(secret) },
  });
  expect(second.statusCode).toBe(200);
  return second.body.data.token;
}

/** The enrolment of a member who has none yet: answers the secret and the recovery codes. */
async function enrol(email: string): Promise<{ token: string; secret: string; recoveryCodes: string[] }> {
  const first = await call<LoginStep>('POST', '/admin/login', { payload: { email, password: STAFF_PASSWORD } });
  expect(first.body.data.step).toBe('enrol');
  const secret = first.body.data.secret ?? '';
  const second = await call<{ token: string }>('POST', '/admin/login/enrol', {
    payload: { challenge: first.body.data.challenge, code: await totpCode(secret) },
  });
  expect(second.statusCode).toBe(200);
  return { token: second.body.data.token, secret, recoveryCodes: first.body.data.recovery_codes ?? [] };
}

describe('staff login with mandatory TOTP', () => {
  it('enrols on the first login with a QR code and ten recovery codes (stored hashed); the first code signs in', async () => {
    const member = await createStaff(suite.context.db, ['support'], { enrolled: false });
    const first = await call<LoginStep>('POST', '/admin/login', { payload: { email: member.email, password: STAFF_PASSWORD } });
    expect(first.statusCode).toBe(200);
    const step = first.body.data;
    expect(step.step).toBe('enrol');
    expect(step.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Marktplatz%20Backoffice:.+\?secret=[A-Z2-7]+&issuer=Marktplatz%20Backoffice/);
    expect(step.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from((step.qr_code ?? '').split(',')[1] ?? '', 'base64').toString('utf8')).toContain('<svg');
    expect(step.recovery_codes).toHaveLength(10);
    expect(new Set(step.recovery_codes).size).toBe(10);
    const stored = await suite.context.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    expect(stored).toHaveLength(10);
    for (const code of step.recovery_codes ?? []) expect(stored.map((row) => row.codeHash)).not.toContain(code);

    const wrong = await call('POST', '/admin/login/enrol', { payload: { challenge: step.challenge, code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors?.code).toEqual([WRONG_CODE]);

    const done = await call<{ token: string; staff: { two_factor_enrolled: boolean } }>('POST', '/admin/login/enrol', {
      payload: { challenge: step.challenge, code: await totpCode(step.secret ?? '') },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body.data.token).toMatch(/^mps_/);
    expect(done.body.data.staff.two_factor_enrolled).toBe(true);
    const me = await call<{ email: string; roles: string[]; credential: string }>('GET', '/admin/me', { token: done.body.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.body.data).toMatchObject({ email: member.email, roles: ['support'], credential: 'session' });
    expect(await auditActions(member.id)).toEqual([
      'staff.2fa_enrolment_started',
      'staff.login_failed',
      'staff.2fa_enrolled',
      'staff.login',
    ]);
  });

  it('asks every later login for the TOTP code, and refuses a code already used in its window', async () => {
    const member = await createStaff(suite.context.db, ['trust_safety']);
    const code = await totpCode(member.totpSecret);
    const first = await call<LoginStep>('POST', '/admin/login', { payload: { email: member.email, password: STAFF_PASSWORD } });
    expect(first.body.data).toEqual({ step: 'totp', challenge: expect.any(String) });
    expect((await call('POST', '/admin/login/totp', { payload: { challenge: first.body.data.challenge, code } })).statusCode).toBe(200);

    const again = await call<LoginStep>('POST', '/admin/login', { payload: { email: member.email, password: STAFF_PASSWORD } });
    const replay = await call('POST', '/admin/login/totp', { payload: { challenge: again.body.data.challenge, code } });
    expect(replay.statusCode).toBe(422);
    expect(replay.body.errors?.code).toEqual([WRONG_CODE]);
    // the next time step's code (the app's clock a little ahead) is still accepted
    const next = await call('POST', '/admin/login/totp', {
      payload: { challenge: again.body.data.challenge, code: await totpCode(member.totpSecret, 1) },
    });
    expect(next.statusCode).toBe(200);
    // the challenge is single use
    const reused = await call('POST', '/admin/login/totp', {
      payload: { challenge: again.body.data.challenge, code: await totpCode(member.totpSecret, 1) },
    });
    expect(reused.body.errors?.challenge).toEqual([CHALLENGE_EXPIRED]);
  });

  it('lets a recovery code sign in once instead of the app; afterwards it is used up', async () => {
    const member = await createStaff(suite.context.db, ['editor'], { enrolled: false });
    const { recoveryCodes } = await enrol(member.email);
    const recoveryCode = recoveryCodes[3] ?? '';
    const first = await call<LoginStep>('POST', '/admin/login', { payload: { email: member.email, password: STAFF_PASSWORD } });
    const used = await call('POST', '/admin/login/totp', {
      payload: { challenge: first.body.data.challenge, recovery_code: recoveryCode.toUpperCase() },
    });
    expect(used.statusCode).toBe(200);
    const second = await call<LoginStep>('POST', '/admin/login', { payload: { email: member.email, password: STAFF_PASSWORD } });
    const again = await call('POST', '/admin/login/totp', {
      payload: { challenge: second.body.data.challenge, recovery_code: recoveryCode },
    });
    expect(again.statusCode).toBe(422);
    expect(again.body.errors?.recovery_code).toEqual([WRONG_CODE]);
    const [row] = await suite.context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'staff.login'), eq(staffAuditLog.recordId, String(member.id))))
      .orderBy(staffAuditLog.seq)
      .limit(1)
      .offset(1);
    expect(row?.after).toMatchObject({ method: 'recovery_code' });
  });

  it('answers a wrong password, an unknown address and a deactivated account alike, and audits each failed login', async () => {
    const member = await createStaff(suite.context.db, ['support']);
    const gone = await createStaff(suite.context.db, ['support']);
    await suite.context.db.update(staffMembers).set({ deactivatedAt: new Date() }).where(eq(staffMembers.id, gone.id));
    for (const payload of [
      { email: member.email, password: 'falsch-falsch' },
      { email: `niemand-${process.pid}@example.com`, password: STAFF_PASSWORD },
      { email: gone.email, password: STAFF_PASSWORD },
    ]) {
      const response = await call('POST', '/admin/login', { payload });
      expect(response.statusCode).toBe(422);
      expect(response.body.message).toBe(WRONG_CREDENTIALS);
    }
    const failed = await suite.context.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'staff.login_failed'));
    expect(failed.find((row) => row.recordId === String(member.id))?.reason).toBe('Falsches Passwort');
    expect(failed.find((row) => row.recordId === String(gone.id))?.reason).toBe('Konto deaktiviert');
    expect(failed.find((row) => row.recordId === null && (row.after as { email?: string }).email?.startsWith('niemand-'))?.reason).toBe(
      'Unbekannte E-Mail-Adresse',
    );
  });
});

describe('staff login throttle (atomic)', () => {
  it('lets exactly five of a parallel burst of attempts on one account reach the password check', async () => {
    const member = await createStaff(suite.context.db, ['support']);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => call('POST', '/admin/login', { payload: { email: member.email, password: 'falsch-falsch' } })),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 422)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.body.message).toMatch(/Zu viele Anmeldeversuche/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // the right password is refused too while the account is throttled
    expect((await call('POST', '/admin/login', { payload: { email: member.email, password: STAFF_PASSWORD } })).statusCode).toBe(429);
    const checked = await suite.context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'staff.login_failed'), eq(staffAuditLog.recordId, String(member.id))));
    expect(checked).toHaveLength(5);
  });

  it('lets exactly thirty of a parallel burst from one address reach the password check', async () => {
    const ip = '10.39.0.1';
    const responses = await Promise.all(
      Array.from({ length: 34 }, (_, index) =>
        call('POST', '/admin/login', { ip, payload: { email: `raten-${process.pid}-${index}@example.com`, password: 'falsch-falsch' } }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 422)).toHaveLength(30);
    expect(codes.filter((code) => code === 429)).toHaveLength(4);
    const member = await createStaff(suite.context.db, ['support']);
    expect((await call('POST', '/admin/login', { ip, payload: { email: member.email, password: STAFF_PASSWORD } })).statusCode).toBe(429);
    expect((await call('POST', '/admin/login', { payload: { email: member.email, password: STAFF_PASSWORD } })).statusCode).toBe(200);
  });

  it('limits the codes of one member to five per window, across login attempts', async () => {
    const member = await createStaff(suite.context.db, ['support']);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const first = await call<LoginStep>('POST', '/admin/login', { payload: { email: member.email, password: STAFF_PASSWORD } });
      for (let index = 0; index < 2; index += 1) {
        statuses.push(
          (await call('POST', '/admin/login/totp', { payload: { challenge: first.body.data.challenge, code: '123456' } })).statusCode,
        );
      }
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('staff sessions', () => {
  it('ends a session idle for 30 minutes (401 TOKEN_EXPIRED); a request within 30 minutes keeps it alive', async () => {
    const member = await createStaff(suite.context.db, ['support']);
    const token = await staffSessionToken(suite.context.db, member.id);
    await idleSession(suite.context.db, token, 29);
    expect((await call('GET', '/admin/me', { token })).statusCode).toBe(200);
    await idleSession(suite.context.db, token, 29);
    expect((await call('GET', '/admin/me', { token })).statusCode).toBe(200);
    await idleSession(suite.context.db, token, 31);
    const expired = await call('GET', '/admin/me', { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.body.code).toBe('TOKEN_EXPIRED');
  });

  it('ends the session at logout', async () => {
    const member = await createStaff(suite.context.db, ['support']);
    const token = await signIn(member.email, member.totpSecret);
    expect((await call('POST', '/admin/logout', { token })).statusCode).toBe(200);
    expect((await call('GET', '/admin/me', { token })).statusCode).toBe(401);
    expect(await auditActions(member.id)).toEqual(['staff.login', 'staff.logout']);
  });

  it('requires a password or code from the last five minutes before a role change, and nothing changes without it', async () => {
    const admin = await createStaff(suite.context.db, ['admin']);
    const colleague = await createStaff(suite.context.db, ['support']);
    const token = await staffSessionToken(suite.context.db, admin.id, { reauthAt: new Date(Date.now() - 6 * 60_000) });
    const payload = { roles: ['support', 'trust_safety'], reason: 'Verstärkung im Meldeteam' };
    const refused = await call('PUT', `/admin/staff/${colleague.id}/roles`, { token, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.errors?.reauth).toEqual([REAUTH_REQUIRED]);
    const [unchanged] = await suite.context.db.select().from(staffMembers).where(eq(staffMembers.id, colleague.id));
    expect(unchanged?.roles).toEqual(['support']);
    expect(await auditActions(colleague.id)).toEqual([]);

    const wrong = await call('POST', '/admin/reauth', { token, payload: { password: 'falsch-falsch' } });
    expect(wrong.statusCode).toBe(422);
    const confirmed = await call<{ reauth_valid_until: string }>('POST', '/admin/reauth', { token, payload: { password: STAFF_PASSWORD } });
    expect(confirmed.statusCode).toBe(200);
    expect(new Date(confirmed.body.data.reauth_valid_until).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    const changed = await call<{ roles: string[] }>('PUT', `/admin/staff/${colleague.id}/roles`, { token, payload });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data.roles).toEqual(['support', 'trust_safety']);

    // a TOTP code re-authenticates as well
    const later = await staffSessionToken(suite.context.db, admin.id, { reauthAt: null });
    expect(
      (await call('POST', `/admin/staff/${colleague.id}/reset-2fa`, { token: later, payload: { reason: 'Telefon verloren' } })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/admin/reauth', { token: later, payload: { code: await totpCode(admin.totpSecret) } })).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', `/admin/staff/${colleague.id}/reset-2fa`, { token: later, payload: { reason: 'Telefon verloren' } })).statusCode,
    ).toBe(200);
  });
});

describe('staff management', () => {
  it('invites a new member by e-mail; the link sets the password once, and the first login enrols', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    const email = `neu-${process.pid}@example.com`;
    const created = await call<{ id: number; password_set: boolean; roles: string[] }>('POST', '/admin/staff', {
      token: admin.token,
      payload: { email, name: 'Nora Neu', roles: ['trust_safety'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({ password_set: false, roles: ['trust_safety'] });
    const link = (await outboxLinks(suite.context.app, email)).find((entry) => entry.includes('/admin/passwort?token='));
    expect(link).toBeDefined();
    const token = new URL(link ?? '').searchParams.get('token');
    expect((await call('POST', '/admin/login', { payload: { email, password: STAFF_PASSWORD } })).statusCode).toBe(422);
    expect((await call('POST', '/admin/password', { payload: { token, password: STAFF_PASSWORD } })).statusCode).toBe(200);
    expect((await call('POST', '/admin/password', { payload: { token, password: STAFF_PASSWORD } })).statusCode).toBe(422);
    await enrol(email);
    expect(await auditActions(created.body.data.id)).toEqual([
      'staff.created',
      'staff.login_failed',
      'staff.password_set',
      'staff.2fa_enrolment_started',
      'staff.2fa_enrolled',
      'staff.login',
    ]);
    const duplicate = await call('POST', '/admin/staff', {
      token: admin.token,
      payload: { email: email.toUpperCase(), name: 'Doppelt', roles: ['editor'] },
    });
    expect(duplicate.statusCode).toBe(422);
  });

  it('deactivates a member: sessions and API tokens end at once; the last active admin stays', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    const member = await staffWithSession(suite.context.db, ['finance']);
    const apiToken = await call<{ token: string }>('POST', '/admin/tokens', {
      token: member.token,
      payload: { name: 'Skript', roles: ['finance'] },
    });
    expect(apiToken.statusCode).toBe(201);
    const done = await call<{ active: boolean }>('POST', `/admin/staff/${member.id}/deactivate`, {
      token: admin.token,
      payload: { reason: 'Hat das Unternehmen verlassen' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body.data.active).toBe(false);
    expect((await call('GET', '/admin/me', { token: member.token })).statusCode).toBe(401);
    expect((await call('GET', '/admin/me', { token: apiToken.body.data.token })).statusCode).toBe(401);

    // Every other admin deactivated: this one is the last and can neither go nor lose the role.
    await suite.context.db
      .update(staffMembers)
      .set({ deactivatedAt: new Date() })
      .where(and(ne(staffMembers.id, admin.id), sql`'admin' = any(${staffMembers.roles})`));
    const last = await call('POST', `/admin/staff/${admin.id}/deactivate`, { token: admin.token, payload: { reason: 'Versehen' } });
    expect(last.statusCode).toBe(409);
    expect(last.body.message).toBe(LAST_ADMIN);
    const demote = await call('PUT', `/admin/staff/${admin.id}/roles`, {
      token: admin.token,
      payload: { roles: ['support'], reason: 'Versehen' },
    });
    expect(demote.statusCode).toBe(409);
  });

  it('resets a member’s 2FA: sessions end, recovery codes are gone, the next login enrols again', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    const member = await staffWithSession(suite.context.db, ['support']);
    const reset = await call<{ two_factor_enrolled: boolean }>('POST', `/admin/staff/${member.id}/reset-2fa`, {
      token: admin.token,
      payload: { reason: 'Neues Telefon' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.data.two_factor_enrolled).toBe(false);
    expect((await call('GET', '/admin/me', { token: member.token })).statusCode).toBe(401);
    const next = await call<LoginStep>('POST', '/admin/login', { payload: { email: member.email, password: STAFF_PASSWORD } });
    expect(next.body.data.step).toBe('enrol');
  });

  it('gives personal API tokens: shown once, within the member’s roles, listed without the secret, revocable', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    const member = await staffWithSession(suite.context.db, ['support', 'trust_safety']);
    const tooMuch = await call('POST', '/admin/tokens', { token: member.token, payload: { name: 'Zu viel', roles: ['finance'] } });
    expect(tooMuch.statusCode).toBe(422);
    const created = await call<{ id: number; token: string; roles: string[] }>('POST', '/admin/tokens', {
      token: member.token,
      payload: { name: 'Prüfskript', roles: ['trust_safety'], expires_in_days: 30 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data.token).toMatch(/^mpt_/);
    const listed = await call<Array<Record<string, unknown>>>('GET', '/admin/tokens', { token: member.token });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: created.body.data.id, name: 'Prüfskript', roles: ['trust_safety'] })]);
    expect(JSON.stringify(listed.body.data)).not.toContain(created.body.data.token);
    const stored = await suite.context.db.select().from(staffTokens).where(eq(staffTokens.id, created.body.data.id));
    expect(stored[0]?.tokenHash).not.toBe(created.body.data.token);

    const me = await call<{ credential: string; credential_roles: string[] }>('GET', '/admin/me', { token: created.body.data.token });
    expect(me.body.data).toMatchObject({ credential: 'api', credential_roles: ['trust_safety'] });
    // an API token is no session: it cannot re-authenticate, so it can do nothing sensitive
    expect(
      (await call('POST', '/admin/reauth', { token: created.body.data.token, payload: { password: STAFF_PASSWORD } })).statusCode,
    ).toBe(403);

    const adminList = await call<Array<{ id: number }>>('GET', `/admin/staff/${member.id}/tokens`, { token: admin.token });
    expect(adminList.body.data.map((row) => row.id)).toEqual([created.body.data.id]);
    const revoked = await call<{ revoked_at: string | null }>('POST', `/admin/staff/${member.id}/tokens/${created.body.data.id}/revoke`, {
      token: admin.token,
      payload: { reason: 'Skript wird nicht mehr gebraucht' },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    expect((await call('GET', '/admin/me', { token: created.body.data.token })).statusCode).toBe(401);
  });
});
