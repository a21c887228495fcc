import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { institutions, schoolAliases } from '../db/schema/index.ts';
import { canonicalName, InstitutionMatcher } from './matcher.ts';
import { AUTHORITY_NAMES, PUBLISHED_VARIANTS, type AliasKind } from './school-alias-list.ts';

export type { AliasKind };
export const ALIAS_KINDS: readonly AliasKind[] = ['short', 'former', 'campus', 'other'];

/**
 * The built-in alias list: [alias, the institution's catalog name, kind]. Short names as exam
 * authorities print them in narrow table columns, a few former names the catalog lacks, and
 * campus names that are not institutions of their own. Compiled for this project; an alias
 * whose institution is not in the catalog is left out when seeding.
 */
export const SEED_ALIASES: readonly (readonly [string, string, AliasKind])[] = [
  ['北大', '北京大学', 'short'],
  ['清华', '清华大学', 'short'],
  ['人大', '中国人民大学', 'short'],
  ['北师大', '北京师范大学', 'short'],
  ['北航', '北京航空航天大学', 'short'],
  ['北理工', '北京理工大学', 'short'],
  ['北邮', '北京邮电大学', 'short'],
  ['北交大', '北京交通大学', 'short'],
  ['中财', '中央财经大学', 'short'],
  ['贸大', '对外经济贸易大学', 'short'],
  ['外经贸', '对外经济贸易大学', 'short'],
  ['北外', '北京外国语大学', 'short'],
  ['中传', '中国传媒大学', 'short'],
  ['复旦', '复旦大学', 'short'],
  ['复旦医学', '复旦大学', 'campus'],
  ['复旦大学上海医学院', '复旦大学', 'campus'],
  ['上海交大', '上海交通大学', 'short'],
  ['上海交大医学院', '上海交通大学', 'campus'],
  ['交大医学', '上海交通大学', 'campus'],
  ['同济', '同济大学', 'short'],
  ['华东师大', '华东师范大学', 'short'],
  ['华师大', '华东师范大学', 'short'],
  ['上海财大', '上海财经大学', 'short'],
  ['上财', '上海财经大学', 'short'],
  ['上外', '上海外国语大学', 'short'],
  ['华东理工', '华东理工大学', 'short'],
  ['东华', '东华大学', 'short'],
  ['上理工', '上海理工大学', 'short'],
  ['上海师大', '上海师范大学', 'short'],
  ['上海海大', '上海海洋大学', 'short'],
  ['上海海事', '上海海事大学', 'short'],
  ['上海中医药', '上海中医药大学', 'short'],
  ['华政', '华东政法大学', 'short'],
  ['上海政法', '上海政法学院', 'short'],
  ['上海电力', '上海电力大学', 'short'],
  ['上海应用技术', '上海应用技术大学', 'short'],
  ['上海工程技术', '上海工程技术大学', 'short'],
  ['上海对外经贸', '上海对外经贸大学', 'short'],
  ['上海立信会计金融', '上海立信会计金融学院', 'short'],
  ['南大', '南京大学', 'short'],
  ['东南', '东南大学', 'short'],
  ['浙大', '浙江大学', 'short'],
  ['中科大', '中国科学技术大学', 'short'],
  ['武大', '武汉大学', 'short'],
  ['华科', '华中科技大学', 'short'],
  ['华中科大', '华中科技大学', 'short'],
  ['华南理工', '华南理工大学', 'short'],
  ['川大', '四川大学', 'short'],
  ['电子科大', '电子科技大学', 'short'],
  ['西交大', '西安交通大学', 'short'],
  ['西工大', '西北工业大学', 'short'],
  ['哈工大', '哈尔滨工业大学', 'short'],
  ['哈工大（威海）', '哈尔滨工业大学', 'campus'],
  ['哈工大（深圳）', '哈尔滨工业大学', 'campus'],
  ['南开', '南开大学', 'short'],
  ['天大', '天津大学', 'short'],
  ['山大', '山东大学', 'short'],
  ['厦大', '厦门大学', 'short'],
  ['吉大', '吉林大学', 'short'],
  ['大工', '大连理工大学', 'short'],
  ['中南', '中南大学', 'short'],
  ['湖大', '湖南大学', 'short'],
  ['重大', '重庆大学', 'short'],
  ['兰大', '兰州大学', 'short'],
  ['西电', '西安电子科技大学', 'short'],
  ['南航', '南京航空航天大学', 'short'],
  ['南理工', '南京理工大学', 'short'],
  ['中国海大', '中国海洋大学', 'short'],
  ['协和', '北京协和医学院', 'short'],
  ['华东政法学院', '华东政法大学', 'former'],
  ['上海第二医科大学', '上海交通大学', 'former'],
  ['上海医科大学', '复旦大学', 'former'],
  ['华中理工大学', '华中科技大学', 'former'],
  ['浙江农业大学', '浙江大学', 'former'],
];

/** Every built-in alias: the list above, then the data set's names (school-alias-list.ts). */
export const BUILT_IN_ALIASES: readonly (readonly [string, string, AliasKind])[] = [...SEED_ALIASES, ...AUTHORITY_NAMES, ...PUBLISHED_VARIANTS];

/** Per database: the institution count the built-in aliases were last seeded for in this process. */
const seededFor = new WeakMap<Db, number>();

/**
 * Adds the built-in aliases whose institution the catalog holds and that the table lacks (an
 * alias the admin gave another institution stays the admin's). A seeded alias the admin removed
 * is kept as REMOVED_SEED (matcher.ts), so it is never added again. Runs once per process and catalog size
 * (an import that adds institutions seeds again). Returns how many were added.
 */
export async function seedSchoolAliases(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(institutions);
  if (!Number(n) || seededFor.get(db) === Number(n)) return 0;
  const matcher = await InstitutionMatcher.load(db, { aliases: false });
  const rows = new Map<string, { alias: string; institutionId: string; kind: AliasKind; source: string }>();
  for (const [alias, name, kind] of BUILT_IN_ALIASES) {
    const key = canonicalName(alias);
    const institutionId = matcher.match(name);
    if (institutionId && key !== canonicalName(name) && !rows.has(key)) rows.set(key, { alias: key, institutionId, kind, source: 'seed' });
  }
  let added = 0;
  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += 500) {
    added += (
      await db
        .insert(schoolAliases)
        .values(all.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ alias: schoolAliases.alias })
    ).length;
  }
  seededFor.set(db, Number(n));
  return added;
}
