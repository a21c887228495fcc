import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 幂等请求 (issue 30): the answer to a write sent with an `Idempotency-Key` header, kept 24 h so a
 * retry of the same logical write (same caller, key and route) gets the first answer instead of
 * running again (plugins/idempotency.ts). `state` is 'running' while the first call is in its
 * handler, 'done' once its answer is stored. Only successful answers are kept; a failed call
 * removes its row so a retry runs again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    /** The caller's user id (keys of visitors are not kept). */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** `<METHOD> <route pattern>` (e.g. `POST /api/xueShengCjb/save`). */
    route: text('route').notNull(),
    /** sha256 of the request body: the same key with another body is refused, not replayed. */
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull().default('running'),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key, t.route] }), index('idempotency_key_expires_idx').on(t.expiresAt)],
);
