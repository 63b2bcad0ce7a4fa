import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IResolvers } from 'mercurius';
import type { AppConfig } from '../config';
import type { Database, Executor } from '../db/client';

/** A user whose account is being deleted. */
export interface ErasedUser {
  id: number;
  email: string;
}

/** Deletes or anonymises what one module keeps of an erased user, inside the account deletion's transaction. */
export type UserEraser = (tx: Executor, user: ErasedUser) => Promise<void>;

/**
 * One module's part of a person's data export (DSGVO Art. 15/20): plain JSON (snake_case keys, ISO dates, cents),
 * everything the module keeps about the person — not other people's data (e.g. a provider's name on an order is
 * fine, another customer's is not). Files are listed with name, type and size, not included.
 */
export type UserExporter = (db: Executor, user: ErasedUser) => Promise<Record<string, unknown>>;

/**
 * Something that happened to an account that modules above the account module react to (the account module imports
 * none of them): the address was confirmed (registration complete) or the password changed (reset link or settings).
 */
export interface AccountEvent {
  type: 'email_confirmed' | 'password_changed';
  userId: number;
}

/** A module's reaction to an account event, in the event's transaction when it has one. */
export type AccountEventListener = (db: Executor, event: AccountEvent) => Promise<void>;

/** What a module adds to the account's own profile (login answer, `GET /profile`): today the newsletter switch. */
export interface AccountProfileFacts {
  subscribed?: boolean;
}

/** A module's part of the account's own profile (`DomainModule.accountProfile`). */
export type AccountProfileSource = (db: Executor, user: ErasedUser) => Promise<AccountProfileFacts>;

/**
 * Why a provider's offers leave the marketplace: its account ended (deletion) or the back office suspended it.
 * A suspension can be undone (`reinstateProvider`); an ended account cannot.
 */
export type WithdrawalReason = 'account_ended' | 'suspended';

/**
 * Takes what one module offers publicly for a provider off the marketplace, inside the caller's transaction (so
 * everything goes at once or nothing does). May refuse with an `AppError` (e.g. open orders), which rolls back the
 * whole transaction.
 */
export type ProviderWithdrawal = (tx: Executor, providerId: number, reason: WithdrawalReason, context: WithdrawalContext) => Promise<void>;

/** What a withdrawal step may need besides the transaction: the config (e-mails to the customers through the outbox). */
export interface WithdrawalContext {
  config: AppConfig;
}

/** Puts back what {@link ProviderWithdrawal} took off for a suspension (not what the provider itself had switched off). */
export type ProviderReinstatement = (tx: Executor, providerId: number, context: WithdrawalContext) => Promise<void>;

export interface SeedContext {
  config: AppConfig;
}

/** A public page of the site for the sitemap: its path on the web front end and, when known, its last change. */
export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** At most this many URLs per module in the sitemap (the protocol allows 50,000 per file). */
export const SITEMAP_LIMIT_PER_MODULE = 10_000;

/**
 * What a notification can lead to, kept by the module that owns the record: an order by its number (`order`), a
 * provider's vendor order, a refund (provider's or customer's), a chat conversation, an offer, the inquiry behind a
 * lead, a product, a property.
 */
export type NotificationLinkKind =
  'order' | 'vendorOrder' | 'providerRefund' | 'customerRefund' | 'conversation' | 'offer' | 'inquiry' | 'product' | 'property';

/** The key of a notification's target: an order number for `order`, else the record's id. */
export type NotificationLinkKey = number | string;

/**
 * The owning module's part of a notification's link (`DomainModule.notificationLinks`): for the reader, the site path
 * of each given target that still exists and is the reader's, in one lookup. A target left out leads to the list.
 */
export type NotificationLinkResolver = (
  db: Executor,
  userId: number,
  keys: readonly NotificationLinkKey[],
) => Promise<ReadonlyMap<NotificationLinkKey, string>>;

/** The resolvers a module registers, by the kind of target it keeps. */
export type NotificationLinkResolvers = Partial<Record<NotificationLinkKind, NotificationLinkResolver>>;

/** One domain of the API: its REST routes, optional GraphQL part and optional demo data. */
export interface DomainModule {
  /** Unique name (also the key in `seed_history`). */
  name: string;
  /** REST routes; registered inside the encapsulated zod plugin. Every route declares `config.access`. */
  routes?: FastifyPluginAsyncZod;
  /** SDL using `extend type Query { … }`, and its resolvers. */
  graphql?: { schema: string; resolvers: IResolvers };
  /** Fills an empty database with German demo data; runs once per database, in module order. */
  seed?: (db: Database, context: SeedContext) => Promise<void>;
  /** The domain's public pages for `/sitemap.xml` (only what an anonymous visitor may see). */
  sitemap?: (db: Executor) => Promise<SitemapUrl[]>;
  /**
   * The module's part of deleting an account (DSGVO Art. 17): called by the account module for every module that
   * has one, so the account module needs no import of the modules that keep user data.
   */
  eraseUser?: UserEraser;
  /**
   * The module's part of the data export (DSGVO Art. 15/20, `GET /account/export`): the account module puts every
   * module's part under its name into one JSON document.
   */
  exportUser?: UserExporter;
  /**
   * The module's part of withdrawing a provider (account ended or suspended, `modules/withdrawal.ts`): its public
   * offers leave the marketplace in the caller's transaction; open business is closed by the module's documented rule.
   */
  withdrawProvider?: ProviderWithdrawal;
  /** The counterpart after a suspension is lifted. */
  reinstateProvider?: ProviderReinstatement;
  /** Reacts to account events (e.g. the in-app notice after a password change); the account module calls every one. */
  onAccountEvent?: AccountEventListener;
  /** Adds facts to the account's own profile (e.g. the newsletter switch); the account module asks every one. */
  accountProfile?: AccountProfileSource;
  /**
   * Where the notifications about the module's records lead (`NotificationLinkKind`): the notification module asks
   * the owner of each target, so it reads no other module's tables.
   */
  notificationLinks?: NotificationLinkResolvers;
}
