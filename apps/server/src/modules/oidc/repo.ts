import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { openClients, users } from '../../db/schema/index.ts';
import type { PageInput } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';

export type OpenClientRow = typeof openClients.$inferSelect;
export type OpenClientInsert = typeof openClients.$inferInsert;

/** 接入网站 by name, newest first: one page and the total. */
export async function clientPage(db: Db, q: PageInput & { name?: string }): Promise<{ rows: OpenClientRow[]; total: number }> {
  const where: SQL | undefined = q.name ? ilike(openClients.name, escapeLike(q.name)) : undefined;
  return tablePage(db, openClients, where, [desc(openClients.createTime), desc(openClients.id)], q);
}

export async function allClients(db: Db, limit = 1000): Promise<OpenClientRow[]> {
  return db.select().from(openClients).orderBy(desc(openClients.createTime)).limit(limit);
}

export async function clientById(db: Db, id: string): Promise<OpenClientRow | undefined> {
  const [row] = await db.select().from(openClients).where(eq(openClients.id, id)).limit(1);
  return row;
}

export async function insertClient(db: Db, values: OpenClientInsert): Promise<OpenClientRow> {
  const [row] = await db.insert(openClients).values(values).returning();
  return row;
}

export async function updateClient(db: Db, id: string, values: Partial<OpenClientInsert>): Promise<OpenClientRow | undefined> {
  const [row] = await db.update(openClients).set(values).where(eq(openClients.id, id)).returning();
  return row;
}

export async function deleteClients(db: Db, ids: string[]): Promise<void> {
  await db.delete(openClients).where(inArray(openClients.id, ids));
}

/** What the provider tells a client of a user (claims) and whether the account may still sign in. */
export async function accountClaimsRow(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      avatar: users.avatar,
      email: users.email,
      mobile: users.mobile,
      mobileVerified: users.mobileVerified,
      sex: users.sex,
      status: users.status,
      updateTime: users.updateTime,
    })
    .from(users)
    .where(and(eq(users.id, id)))
    .limit(1);
  return row;
}
