import type { BatchSelect, RecommendRequest, RecommendResult, ScoreProfile, ScoreProfileInput } from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/** Typed calls of the admission engine the score and recommendation pages use. */

/** GET /xueShengCjb/getScoreByYhId: my stored score (null result when none). */
export const getMyScore = () => unwrap(http.get<ScoreProfile | null>('/xueShengCjb/getScoreByYhId'));

/** POST /xueShengCjb/save: stores the score and answers it with the derived rank. */
export const saveMyScore = (input: ScoreProfileInput) => http.postJson<ScoreProfile>('/xueShengCjb/save', input);

/** GET /smartFill/info/piciSelect: the batches of a province / subject type with their limits. */
export const getBatches = (params: { province: string; subjectType?: string; year?: number }) =>
  unwrap(http.get<BatchSelect>('/smartFill/info/piciSelect', params));

/** GET /yuanxiaoLqxxJssdt/getYxByCmd?mode=recommend (groups / schools) or getZyByCmd (single majors). */
export function recommend(request: RecommendRequest, perMajor: boolean) {
  const { filters, ...rest } = request;
  const params: Record<string, unknown> = { mode: 'recommend', ...rest, ...(filters ?? {}) };
  for (const [k, v] of Object.entries(params)) if (Array.isArray(v) && !v.length) delete params[k];
  return unwrap(http.get<RecommendResult>(perMajor ? '/yuanxiaoLqxxJssdt/getZyByCmd' : '/yuanxiaoLqxxJssdt/getYxByCmd', params));
}
