import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { VolunteerRow } from '@zhiyuan/shared';
import { users } from './identity.ts';

/**
 * 志愿表: a user's volunteer forms, several per batch. The rows live in one jsonb column so a
 * save replaces the whole list in one statement: a rejected save never touches the stored one.
 */
export const volunteerForms = pgTable(
  'volunteer_form',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    province: text('province').notNull(),
    year: smallint('year').notNull(),
    subjectType: text('subject_type').notNull(),
    /** 选科 of the student when the form was saved. */
    subjects: jsonb('subjects')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Batch number of the province config (2 = 本科批 …). */
    batch: smallint('batch').notNull(),
    score: integer('score'),
    rank: integer('rank'),
    /** The year of the 一分一段 table the rank was read on (the score profile's), shown with the rank. */
    rankTableYear: smallint('rank_table_year'),
    rows: jsonb('rows')
      .$type<VolunteerRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Grows by one per save; a save must name the version it was edited from. */
    version: integer('version').notNull().default(1),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('volunteer_form_user_idx').on(t.userId, t.province, t.batch)],
);
