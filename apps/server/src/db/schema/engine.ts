import { integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * 我的成绩: a user's score profile (one per user), with the rank derived from that year's rank
 * table when the user did not enter one, and the range of students on the same score.
 */
export const scoreProfiles = pgTable('score_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  province: text('province').notNull(),
  year: smallint('year').notNull(),
  subjectType: text('subject_type').notNull(),
  /** 选科, e.g. ["物理","化学","生物"]; null when not given. */
  subjects: jsonb('subjects').$type<string[] | null>(),
  score: numeric('score', { mode: 'number' }).notNull(),
  rank: integer('rank'),
  /** given / table / estimated */
  rankSource: text('rank_source').$type<'given' | 'table' | 'estimated'>(),
  rankStart: integer('rank_start'),
  rankEnd: integer('rank_end'),
  sameScoreCount: integer('same_score_count'),
  rankTableYear: smallint('rank_table_year'),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
