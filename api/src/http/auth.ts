import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config';
import type { Executor } from '../db/client';
import { newsletterSubscriptions, revokedTokens, type Role, STAFF_ROLES, type StaffRole, users } from '../db/schema';
import { ForbiddenError, NotFoundError, TokenExpiredError, TokenInvalidError, UnauthorizedError } from './errors';

/**
 * Who may call a route: `public` anyone; `user` any logged-in user; `customer` role User;
 * `provider` role Company; staff levels (the back office) see {@link StaffAccess}.
 */
export const ACCESS_LEVELS = ['public', 'user', 'customer', 'provider'] as const;

/**
 * The back office (`/admin`): `staff` any active staff member; `staff:<role>` or `staff:<role>,<role>` a staff member
 * with one of these roles (`admin` has every role). Customer and provider tokens never pass: for them (and without
 * a token) a staff route does not exist (404).
 */
export type StaffAccess = 'staff' | `staff:${string}`;
export type Access = (typeof ACCESS_LEVELS)[number] | StaffAccess;

/** The roles a staff access level asks for (`[]`: any staff member), or `null` when it is no staff level. */
export function staffRolesOf(access: unknown): StaffRole[] | null {
  if (access === 'staff') return [];
  if (typeof access !== 'string' || !access.startsWith('staff:')) return null;
  const roles = access.slice('staff:'.length).split(',');
  return roles.every((role) => (STAFF_ROLES as readonly string[]).includes(role)) ? (roles as StaffRole[]) : null;
}

/** A valid `config.access`: one of {@link ACCESS_LEVELS} or a staff level with known roles. */
export function isAccess(value: unknown): value is Access {
  return (ACCESS_LEVELS as readonly unknown[]).includes(value) || staffRolesOf(value) !== null;
}

/** A signed-in staff member (session or personal API token); `roles` are the ones this credential may use. */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  roles: readonly StaffRole[];
  /** The credential's row (`staff_tokens.id`). */
  tokenId: number;
  kind: 'session' | 'api';
  /** Last proof of password or second factor in this session (`null` for API tokens). */
  reauthAt: Date | null;
}

/**
 * Throws unless the staff member may use a route that asks for `roles`: without a staff credential 404 (or the
 * credential's own 401, e.g. an idle session), with a staff member lacking every role 403.
 */
export function assertStaffAccess(
  roles: readonly StaffRole[],
  staff: Pick<StaffPrincipal, 'roles'> | null,
  failure: UnauthorizedError | null,
): void {
  if (!staff) throw failure ?? new NotFoundError('Nicht gefunden.');
  if (roles.length === 0 || staff.roles.includes('admin') || roles.some((role) => staff.roles.includes(role))) return;
  throw new ForbiddenError('Ihre Rolle erlaubt diese Aktion nicht.');
}

export interface SessionUser {
  id: number;
  role: Role;
  email: string;
  /** Token id, for logout. */
  jti: string;
  /** Token expiry (seconds since the epoch). */
  exp: number;
  /**
   * The user's row as loaded while checking the token (saves a second query in handlers that show it). Its
   * `subscribed` is the newsletter's confirmed double opt-in for the account's address, read in the same query.
   */
  account: typeof users.$inferSelect;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

const keys = new Map<string, KeyObject>();

/** One key object per secret: jose converts it to a WebCrypto key once and caches that. */
function secretKey(config: AppConfig): KeyObject {
  let key = keys.get(config.jwtSecret);
  if (!key) {
    key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    keys.set(config.jwtSecret, key);
  }
  return key;
}

export async function signAccessToken(config: AppConfig, user: { id: number; role: Role; tokenVersion: number }): Promise<IssuedToken> {
  const jti = randomUUID();
  const issuedAt = Math.floor(Date.now() / 1000);
  const exp = issuedAt + config.jwtTtlSeconds;
  const token = await new SignJWT({ role: user.role, tv: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(jti)
    .setIssuer(config.jwtIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(secretKey(config));
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

interface VerifiedClaims {
  userId: number;
  tokenVersion: number;
  jti: string;
  exp: number;
}

/** Checks signature (HS256 only), issuer and expiry. */
export async function verifyAccessToken(config: AppConfig, token: string): Promise<VerifiedClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), {
      algorithms: ['HS256'],
      issuer: config.jwtIssuer,
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const userId = Number(payload.sub);
    const tokenVersion = payload.tv;
    if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number' || typeof payload.jti !== 'string') {
      throw new TokenInvalidError();
    }
    return { userId, tokenVersion, jti: payload.jti, exp: payload.exp as number };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new TokenExpiredError();
    if (error instanceof UnauthorizedError) throw error;
    throw new TokenInvalidError();
  }
}

/** Reads `Authorization: Bearer …`; `undefined` when no token was sent. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return undefined;
  const token = match[1];
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/** Tokens whose signature was already checked (bounded); expiry is still checked on every use. */
const verifiedTokens = new Map<string, VerifiedClaims>();
const VERIFIED_TOKENS_MAX = 10_000;

async function verifiedClaims(config: AppConfig, token: string): Promise<VerifiedClaims> {
  const key = `${config.jwtSecret}\u0000${config.jwtIssuer}\u0000${token}`;
  const cached = verifiedTokens.get(key);
  if (cached) {
    if (cached.exp * 1000 > Date.now()) return cached;
    verifiedTokens.delete(key);
    throw new TokenExpiredError();
  }
  const claims = await verifyAccessToken(config, token);
  if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
  verifiedTokens.set(key, claims);
  return claims;
}

/**
 * One prepared statement per database, one round trip per authenticated request: the user row, whether the
 * token id is revoked, and the newsletter state the profiles and the login response show (`subscribed`).
 */
const sessionQueries = new WeakMap<Executor, ReturnType<typeof prepareSessionQuery>>();

function prepareSessionQuery(db: Executor) {
  return db
    .select({
      account: users,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
      // qualified names: inside the subquery an unqualified "email" would be the subscription's own column
      subscribed: sql<boolean>`exists (select 1 from ${newsletterSubscriptions} as ns where lower(ns.email) = lower(btrim(${sql.identifier(getTableName(users))}.${sql.identifier(users.email.name)})) and ns.status = 'confirmed')`,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('marktplatz_session_user');
}

/** Verifies the token and checks on the server that it is still valid (user active, not revoked). */
export async function authenticate(db: Executor, config: AppConfig, token: string): Promise<SessionUser> {
  const claims = await verifiedClaims(config, token);
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ jti: claims.jti, userId: claims.userId });
  if (!row || row.revoked || row.account.tokenVersion !== claims.tokenVersion) throw new TokenInvalidError();
  const account = { ...row.account, subscribed: row.subscribed };
  return { id: account.id, role: account.role, email: account.email, jti: claims.jti, exp: claims.exp, account };
}

/** Throws 401/403 unless the user may use a route declared with `access`. */
export function assertAccess(access: Access, user: SessionUser | null, failure: UnauthorizedError | null): void {
  if (access === 'public') return;
  // A staff level is never met by a customer or provider session: for them the call does not exist.
  if (staffRolesOf(access)) throw new NotFoundError('Nicht gefunden.');
  if (!user) throw failure ?? new UnauthorizedError();
  if (access === 'customer' && user.role !== 'User') {
    throw new ForbiddenError('Diese Funktion steht nur Kunden zur Verfügung.');
  }
  if (access === 'provider' && user.role !== 'Company') {
    throw new ForbiddenError('Diese Funktion steht nur Anbietern zur Verfügung.');
  }
}
