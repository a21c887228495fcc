import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admissionRecords, volunteerForms } from '../../db/schema/index.ts';

/** The queries of 志愿表 (service.ts holds the rules). */

export type FormRow = typeof volunteerForms.$inferSelect;
export type FormValues = Omit<typeof volunteerForms.$inferInsert, 'id' | 'userId' | 'version' | 'createTime' | 'updateTime'>;

/** The user's form of this id (someone else's is not found). */
export async function formOf(db: Db, userId: string, id: string): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(volunteerForms)
    .where(and(eq(volunteerForms.id, id), eq(volunteerForms.userId, userId)));
  return row;
}

/** The user's forms (of a province, of a batch), last changed first. */
export function formsOf(db: Db, userId: string, filter: { province?: string; batch?: number }, limit: number): Promise<FormRow[]> {
  return db
    .select()
    .from(volunteerForms)
    .where(
      and(
        eq(volunteerForms.userId, userId),
        filter.province ? eq(volunteerForms.province, filter.province) : undefined,
        filter.batch ? eq(volunteerForms.batch, filter.batch) : undefined,
      ),
    )
    .orderBy(desc(volunteerForms.updateTime))
    .limit(limit);
}

/** Writes the form over version `expected` (and raises the version); undefined when it has moved on. */
export async function updateForm(db: Db, userId: string, id: string, expected: number, values: FormValues): Promise<FormRow | undefined> {
  const [updated] = await db
    .update(volunteerForms)
    .set({ ...values, version: sql`${volunteerForms.version} + 1`, updateTime: new Date() })
    .where(and(eq(volunteerForms.id, id), eq(volunteerForms.userId, userId), eq(volunteerForms.version, expected)))
    .returning();
  return updated;
}

/** How many forms the user has in the province and batch. */
export const formCount = (db: Db, userId: string, province: string, batch: number) =>
  db.$count(volunteerForms, and(eq(volunteerForms.userId, userId), eq(volunteerForms.province, province), eq(volunteerForms.batch, batch)));

export async function insertForm(db: Db, values: FormValues & { id: string; userId: string }): Promise<FormRow> {
  const [created] = await db.insert(volunteerForms).values(values).returning();
  return created;
}

/** Deletes the user's forms among `ids`; how many went. */
export async function deleteForms(db: Db, userId: string, ids: string[]): Promise<number> {
  const gone = await db
    .delete(volunteerForms)
    .where(and(eq(volunteerForms.userId, userId), inArray(volunteerForms.id, ids)))
    .returning({ id: volunteerForms.id });
  return gone.length;
}

/** Admission lines (group, major, institution) of the named schools in the province since `fromYear`. */
export function unitLines(db: Db, province: string, fromYear: number, names: string[], ids: string[]) {
  return db
    .select({
      institutionId: admissionRecords.institutionId,
      schoolName: admissionRecords.schoolName,
      schoolCode: admissionRecords.schoolCode,
      groupCode: admissionRecords.groupCode,
      level: admissionRecords.level,
      subjectType: admissionRecords.subjectType,
      year: admissionRecords.year,
      majorName: admissionRecords.majorName,
      majorCode: admissionRecords.majorCode,
      electiveRequirement: admissionRecords.electiveRequirement,
    })
    .from(admissionRecords)
    .where(
      and(
        eq(admissionRecords.province, province),
        gte(admissionRecords.year, fromYear),
        inArray(admissionRecords.level, ['group', 'major', 'institution']),
        or(inArray(admissionRecords.schoolName, names), ids.length ? inArray(admissionRecords.institutionId, ids) : sql`false`),
      ),
    );
}
