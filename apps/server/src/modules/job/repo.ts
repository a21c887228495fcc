import { and, asc, desc, eq, gte, ilike, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { quartzJobs, quartzLogs } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { PageInput } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';
import type { JobResult } from './registry.ts';

export type QuartzJobRow = typeof quartzJobs.$inferSelect;
export type QuartzLogRow = typeof quartzLogs.$inferSelect;
export type QuartzJobValues = Omit<QuartzJobRow, 'id' | 'createTime' | 'updateTime' | 'createBy' | 'updateBy' | 'status'>;

/** The queries of 定时任务 and its run log (modules/job). */
export function jobRepo(db: Db) {
  return {
    async all(): Promise<QuartzJobRow[]> {
      return db.select().from(quartzJobs).orderBy(asc(quartzJobs.createTime));
    },

    async byClass(jobClassName: string): Promise<QuartzJobRow | undefined> {
      const [row] = await db.select().from(quartzJobs).where(eq(quartzJobs.jobClassName, jobClassName)).limit(1);
      return row;
    },

    async byId(id: string): Promise<QuartzJobRow | undefined> {
      const [row] = await db.select().from(quartzJobs).where(eq(quartzJobs.id, id)).limit(1);
      return row;
    },

    async byIds(ids: string[]): Promise<QuartzJobRow[]> {
      return db.select().from(quartzJobs).where(inArray(quartzJobs.id, ids));
    },

    /** Jobs whose title or class contains `key`, oldest first. */
    async page(q: PageInput & { key?: string }): Promise<{ rows: QuartzJobRow[]; total: number }> {
      const like = q.key ? escapeLike(q.key) : null;
      const where = like ? or(ilike(quartzJobs.title, like), ilike(quartzJobs.jobClassName, like), ilike(quartzJobs.description, like)) : undefined;
      return tablePage(db, quartzJobs, where, [asc(quartzJobs.createTime), asc(quartzJobs.id)], q);
    },

    async insert(values: QuartzJobValues & { createBy: string }): Promise<QuartzJobRow> {
      const [row] = await db
        .insert(quartzJobs)
        .values({ id: newId(), ...values })
        .returning();
      return row;
    },

    /** A job class's first row, unless one is there already (another instance starting at the same moment). */
    async insertIfAbsent(values: QuartzJobValues & { createBy: string; status: number }): Promise<void> {
      await db
        .insert(quartzJobs)
        .values({ id: newId(), ...values })
        .onConflictDoNothing({ target: quartzJobs.jobClassName });
    },

    async update(id: string, values: Partial<QuartzJobValues & { status: number; updateBy: string }>): Promise<QuartzJobRow | undefined> {
      const [row] = await db
        .update(quartzJobs)
        .set({ ...values, updateTime: new Date() })
        .where(eq(quartzJobs.id, id))
        .returning();
      return row;
    },

    async delete(ids: string[]): Promise<void> {
      await db.delete(quartzJobs).where(inArray(quartzJobs.id, ids));
    },

    async logStart(values: { jobClassName: string; queueJobId: string; trigger: string; attempt: number; instance: string }): Promise<string> {
      const id = newId();
      await db.insert(quartzLogs).values({ id, ...values, outcome: 'running' });
      return id;
    },

    async logEnd(id: string, values: { outcome: 'ok' | 'failed'; result?: JobResult; error?: string; costTime: number }): Promise<void> {
      await db
        .update(quartzLogs)
        .set({ ...values, endTime: new Date() })
        .where(eq(quartzLogs.id, id));
    },

    /** Runs of one class (or all), newest first, within the dates. */
    async logPage(q: PageInput & { jobClassName?: string; outcome?: string }): Promise<{ rows: QuartzLogRow[]; total: number }> {
      const where = and(
        q.jobClassName ? eq(quartzLogs.jobClassName, q.jobClassName) : undefined,
        q.outcome ? eq(quartzLogs.outcome, q.outcome) : undefined,
        q.startDate ? gte(quartzLogs.executeTime, cnDay(q.startDate, false)) : undefined,
        q.endDate ? lte(quartzLogs.executeTime, cnDay(q.endDate, true)) : undefined,
      );
      return tablePage(db, quartzLogs, where, [desc(quartzLogs.executeTime), desc(quartzLogs.id)], q);
    },

    /** The latest run of each of the classes. */
    async lastRuns(jobClassNames: string[]): Promise<Map<string, { executeTime: Date; outcome: string }>> {
      if (!jobClassNames.length) return new Map();
      const rows = await db
        .selectDistinctOn([quartzLogs.jobClassName], {
          jobClassName: quartzLogs.jobClassName,
          executeTime: quartzLogs.executeTime,
          outcome: quartzLogs.outcome,
        })
        .from(quartzLogs)
        .where(inArray(quartzLogs.jobClassName, jobClassNames))
        .orderBy(quartzLogs.jobClassName, desc(quartzLogs.executeTime));
      return new Map(rows.map((r) => [r.jobClassName, r]));
    },

    async deleteLogs(ids: string[]): Promise<number> {
      const gone = await db.delete(quartzLogs).where(inArray(quartzLogs.id, ids)).returning({ id: quartzLogs.id });
      return gone.length;
    },
  };
}

export type JobRepo = ReturnType<typeof jobRepo>;
