import type {
  CollectionItem,
  CollectionToggle,
  CollectionKind,
  ControlLineRow,
  MajorBrief,
  MajorDetail,
  MajorLevel,
  MajorTreeNode,
  Page,
  RankLookup,
  RankTable,
  RankTableOption,
  SchoolSummary,
} from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/** Typed calls of the major library, major detail, history data (历年数据) and the saved lists. */

/** GET /professionBaseInfo/getProfessionAndJob: the catalog tree 门类 → 专业类 → majors of one level. */
export const getMajorTree = (level: MajorLevel) => unwrap(http.get<MajorTreeNode[]>('/professionBaseInfo/getProfessionAndJob', { level }));

/** GET /professionBaseInfo/professionGeneralSituation/{id}: a major with its schools, lines and related majors. */
export const getMajorDetail = (id: string, province?: string) =>
  unwrap(http.get<MajorDetail>(`/professionBaseInfo/professionGeneralSituation/${encodeURIComponent(id)}`, { province: province || undefined }));

/** GET /rkProfessionRank/getByLike: majors by name or pinyin initials, closest first (at most 20). */
export const searchMajors = (name: string, level?: MajorLevel) => unwrap(http.get<MajorBrief[]>('/rkProfessionRank/getByLike', { name, level }));

export interface RankTableKey {
  province: string;
  year: number;
  subjectType: string;
}

/** GET /rankTable/options: years and subject types with a 一分一段 table in a province. */
export const getRankOptions = (province: string) => unwrap(http.get<RankTableOption[]>('/rankTable/options', { province }));

/** GET /rankTable/get: a whole 一分一段 table, highest score first. */
export const getRankTable = (key: RankTableKey) => unwrap(http.get<RankTable>('/rankTable/get', { ...key }));

/** GET /rankTable/lookup: score → rank. */
export const lookupRank = (key: RankTableKey, score: number) => unwrap(http.get<RankLookup>('/rankTable/lookup', { ...key, score }));

/** GET /controlLine/get: 批次线 of a province (one year, or every year). */
export const getControlLines = (province: string, year?: number) => unwrap(http.get<ControlLineRow[]>('/controlLine/get', { province, year }));

/** POST /professionCollection/saveOrDelete: save, or remove when already saved. */
export const toggleCollection = (kind: CollectionKind, targetId: string) =>
  unwrap(http.post<CollectionToggle>('/professionCollection/saveOrDelete', { kind, targetId }));

/** GET /professionCollection/getMine: the user's saved schools or majors, newest first. */
export const getCollections = (kind: CollectionKind) => unwrap(http.get<CollectionItem[]>('/professionCollection/getMine', { kind }));

/** GET /schoolBaseInfo/getByPage?majorId=: one page of the schools offering a major (100 at most). */
export const getOfferingSchools = (majorId: string, pageNumber: number, pageSize = 100) =>
  unwrap(http.get<Page<SchoolSummary>>('/schoolBaseInfo/getByPage', { majorId, pageNumber, pageSize }));
