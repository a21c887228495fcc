import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentKind } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import type { contentItems } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import { SEED_ARTICLES } from '../../content-seed/articles.ts';
import { SEED_QUESTIONS } from '../../content-seed/questions.ts';
import { SEED_EXPERTS } from '../../content-seed/experts.ts';
import { SEED_CASES } from '../../content-seed/cases.ts';
import { SEED_PATHWAYS } from '../../content-seed/pathways.ts';
import { SEED_COMPETITIONS } from '../../content-seed/whitelist.ts';
import { SEED_CONDITIONS } from '../../content-seed/conditions.ts';
import { SEED_TEMPLATES } from '../../content-seed/templates.ts';
import { SEED_COURSES } from '../../content-seed/courses.ts';
import { SEED_AUTONOMOUS } from '../../content-seed/autonomous.ts';
import { SEED_CAMPS } from '../../content-seed/camps.ts';
import type { FileService } from '../file/service.ts';
import { searchTextOf, tablesOfHtml } from './model.ts';
import * as repo from './seed-repo.ts';

type NewItem = typeof contentItems.$inferInsert;

/** The setting key marking that a kind's seed ran (once per database: an operator's deletions stick). */
export const seedMarker = (kind: ContentKind) => `contentSeeded:${kind}`;

const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../content-seed/media');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A seed row: published now, marked 示例, in seed order, its search text computed. */
function item(kind: ContentKind, key: string, order: number, fields: Partial<NewItem> & { title: string }): NewItem {
  const row: NewItem = {
    // A second apart in seed order (the first newest), so "newest first" lists keep the seed's order.
    id: newId(),
    kind,
    seedKey: key,
    isExample: true,
    status: 'published',
    publishTime: new Date(Date.now() - order * 1000),
    sortOrder: order,
    createBy: 'system',
    summary: '',
    body: '',
    category: '',
    province: null,
    tags: [],
    extra: {},
    recommended: false,
    ...fields,
  };
  row.body = sanitizeUserHtml(row.body ?? '');
  row.searchText = searchTextOf({
    title: row.title,
    summary: row.summary ?? '',
    body: row.body,
    category: row.category ?? '',
    tags: row.tags ?? [],
    extra: row.extra ?? {},
  });
  return row;
}

/** The seed rows of each kind that needs no stored file. */
const PLAIN_KINDS: Partial<Record<ContentKind, () => NewItem[]>> = {
  article: () =>
    SEED_ARTICLES.map((a, i) => {
      const body = sanitizeUserHtml(a.bodyHtml);
      const tables = tablesOfHtml(body, newId);
      return item('article', a.key, i + 1, {
        title: a.title,
        category: a.category,
        province: a.province,
        tags: [...a.tags],
        summary: a.summary,
        body,
        recommended: a.recommended,
        extra: tables.length ? { tables } : {},
      });
    }),
  question: () =>
    SEED_QUESTIONS.map((q, i) =>
      item('question', q.key, i + 1, {
        title: q.question,
        body: q.answerHtml,
        category: q.category,
        recommended: q.recommended,
      }),
    ),
  expert: () =>
    SEED_EXPERTS.map((e, i) =>
      item('expert', e.key, i + 1, {
        title: e.name,
        body: `<p>${escapeHtml(e.bio)}</p>`,
        summary: e.title,
        extra: { headline: e.title, provinces: [...e.provinces], specialities: [...e.specialities], yearsOfPractice: e.yearsOfPractice, booking: e.booking },
      }),
    ),
  case: () =>
    SEED_CASES.map((c, i) =>
      item('case', c.key, i + 1, {
        title: c.title,
        province: c.province,
        body: c.lessonHtml,
        summary: c.result,
        category: c.subjectType,
        extra: { year: c.year, subjectType: c.subjectType, score: c.score, rank: c.rank, choices: c.choices.map((x) => ({ ...x })), result: c.result },
      }),
    ),
  pathway: () =>
    SEED_PATHWAYS.map((p, i) =>
      item('pathway', p.key, i + 1, {
        title: p.title,
        summary: p.who,
        body: p.bodyHtml,
        extra: { who: p.who, when: p.when, how: p.how, steps: p.steps.map((s) => ({ ...s })) },
      }),
    ),
  competition: () =>
    SEED_COMPETITIONS.map((c, i) =>
      item('competition', c.key, i + 1, {
        title: c.name,
        category: c.subject,
        extra: { organiser: c.organiser, recognisedFor: c.recognisedFor },
      }),
    ),
  condition: () =>
    SEED_CONDITIONS.map((c, i) =>
      item('condition', c.key, i + 1, {
        title: c.appliesTo,
        category: c.kind,
        extra: { rule: c.rule, note: c.note },
      }),
    ),
  template: () =>
    SEED_TEMPLATES.map((t, i) =>
      item('template', t.key, i + 1, {
        title: t.title,
        summary: t.use,
        extra: { text: t.body },
      }),
    ),
  autonomous: () =>
    SEED_AUTONOMOUS.map((a, i) =>
      item('autonomous', a.key, i + 1, {
        title: a.title,
        summary: a.summary,
        body: a.bodyHtml,
        // Major ids are made here: /majorAutonomousEnrolment/get/{id} finds a major by it.
        extra: {
          schoolName: a.schoolName,
          schoolId: null,
          programme: a.programme,
          year: a.year,
          majors: a.majors.map((name) => ({ id: newId(), name, requirement: '', plan: null })),
        },
      }),
    ),
  camp: () =>
    SEED_CAMPS.map((c, i) =>
      item('camp', c.key, i + 1, {
        title: c.title,
        summary: c.summary,
        body: c.bodyHtml,
        province: c.province,
        extra: {
          schoolName: c.schoolName,
          season: c.season,
          startDate: c.startDate,
          endDate: c.endDate,
          applyBy: c.applyBy,
          who: c.who,
          fee: c.fee,
          howToApply: c.howToApply,
          link: '',
        },
      }),
    ),
};

/** Claims a kind's seed (true the first time only, on any instance). */
const claim = (db: Db, kind: ContentKind): Promise<boolean> => repo.claimMarker(db, seedMarker(kind));

/**
 * Seeds the shipped content once per kind and database. Kinds with stored files (courses: lesson
 * videos and posters) need the file service and run only when `files` is given (at app start);
 * the others run from seed.ts too. Items are marked 示例 (isExample) and published now.
 */
export async function ensureContent(db: Db, fileService?: FileService): Promise<void> {
  const done = new Set(await repo.seededMarkers(db));
  for (const [kind, rowsOf] of Object.entries(PLAIN_KINDS) as [ContentKind, () => NewItem[]][]) {
    // Built only when the kind is still to seed: sanitising and cutting ~100 bodies takes seconds.
    if (done.has(seedMarker(kind))) continue;
    const rows = rowsOf();
    if (!rows.length) continue;
    // The claim and the rows in one transaction: the kind's marker is written only with its rows.
    await repo.seedItemsOnce(db, seedMarker(kind), rows);
  }
  if (fileService && SEED_COURSES.length) await ensureCourses(db, fileService);
}

const MEDIA_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  vtt: 'text/vtt',
};

async function ensureCourses(db: Db, fileService: FileService): Promise<void> {
  const admin = await repo.adminUser(db);
  if (!admin) return;
  if (await repo.hasMarker(db, seedMarker('course'))) return;
  // Files are checked before the claim, so a missing media file does not use up the seed.
  const names = new Set(SEED_COURSES.flatMap((c) => c.lessons.flatMap((l) => [l.video, l.poster])).filter(Boolean));
  for (const name of names) {
    try {
      await fs.access(path.join(MEDIA_DIR, name));
    } catch {
      return;
    }
  }
  if (!(await claim(db, 'course'))) return;
  const store = await fileService.active();
  const stored = new Map<string, string>();
  const storeFile = async (name: string): Promise<string | null> => {
    if (!name) return null;
    const known = stored.get(name);
    if (known) return known;
    const ext = path.extname(name).slice(1).toLowerCase();
    const buffer = await fs.readFile(path.join(MEDIA_DIR, name));
    // A key named by the content: seeding again (another database on the same store) rewrites the same object.
    const fKey = `0000/00/${createHash('sha256').update(buffer).digest('hex').slice(0, 32)}.${/^[a-z0-9]{1,8}$/.test(ext) ? ext : 'bin'}`;
    const type = MEDIA_TYPES[ext] ?? 'application/octet-stream';
    await store.put(fKey, buffer, type);
    const id = fileService.newFileId();
    await repo.insertFile(db, {
      id,
      title: name,
      fKey,
      size: buffer.length,
      type,
      location: store.location,
      shared: true,
      ownerId: admin.id,
      createBy: admin.username,
    });
    stored.set(name, id);
    return id;
  };
  for (const [i, c] of SEED_COURSES.entries()) {
    if (await repo.seededCourseExists(db, c.key)) continue;
    const lessons: NewItem[] = [];
    for (const [j, l] of c.lessons.entries()) {
      const [videoFileId, posterFileId] = [await storeFile(l.video), await storeFile(l.poster)];
      lessons.push(item('lesson', l.key, j + 1, { title: l.title, summary: l.summary, extra: { videoFileId, posterFileId, duration: l.duration } }));
    }
    const course = item('course', c.key, i + 1, {
      title: c.title,
      summary: c.summary,
      body: c.bodyHtml,
      recommended: c.recommended,
      extra: { speaker: c.speaker, posterFileId: (lessons[0]?.extra as { posterFileId?: string | null } | undefined)?.posterFileId ?? null },
    });
    await repo.insertItems(db, [course]);
    if (lessons.length)
      await repo.insertItems(
        db,
        lessons.map((l) => ({ ...l, parentId: course.id })),
      );
  }
}
