import { aliasedTable, and, count, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles, users, vipMemberships } from '../../db/schema/index.ts';
import type { PageInput } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';

/** The roles of the site's own accounts; a user holding any other role is staff, not a member. */
export const MEMBER_ROLES = ['ROLE_USER', 'ROLE_VIP'];

/** Members: ordinary accounts (type 0) holding no role beyond the site's. */
export const isMember = (): SQL =>
  and(
    eq(users.type, 0),
    sql`not exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id} and ${notInArray(roles.name, MEMBER_ROLES)})`,
  )!;

export interface MemberQuery extends PageInput {
  key?: string;
  inviteBy?: string;
  status?: number;
  /** 1 VIP now, 0 not. */
  vip?: number;
}

const inviter = aliasedTable(users, 'inviter');

/** The queries of 会员管理 (modules/member). */
export function memberRepo(db: Db) {
  const invitedCount = sql<number>`(select count(*)::int from ${users} as invited where invited.invited_by = ${users.id})`;
  const vipNow = sql`${vipMemberships.expiresAt} > now()`;

  return {
    async page(q: MemberQuery): Promise<{ rows: MemberRow[]; total: number }> {
      const like = q.key ? escapeLike(q.key) : null;
      const where = and(
        isMember(),
        like
          ? or(
              ilike(users.username, like),
              ilike(users.nickname, like),
              ilike(users.mobile, like),
              ilike(users.email, like),
              eq(users.inviteCode, q.key!.toUpperCase()),
            )
          : undefined,
        q.inviteBy ? eq(users.invitedBy, q.inviteBy) : undefined,
        q.status === undefined ? undefined : eq(users.status, q.status),
        q.vip === undefined ? undefined : q.vip === 1 ? vipNow : or(isNull(vipMemberships.expiresAt), sql`${vipMemberships.expiresAt} <= now()`),
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ user: users, inviterName: inviter.nickname, vipStart: vipMemberships.createTime, vipEnd: vipMemberships.expiresAt, invitedCount })
          .from(users)
          .leftJoin(inviter, eq(inviter.id, users.invitedBy))
          .leftJoin(vipMemberships, eq(vipMemberships.userId, users.id))
          .where(where)
          .orderBy(desc(users.createTime), desc(users.id))
          .limit(q.pageSize)
          .offset((q.pageNumber - 1) * q.pageSize),
        db.select({ total: count() }).from(users).leftJoin(vipMemberships, eq(vipMemberships.userId, users.id)).where(where),
      ]);
      return { rows, total: Number(total) };
    },

    /** The members among these ids (staff ids are left out). */
    async membersAmong(ids: string[]) {
      return db
        .select({ id: users.id, username: users.username, inviteCode: users.inviteCode })
        .from(users)
        .where(and(inArray(users.id, ids), isMember()));
    },

    async one(id: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select({ user: users, inviterName: inviter.nickname, vipStart: vipMemberships.createTime, vipEnd: vipMemberships.expiresAt, invitedCount })
        .from(users)
        .leftJoin(inviter, eq(inviter.id, users.invitedBy))
        .leftJoin(vipMemberships, eq(vipMemberships.userId, users.id))
        .where(and(eq(users.id, id), isMember()))
        .limit(1);
      return row;
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>) {
      await db
        .update(users)
        .set({ ...values, updateTime: new Date() })
        .where(and(eq(users.id, id), isMember()));
    },

    /** Any account's invite code (staff invite too), or null before it has one. */
    async codeOf(id: string): Promise<string | null | undefined> {
      const [row] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, id));
      return row?.inviteCode;
    },

    /** Sets the invite code where none is kept yet; gives the code kept. */
    async keepInviteCode(id: string, code: string): Promise<string> {
      await db
        .update(users)
        .set({ inviteCode: code })
        .where(and(eq(users.id, id), isNull(users.inviteCode)));
      const [row] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, id));
      return row.inviteCode!;
    },

    async invitedCount(id: string): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.invitedBy, id));
      return Number(n);
    },

    async delete(ids: string[]) {
      await db.delete(users).where(and(inArray(users.id, ids), isMember()));
    },
  };
}

export type MemberRepo = ReturnType<typeof memberRepo>;
/** A member with its inviter's name, its membership dates and how many it invited. */
export interface MemberRow {
  user: typeof users.$inferSelect;
  inviterName: string | null;
  vipStart: Date | null;
  vipEnd: Date | null;
  invitedCount: number;
}
