import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('update_time', { withTimezone: true, mode: 'date' });

/**
 * 接入网站 (XBoot's t_client): a site that signs its users in through our OpenID Connect provider
 * (modules/oidc). Its secret is stored hashed (argon2id, as passwords) and shown once.
 */
export const openClients = pgTable('open_client', {
  /** The OAuth client_id. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  homeUri: text('home_uri').notNull().default(''),
  /** Compared exactly; https, or http on a loopback host. */
  redirectUris: text('redirect_uris')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** What the client may ask for: of openid, profile, email, phone. */
  scopes: text('scopes')
    .array()
    .notNull()
    .default(sql`'{openid}'::text[]`),
  /** Users are not asked to consent (they still log in). */
  autoApprove: boolean('auto_approve').notNull().default(false),
  /** argon2id of the client secret; null for a public client. */
  secretHash: text('secret_hash'),
  /** A public client (a single-page or native app): no secret, PKCE (S256) required. */
  public: boolean('public').notNull().default(false),
  /** 0 enabled, -1 disabled (its tokens stop working). */
  status: smallint('status').notNull().default(0),
  createBy: text('create_by').notNull().default(''),
  createTime: createdAt(),
  updateBy: text('update_by'),
  updateTime: updatedAt(),
});

/**
 * The OpenID Connect provider's storage (oidc-provider's adapter, modules/oidc/adapter.ts): one
 * row per artifact (sessions, grants, codes, tokens, interactions), its payload as the provider
 * gives it. `client_id` and `account_id` are copied out of the payload so that a client's or a
 * user's grants can be found and revoked.
 */
export const oidcPayloads = pgTable(
  'oidc_payload',
  {
    id: text('id').notNull(),
    /** The provider's model name: Session, Grant, AuthorizationCode, AccessToken, RefreshToken, Interaction… */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    clientId: text('client_id'),
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payload_grant_idx').on(t.grantId),
    index('oidc_payload_uid_idx').on(t.uid),
    index('oidc_payload_user_code_idx').on(t.userCode),
    index('oidc_payload_client_idx').on(t.clientId),
    index('oidc_payload_account_client_idx').on(t.accountId, t.clientId),
    index('oidc_payload_expires_idx').on(t.expiresAt),
  ],
);
