/**
 * The answer schemas ts-to-zod cannot generate (scripts/contracts.mjs): the generic contracts
 * (Page<T>, the content cards of each kind) and what is built on them. Written by hand, checked
 * against the contracts below (tsc), like the generated ones are in agree.ts.
 */
import { z } from 'zod';
import type { ContentKind, ContentExtraByKind } from '../contracts/content.ts';
import type * as content from '../contracts/content.ts';
import type { Page } from '../contracts/envelope.ts';
import { contentExtraByKindSchema, contentStatusSchema } from './content.ts';
import type { RecommendResult } from '../contracts/engine.ts';
import type { ScoreLineRow } from '../contracts/reference.ts';
import { recommendResultSchema } from './engine.ts';
import { scoreLineRowSchema } from './reference.ts';
import { userViewSchema } from '../contracts/identity.ts';
import type * as identity from '../contracts/identity.ts';
import { menuNodeSchema } from './identity.ts';

/** Page<T> (Spring Data shape). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number(), totalPages: z.number(), number: z.number(), size: z.number() });

const extras = contentExtraByKindSchema.shape;
const neighbour = z.object({ id: z.string(), title: z.string() }).nullable().optional();

/** ContentCard<K>: one item of a kind as the site lists it. */
export const contentCardSchema = <K extends ContentKind>(kind: K) =>
  z.object({
    id: z.string(),
    kind: z.literal(kind),
    title: z.string(),
    summary: z.string(),
    category: z.string(),
    province: z.string().nullable(),
    tags: z.array(z.string()),
    recommended: z.boolean(),
    pinned: z.boolean(),
    viewCount: z.number(),
    publishTime: z.string().nullable(),
    isExample: z.boolean(),
    parentId: z.string().nullable(),
    sortOrder: z.number(),
    extra: extras[kind] as unknown as z.ZodType<ContentExtraByKind[K]>,
  });

/** ContentDetail<K>: the card with its body and (articles) its neighbours. */
export const contentDetailSchema = <K extends ContentKind>(kind: K) => contentCardSchema(kind).extend({ body: z.string(), prev: neighbour, next: neighbour });

/** ContentAdminView<K>: everything, with status and authoring fields. */
export const contentAdminViewSchema = <K extends ContentKind>(kind: K) =>
  contentDetailSchema(kind).extend({
    status: contentStatusSchema,
    scheduled: z.boolean(),
    createBy: z.string(),
    createTime: z.string(),
    updateBy: z.string().nullable(),
    updateTime: z.string().nullable(),
  });

/** A card of any kind (the union the search and admin lists return). */
export const anyContentCardSchema = z.union(
  (Object.keys(extras) as ContentKind[]).map((kind) => contentCardSchema(kind)) as unknown as [z.ZodType<content.ContentCard>],
);

export const courseViewSchema = contentDetailSchema('course').extend({ lessons: z.array(contentDetailSchema('lesson')) });
export const campCardSchema = contentCardSchema('camp').extend({ ended: z.boolean() });
export const campViewSchema = contentDetailSchema('camp').extend({ ended: z.boolean() });
const categoryCount = z.object({ name: z.string(), count: z.number() });
export const informationIndexSchema = z.object({ items: z.array(contentCardSchema('article')), categories: z.array(categoryCount) });
export const questionListSchema = z.object({ categories: z.array(categoryCount), items: z.array(contentDetailSchema('question')) });

/** UserAndMenu (GET /permission/getUserAndMenuList): built on the hand-written UserView. */
export const userAndMenuSchema = z.object({ user: userViewSchema.nullable(), menuList: z.array(menuNodeSchema), notAllow: z.array(z.string()) });

/**
 * GET /yuanxiaoLqxxJssdt/getYxByCmd and getZyByCmd: a page of lines, or with mode=recommend the
 * engine's answer. The page comes first: a recommendation lacks its `content` and is told apart at once.
 */
export const scoreLinesOrRecommendSchema = z.union([pageSchema(scoreLineRowSchema), recommendResultSchema]);

// Each schema gives exactly its contract's type (tsc checks).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(): T | undefined => undefined;
same<Same<z.infer<ReturnType<typeof pageSchema<z.ZodString>>>, Page<string>>>();
same<Same<z.infer<ReturnType<typeof contentCardSchema<'article'>>>, content.ContentCard<'article'>>>();
same<Same<z.infer<ReturnType<typeof contentDetailSchema<'question'>>>, content.ContentDetail<'question'>>>();
same<Same<z.infer<ReturnType<typeof contentAdminViewSchema<'camp'>>>, content.ContentAdminView<'camp'>>>();
same<Same<z.infer<typeof courseViewSchema>, content.CourseView>>();
same<Same<z.infer<typeof campCardSchema>, content.CampCard>>();
same<Same<z.infer<typeof campViewSchema>, content.CampView>>();
same<Same<z.infer<typeof informationIndexSchema>, content.InformationIndex>>();
same<Same<z.infer<typeof questionListSchema>, content.QuestionList>>();
same<Same<z.infer<typeof userAndMenuSchema>, identity.UserAndMenu>>();
same<Same<z.infer<typeof scoreLinesOrRecommendSchema>, Page<ScoreLineRow> | RecommendResult>>();
