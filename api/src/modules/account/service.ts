import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { banks, oneTimeTokens, providerProfiles, revokedTokens, type Role, users } from '../../db/schema/account';
import { signAccessToken, type SessionUser } from '../../http/auth';
import { AppError, NotFoundError, TokenInvalidError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { removeUpload, storeUpload, type UploadedImage } from '../../http/uploads';
import { forgetMessagesTo, Outbox } from '../outbox/public';
import { assignProviderSlug } from './provider-slug';
import { sameHash, sha256 } from '../../lib/secrets';
import { consumeTokens, findLiveToken, issueOneTimeToken, newSmsCode } from './one-time-tokens';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { customerProfile, loginResponse, providerProfile, twoFactorSettings, type UserRow } from './presenters';
import type { AuthUpdate, CustomerRegistration, DetailsUpdate, ProviderRegistration, TwoFactorUpdate } from './schemas';
import { clearAttempts, loginSucceeded, releaseAttempt, reserveAttempt, reserveLoginAttempt } from './throttle';
import type { AccountEvent, AccountEventListener, AccountProfileSource, UserEraser } from '../types';
import type { ProviderWithdrawalSteps } from '../withdrawal';

export const WRONG_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';
export const EMAIL_TAKEN = 'Diese E-Mail-Adresse ist bereits registriert.';
export const CONFIRMATION_TTL_MINUTES = 48 * 60;
export const RESET_TTL_MINUTES = 60;
export const TWO_FACTOR_TTL_MINUTES = 10;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/** A locked account (back office) at the login: after the password was right, so the lock tells a guesser nothing. */
export const ACCOUNT_LOCKED = 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an unseren Kundenservice.';

function assertNotLocked(user: Pick<UserRow, 'lockedAt'>): void {
  if (user.lockedAt) throw new AppError(403, ACCOUNT_LOCKED, 'FORBIDDEN');
}

export type LoginOutcome =
  | { kind: 'token'; data: ReturnType<typeof loginResponse> }
  | { kind: 'two_factor'; data: { two_factor_required: true; two_factor_token: string; two_factor_mobile_hint: string } };

/** The modules above the account module that hear of its events and add to its profile (`app.accountHooks`). */
export interface AccountHooks {
  events: readonly AccountEventListener[];
  profile: readonly AccountProfileSource[];
}

/** The account domain: the only writer of users, provider profiles, tokens and login counters. */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    /** The other modules' parts of deleting an account (`DomainModule.eraseUser`). */
    private readonly userErasers: readonly UserEraser[] = [],
    /** Every module's part of taking a provider's offers off the marketplace (`modules/withdrawal.ts`). */
    private readonly providerWithdrawal?: ProviderWithdrawalSteps,
    /** The modules above that react to account events or add to the profile (`DomainModule.onAccountEvent`, `accountProfile`). */
    private readonly hooks: AccountHooks = { events: [], profile: [] },
  ) {}

  /** Tells every module that listens (e.g. the in-app notice), in the caller's transaction. */
  private async announce(db: Executor, event: AccountEvent): Promise<void> {
    for (const listen of this.hooks.events) await listen(db, event);
  }

  private async findUser(db: Executor, id: number): Promise<UserRow> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    if (!user) throw new TokenInvalidError();
    return user;
  }

  /** `subscribed` is the newsletter's confirmed double opt-in for the account's address, not the stored flag. */
  private async withNewsletter(user: UserRow): Promise<UserRow> {
    let result = user;
    for (const source of this.hooks.profile) {
      const facts = await source(this.db, { id: user.id, email: user.email });
      if (facts.subscribed !== undefined) result = { ...result, subscribed: facts.subscribed };
    }
    return result;
  }

  private async findByLogin(identifier: string): Promise<UserRow | undefined> {
    const value = identifier.trim().toLowerCase();
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.username}) = ${value}`), isNull(users.deletedAt)))
      .limit(1);
    return user;
  }

  private async assertBankExists(db: Executor, bankId: number | null | undefined): Promise<void> {
    if (bankId === null || bankId === undefined) return;
    const [bank] = await db.select({ id: banks.id }).from(banks).where(eq(banks.id, bankId)).limit(1);
    if (!bank) throw ValidationError.field('bank_id', 'Die gewählte Bank gibt es nicht.');
  }

  private async assertEmailFree(db: Executor, email: string, exceptUserId?: number): Promise<void> {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (existing && existing.id !== exceptUserId) throw ValidationError.field('email', EMAIL_TAKEN);
  }

  // --- registration -------------------------------------------------------------------------------

  async registerCustomer(input: CustomerRegistration) {
    return this.register('User', input, undefined);
  }

  async registerProvider(input: ProviderRegistration) {
    return this.register('Company', input, input);
  }

  private async register(role: Role, input: CustomerRegistration | ProviderRegistration, provider: ProviderRegistration | undefined) {
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        await this.assertEmailFree(tx, input.email);
        await this.assertBankExists(tx, input.bank_id);
        const [user] = await tx
          .insert(users)
          .values({
            role,
            email: input.email,
            passwordHash,
            gender: input.gender,
            firstName: input.first_name,
            lastName: input.last_name,
            phone: input.phone ?? null,
            bankId: input.bank_id ?? null,
            registrationCompleted: role === 'User',
          })
          .returning();
        if (!user) throw new Error('Benutzer wurde nicht angelegt.');
        if (provider) {
          await tx.insert(providerProfiles).values({
            userId: user.id,
            companyName: provider.company_name,
            street: provider.street,
            houseNumber: provider.street_number,
            zipCode: provider.postal_code,
            city: provider.city,
            vatNumber: provider.vat_number ?? null,
          });
          await assignProviderSlug(tx, user.id);
        }
        await this.sendConfirmation(tx, user);
        return { requires_email_confirmation: true as const, user_id: user.id, email: user.email };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ValidationError.field('email', EMAIL_TAKEN);
      throw error;
    }
  }

  /** A new confirmation link by e-mail (registration, `POST /register/resend`). */
  async sendConfirmation(db: Executor, user: UserRow): Promise<void> {
    await sendConfirmationEmail(db, this.config, user);
  }

  /** Activates the account of a confirmation link. */
  async confirmEmail(secret: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const token = await findLiveToken(tx, secret, 'email_confirmation');
      if (!token) throw ValidationError.field('token', 'Der Bestätigungslink ist ungültig oder abgelaufen.');
      await consumeTokens(tx, token.userId, 'email_confirmation');
      await tx
        .update(users)
        .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: new Date() })
        .where(eq(users.id, token.userId));
      await this.announce(tx, { type: 'email_confirmed', userId: token.userId });
    });
  }

  /** Sends a new confirmation link to an unconfirmed account; silent for any other address. */
  async resendConfirmation(email: string): Promise<void> {
    const user = await this.findByLogin(email);
    if (!user || user.emailConfirmedAt) return;
    await this.sendConfirmation(this.db, user);
  }

  // --- login and logout ---------------------------------------------------------------------------

  async login(identifier: string, password: string, ip: string): Promise<LoginOutcome> {
    const user = await this.findByLogin(identifier);
    // One counter per account, whether it is named by e-mail or username.
    const account = user ? `user-${user.id}` : identifier;
    // The attempt is counted before the password is compared (one atomic step per counter): parallel guesses
    // cannot all pass a check made before any of them was counted.
    const reservations = await reserveLoginAttempt(this.db, account, ip);
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await verifyAgainstDummy(password), false);
    if (!user || !valid) throw new ValidationError({ email: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS);
    await loginSucceeded(this.db, reservations, account);
    assertNotLocked(user);
    if (!user.emailConfirmedAt) {
      throw new AppError(
        403,
        'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Den Link dazu haben wir Ihnen per E-Mail geschickt.',
        'EMAIL_NOT_CONFIRMED',
      );
    }
    if (user.twoFactorStatus && user.twoFactorMobile) {
      return { kind: 'two_factor', data: await this.startTwoFactor(user) };
    }
    await this.recordLogin(user.id);
    return { kind: 'token', data: loginResponse(this.config, await this.withNewsletter(user), await signAccessToken(this.config, user)) };
  }

  private async startTwoFactor(user: UserRow) {
    const code = newSmsCode();
    const mobile = user.twoFactorMobile ?? '';
    const secret = await this.db.transaction(async (tx) => {
      const issued = await issueOneTimeToken(tx, {
        userId: user.id,
        purpose: 'two_factor_login',
        ttlMinutes: TWO_FACTOR_TTL_MINUTES,
        code,
      });
      await new Outbox(tx, this.config).sendSms({
        to: `${user.twoFactorCountryCode ?? '+49'}${mobile.replace(/^0+/, '')}`,
        userId: user.id,
        text: `Ihr Marktplatz-Anmeldecode lautet ${code}. Er ist ${TWO_FACTOR_TTL_MINUTES} Minuten gültig.`,
      });
      return issued;
    });
    return { two_factor_required: true as const, two_factor_token: secret, two_factor_mobile_hint: `…${mobile.slice(-2)}` };
  }

  /**
   * Second login step: the SMS code for a `two_factor_token`. Each try is taken before the code is compared, in
   * one statement (`attempts + 1 … where attempts < 5 returning`), so five tries per code hold under parallel
   * requests too; the fifth wrong one ends the token. Across codes, wrong codes count per account (`twoFactor`
   * counter: 10 per 15 minutes, then 429), so logging in again for a new code does not give unlimited guesses.
   */
  async completeTwoFactor(secret: string, code: string) {
    const wrongCode = () =>
      ValidationError.field('code', 'Der Code ist falsch oder abgelaufen. Bitte melden Sie sich erneut an, wenn er abgelaufen ist.');
    const [token] = await this.db
      .update(oneTimeTokens)
      .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, sha256(secret)),
          eq(oneTimeTokens.purpose, 'two_factor_login'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
          lt(oneTimeTokens.attempts, TWO_FACTOR_MAX_ATTEMPTS),
        ),
      )
      .returning();
    if (!token) throw wrongCode();
    const account = `user-${token.userId}`;
    const reservation = await reserveAttempt(this.db, 'twoFactor', account);
    if (!token.codeHash || !sameHash(token.codeHash, sha256(code))) {
      if (token.attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
        await this.db.update(oneTimeTokens).set({ usedAt: new Date() }).where(eq(oneTimeTokens.id, token.id));
      }
      throw wrongCode();
    }
    // Single use: of two parallel right answers only one finds the token unused.
    const [used] = await this.db
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (!used) {
      await releaseAttempt(this.db, reservation);
      throw wrongCode();
    }
    await clearAttempts(this.db, 'twoFactor', account);
    const user = await this.findUser(this.db, token.userId);
    assertNotLocked(user);
    await this.recordLogin(user.id);
    return loginResponse(this.config, await this.withNewsletter(user), await signAccessToken(this.config, user));
  }

  /** The back office shows the last login (`users.last_login_at`). */
  private async recordLogin(userId: number): Promise<void> {
    await this.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  }

  /** Revokes the presented token on the server (deny list by `jti`). */
  async logout(session: SessionUser): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: session.jti, expiresAt: new Date(session.exp * 1000) })
      .onConflictDoNothing();
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  }

  // --- passwords ----------------------------------------------------------------------------------

  /** Sends a reset link when the address belongs to an account; the answer never tells which. */
  async remindPassword(email: string): Promise<void> {
    const user = await this.findByLogin(email);
    if (!user) return;
    await this.db.transaction(async (tx) => {
      const secret = await issueOneTimeToken(tx, { userId: user.id, purpose: 'password_reset', ttlMinutes: RESET_TTL_MINUTES });
      const link = `${this.config.publicWebUrl}/password/reset?token=${encodeURIComponent(secret)}&email=${encodeURIComponent(user.email)}`;
      await new Outbox(tx, this.config).sendEmail({
        to: user.email,
        userId: user.id,
        subject: 'Passwort zurücksetzen',
        text:
          `Hallo ${user.firstName},\n\nSie haben ein neues Passwort angefordert. Über diesen Link legen Sie es fest:\n\n${link}\n\n` +
          `Der Link ist ${RESET_TTL_MINUTES} Minuten gültig und kann einmal verwendet werden. Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail.\n\nIhr Marktplatz-Team`,
        links: [link],
      });
    });
  }

  /** Sets a new password with a reset token; every open session ends. */
  async resetPassword(secret: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const token = await findLiveToken(tx, secret, 'password_reset');
      if (!token) throw ValidationError.field('token', 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.');
      await consumeTokens(tx, token.userId, 'password_reset');
      await tx
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, token.userId), isNull(users.deletedAt)));
      await this.announce(tx, { type: 'password_changed', userId: token.userId });
    });
  }

  // --- profile ------------------------------------------------------------------------------------

  /** The profile for the user's role. */
  async profile(userId: number) {
    const user = await this.withNewsletter(await this.findUser(this.db, userId));
    return user.role === 'User' ? this.customerProfile(user) : this.providerProfile(user);
  }

  /**
   * `GET /profile/customer`, from the row the auth check loaded (no query: that row carries the newsletter
   * state, see `authenticate`). A row from elsewhere goes through `withNewsletter` first.
   */
  async customerProfile(user: UserRow) {
    return customerProfile(this.config, user);
  }

  /** `GET /providerProfile`: the user row (with the newsletter state, as for the customer) and the company profile. */
  async providerProfile(user: UserRow) {
    const [profile] = await this.db.select().from(providerProfiles).where(eq(providerProfiles.userId, user.id)).limit(1);
    return providerProfile(this.config, user, profile);
  }

  async updateDetails(userId: number, input: DetailsUpdate) {
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (input.first_name !== undefined) changes.firstName = input.first_name;
    if (input.last_name !== undefined) changes.lastName = input.last_name;
    if (input.birthday !== undefined) changes.birthday = input.birthday;
    if (input.phone !== undefined) changes.phone = input.phone || null;
    if (input.address !== undefined) changes.address = input.address;
    if (input.country_id !== undefined) changes.countryId = input.country_id;
    await this.db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return this.profile(userId);
  }

  /** E-mail, username and password; the current password is required. A new password ends other sessions. */
  async updateAuth(userId: number, input: AuthUpdate) {
    const user = await this.findUser(this.db, userId);
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw ValidationError.field('current_password', 'Das aktuelle Passwort ist falsch.');
    }
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (input.email !== undefined && input.email !== user.email.toLowerCase()) {
      await this.assertEmailFree(this.db, input.email, userId);
      changes.email = input.email;
    }
    if (input.username !== undefined) {
      if (input.username) {
        const [taken] = await this.db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = ${input.username.toLowerCase()} and ${users.id} <> ${userId}`)
          .limit(1);
        if (taken) throw ValidationError.field('username', 'Dieser Benutzername ist bereits vergeben.');
      }
      changes.username = input.username || null;
    }
    if (input.password !== undefined) {
      changes.passwordHash = await hashPassword(input.password);
      changes.tokenVersion = user.tokenVersion + 1;
    }
    try {
      const [updated] = await this.db.update(users).set(changes).where(eq(users.id, userId)).returning();
      if (!updated) throw new NotFoundError();
      if (input.password !== undefined) await this.announce(this.db, { type: 'password_changed', userId });
      const token = input.password !== undefined ? await signAccessToken(this.config, updated) : undefined;
      return { profile: await this.profile(userId), token };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ValidationError(changes.email ? { email: [EMAIL_TAKEN] } : { username: ['Dieser Benutzername ist bereits vergeben.'] });
      }
      throw error;
    }
  }

  async updateAvatar(userId: number, image: UploadedImage): Promise<string> {
    const user = await this.findUser(this.db, userId);
    const key = await storeUpload(this.config, 'avatars', image.buffer, image.extension);
    await this.db.update(users).set({ avatar: key, updatedAt: new Date() }).where(eq(users.id, userId));
    await removeUpload(this.config, user.avatar);
    return key;
  }

  async updateTwoFactor(userId: number, input: TwoFactorUpdate) {
    const changes: Partial<typeof users.$inferInsert> = { twoFactorStatus: input.two_factor_status, updatedAt: new Date() };
    if (input.two_factor_mobile !== undefined) changes.twoFactorMobile = input.two_factor_mobile || null;
    if (input.two_factor_country_code !== undefined) changes.twoFactorCountryCode = input.two_factor_country_code || null;
    const [updated] = await this.db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!updated) throw new TokenInvalidError();
    return twoFactorSettings(updated);
  }

  // --- deletion -----------------------------------------------------------------------------------

  /**
   * Deletes the account's personal data (`POST /accountDeletion`, the customer's own request). The erasure itself is
   * {@link eraseAccount} — the same function the back office's erasure (`POST /admin/customers/:id/erase`) runs.
   */
  async deleteAccount(session: SessionUser, password: string | undefined): Promise<void> {
    const user = await this.findUser(this.db, session.id);
    if (password !== undefined && !(await verifyPassword(user.passwordHash, password))) {
      throw ValidationError.field('password', 'Das Passwort ist falsch.');
    }
    await this.db.transaction(async (tx) => {
      await eraseAccount(tx, user, { userErasers: this.userErasers, providerWithdrawal: this.providerWithdrawal });
      await tx
        .insert(revokedTokens)
        .values({ jti: session.jti, expiresAt: new Date(session.exp * 1000) })
        .onConflictDoNothing();
    });
    await removeUpload(this.config, user.avatar);
  }
}

/** A new confirmation link by e-mail (registration, `POST /register/resend`, the back office's „Bestätigung erneut senden“). */
export async function sendConfirmationEmail(db: Executor, config: AppConfig, user: UserRow): Promise<void> {
  const secret = await issueOneTimeToken(db, { userId: user.id, purpose: 'email_confirmation', ttlMinutes: CONFIRMATION_TTL_MINUTES });
  const link = `${config.publicApiUrl}/register/confirm?token=${encodeURIComponent(secret)}`;
  await new Outbox(db, config).sendEmail({
    to: user.email,
    userId: user.id,
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    text:
      `Hallo ${user.firstName},\n\nwillkommen beim Marktplatz! Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n\n${link}\n\n` +
      `Der Link ist 48 Stunden gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.\n\nIhr Marktplatz-Team`,
    links: [link],
  });
}

/** What {@link eraseAccount} runs besides the account's own tables: every module's eraser and the provider withdrawal. */
export interface ErasureSteps {
  userErasers: readonly UserEraser[];
  providerWithdrawal?: ProviderWithdrawalSteps;
}

/**
 * Erases one account inside the caller's transaction (DSGVO Art. 17). The user row stays as an anonymous stub (its
 * id keeps orders and invoices, which German retention law requires, consistent); names, contact data, avatar,
 * login, lock, the provider profile, open tokens and the messages sent to the user are removed, and every module's
 * `eraseUser` deletes or pseudonymises its part (orders and invoices: README „Erasure and retention“). Raising the
 * token version ends every session. The avatar file is the caller's to remove once the transaction committed.
 */
export async function eraseAccount(tx: Executor, user: UserRow, steps: ErasureSteps): Promise<void> {
  // A provider's offers leave the marketplace in this transaction (account/README.md: products, bundles, lead
  // routes, calls to action, provider page, store search, food ordering; open leads closed, customers told).
  // A module may refuse (open orders not yet shipped): then nothing is deleted.
  if (user.role === 'Company') await steps.providerWithdrawal?.withdrawProvider(tx, user.id, 'account_ended');
  await tx
    .update(users)
    .set({
      email: `geloescht-${user.id}@anonymisiert.invalid`,
      username: null,
      passwordHash: 'gelöscht',
      gender: null,
      firstName: 'Gelöschtes',
      lastName: 'Konto',
      birthday: null,
      phone: null,
      address: null,
      countryId: null,
      avatar: null,
      bankId: null,
      subscribed: false,
      twoFactorStatus: false,
      twoFactorMobile: null,
      twoFactorCountryCode: null,
      lockedAt: null,
      lockedReason: null,
      lastLoginAt: null,
      tokenVersion: user.tokenVersion + 1,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await tx.delete(providerProfiles).where(eq(providerProfiles.userId, user.id));
  for (const erase of steps.userErasers) await erase(tx, { id: user.id, email: user.email });
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
  await forgetMessagesTo(tx, { id: user.id, email: user.email });
}

export const MARKETPLACE_MODULES: Array<{ id: number; key: string; name: string; path: string; is_active: boolean }> = [
  { id: 1, key: 'shop', name: 'Marktplatz', path: '/shop', is_active: true },
  { id: 2, key: 'leads', name: 'Anfragen & Angebote', path: '/leads', is_active: true },
  { id: 3, key: 'orders', name: 'Bestellungen', path: '/orders', is_active: true },
  { id: 4, key: 'food', name: 'Essen bestellen', path: '/food', is_active: true },
  { id: 5, key: 'stores', name: 'Anbieter & Filialen', path: '/stores', is_active: true },
  { id: 6, key: 'chat', name: 'Nachrichten', path: '/chat', is_active: true },
  { id: 7, key: 'properties', name: 'Immobilien', path: '/properties', is_active: true },
];

export interface DemoProviderInput {
  email: string;
  username: string;
  /** An argon2id hash (hash once with `hashPassword` when creating several accounts). */
  passwordHash: string;
  gender: 'male' | 'female' | 'other';
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  vatNumber?: string;
}

/** A confirmed provider account with its company profile, for other modules' demo data (seeds). Returns its id. */
export async function createConfirmedProvider(db: Executor, input: DemoProviderInput): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      role: 'Company',
      email: input.email,
      username: input.username,
      passwordHash: input.passwordHash,
      gender: input.gender,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      countryId: 276,
      registrationCompleted: true,
      emailConfirmedAt: new Date('2026-01-01T09:00:00Z'),
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`Anbieter ${input.email} wurde nicht angelegt.`);
  await db.insert(providerProfiles).values({
    userId: user.id,
    companyName: input.companyName,
    street: input.street,
    houseNumber: input.houseNumber,
    zipCode: input.zipCode,
    city: input.city,
    showProfile: true,
    vatNumber: input.vatNumber ?? null,
  });
  await assignProviderSlug(db, user.id);
  return user.id;
}
