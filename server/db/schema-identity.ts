import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountType, associationType } from '../../src/api/contract/track-accounts.ts';
import { invitationStatus } from '../../src/api/contract/observer-invitations.ts';
import { enumCheck, enumText } from './enum-column.ts';

/**
 * Tables of sign-in: tenants, users, one-time codes, track accounts (minimal; a later issue adds
 * vehicles and subscriptions) and the OpenID provider's state.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// The host has no tenant (null); unique keys that include the tenant treat the host as one tenant.
const tenantKey = sql`coalesce("tenant_id", '00000000-0000-0000-0000-000000000000'::uuid)`;

export const tenant = pgTable('tenant', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('tenant_name_uq'),
  normalizedName: text('normalized_name').notNull().unique('tenant_normalized_name_uq'),
  isActive: boolean('is_active').notNull().default(true),
  /** ABP's optimistic concurrency token (tenant management edits). */
  concurrencyStamp: text('concurrency_stamp')
    .notNull()
    .default(sql`gen_random_uuid()::text`),
  createdAt: createdAt(),
  /** Deleted by an administrator: kept (and inactive) so its data stays apart; name stays taken. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const appUser = pgTable(
  'app_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenant.id),
    /** E.164; null once the user deleted their account (the row stays, anonymised). */
    phoneNumber: text('phone_number'),
    /**
     * ABP's PhoneNumberConfirmed: a code sent to the number came back. A number an administrator
     * (or an owner adding an observer) typed is unproven until its holder signs in with a code.
     */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    userName: text('user_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language'),
    /** ABP's optimistic concurrency token for the account profile. */
    concurrencyStamp: text('concurrency_stamp').notNull(),
    /** Wrong passwords in a row; reaching the lock-out setting locks the user (ABP Identity). */
    accessFailedCount: integer('access_failed_count').notNull().default(0),
    lockoutEnd: timestamp('lockout_end', { withTimezone: true }),
    /** ABP's IsActive: an administrator switched the user off; they cannot sign in. */
    isActive: boolean('is_active').notNull().default(true),
    /** ABP's LockoutEnabled: wrong passwords may lock this user (an administrator may exempt). */
    lockoutEnabled: boolean('lockout_enabled').notNull().default(true),
    /**
     * The lock-out was set by an administrator (identity-admin), not by wrong passwords: it also
     * stops code sign-in, which a stranger's password guesses must not be able to block.
     */
    adminLocked: boolean('admin_locked').notNull().default(false),
    /**
     * Until then the sessions of the code sign-in that proved an administrator-set number (and
     * removed the administrator's password) may set the holder's own password without a second
     * code; null otherwise.
     */
    passwordSetupUntil: timestamp('password_setup_until', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_user_phone_uq')
      .on(tenantKey, t.phoneNumber)
      .where(sql`"phone_number" is not null`),
    uniqueIndex('app_user_user_name_uq')
      .on(tenantKey, sql`lower("user_name")`)
      .where(sql`"deleted_at" is null`),
    index('app_user_email_idx').on(sql`lower("email")`),
  ],
);

export const trackAccount = pgTable(
  'track_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    accountType: enumText('account_type', accountType.options).notNull(),
    tenantId: uuid('tenant_id').references(() => tenant.id),
    createdAt: createdAt(),
  },
  (t) => [enumCheck('track_account_type_ck', t.accountType, accountType.options)],
);

export const userTrackAccountAssociation = pgTable(
  'user_track_account_association',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    trackAccountId: uuid('track_account_id')
      .notNull()
      .references(() => trackAccount.id, { onDelete: 'cascade' }),
    associationType: enumText('association_type', associationType.options).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The name an owner gave an observer (their label, never the user's own profile). */
    observerName: text('observer_name'),
    /** The Idempotency-Key of the owner's create (one observer per key and account). */
    idempotencyKey: text('idempotency_key'),
    /**
     * Issue 28: only Accepted rows give the user anything of the account. No default on purpose:
     * every insert says whether its user agreed (owners, seeds) or is invited (observers).
     */
    invitationStatus: enumText('invitation_status', invitationStatus.options).notNull(),
    /** Who invited, shown to the invitee (null once that user is gone, and for old rows). */
    invitedByUserId: uuid('invited_by_user_id').references(() => appUser.id, {
      onDelete: 'set null',
    }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (t) => [
    unique('user_track_account_uq').on(t.userId, t.trackAccountId),
    unique('user_track_account_idempotency_uq').on(t.trackAccountId, t.idempotencyKey),
    index('user_track_account_account_idx').on(t.trackAccountId),
    enumCheck('association_type_ck', t.associationType, associationType.options),
    enumCheck('invitation_status_ck', t.invitationStatus, invitationStatus.options),
  ],
);

/**
 * Every invitation an account sent a person (issue 28), kept a week: it bounds re-inviting, and
 * survives the owner deleting and adding the observer again.
 */
export const observerInvitationLog = pgTable(
  'observer_invitation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackAccountId: uuid('track_account_id')
      .notNull()
      .references(() => trackAccount.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('observer_invitation_log_idx').on(t.trackAccountId, t.userId, t.createdAt)],
);

/** One-time sign-in codes, stored as an HMAC; the newest unconsumed one of a phone counts. */
export const otpCode = pgTable(
  'otp_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id'),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_code_phone_idx').on(t.phoneNumber, t.createdAt),
    index('otp_code_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/** What a mailed code is for: proving the address (issue 15) or signing in (issue 28). */
export const EMAIL_CODE_PURPOSES = ['verify', 'sign-in'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/**
 * Codes mailed to a user, stored as an HMAC of the purpose, the user, the address and the code:
 * only the newest code of a user and purpose counts, and only for the address it was sent to.
 * Older rows stay a day so the hourly sending limits can count them.
 */
export const emailCode = pgTable(
  'email_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    purpose: enumText('purpose', EMAIL_CODE_PURPOSES).notNull().default('verify'),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Who asked (sign-in codes are asked for anonymously: one address may ask for few). */
    clientIp: text('client_ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_code_user_idx').on(t.userId, t.createdAt),
    index('email_code_ip_idx').on(t.clientIp, t.createdAt),
    enumCheck('email_code_purpose_ck', t.purpose, EMAIL_CODE_PURPOSES),
  ],
);

/**
 * Wrong passwords in a row per user and client address (issue 28): reaching the lock-out setting
 * locks the user at that address only, so guesses from elsewhere cannot lock the real user out.
 */
export const signInLockout = pgTable(
  'sign_in_lockout',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    clientIp: text('client_ip').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    lockoutEnd: timestamp('lockout_end', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'sign_in_lockout_pk', columns: [t.userId, t.clientIp] }),
    index('sign_in_lockout_updated_idx').on(t.updatedAt),
  ],
);

/** Failed password sign-ins by client address: many from one address slow it down, then stop it. */
export const signInFailure = pgTable(
  'sign_in_failure',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_failure_ip_idx').on(t.clientIp, t.createdAt)],
);

/** Secrets made on the first start (signing keys, cookie keys, HMAC key): see auth/secrets.ts. */
export const authSecret = pgTable('auth_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** oidc-provider's models (grants, refresh tokens, sessions, interactions, codes…). */
export const oidcPayload = pgTable(
  'oidc_payload',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'oidc_payload_pk', columns: [t.kind, t.id] }),
    index('oidc_payload_grant_idx').on(t.grantId),
    index('oidc_payload_uid_idx').on(t.uid),
    index('oidc_payload_expires_idx').on(t.expiresAt),
    index('oidc_payload_account_idx').on(sql`("payload"->>'accountId')`),
  ],
);
