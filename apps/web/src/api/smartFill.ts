import type { BatchSelect, Envelope, RecommendRequest, RecommendResult, ScoreProfile, ScoreProfileInput } from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap, type WriteOptions } from './http.ts';

/** Typed calls of the admission engine the score and recommendation pages use. */

/** GET /xueShengCjb/getScoreByYhId: my stored score (null result when none). */
export const getMyScore = () => unwrap(http.get<ScoreProfile | null>('/xueShengCjb/getScoreByYhId'));

/** POST /xueShengCjb/save: stores the score and answers it with the derived rank. */
export const saveMyScore = (input: ScoreProfileInput, options?: WriteOptions<ScoreProfile>) => http.postJson<ScoreProfile>('/xueShengCjb/save', input, options);

/** Whether the stored profile is what was sent (the read-back after a save timed out). */
export function scoreStored(stored: ScoreProfile | null, input: ScoreProfileInput): boolean {
  if (!stored) return false;
  const same = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) =>
    [...(a ?? [])].sort().join() === [...(b ?? [])].sort().join();
  return (
    stored.province === input.province &&
    stored.year === input.year &&
    stored.score === input.score &&
    (input.subjectType === undefined || stored.subjectType === input.subjectType) &&
    (input.subjects === undefined || same(stored.subjects, input.subjects)) &&
    (input.rank === undefined || (stored.rank === input.rank && stored.rankSource === 'given'))
  );
}

/**
 * After a score save timed out: GET /xueShengCjb/getScoreByYhId and, when it holds what was sent,
 * the envelope of a successful save (so the page says 已保存, not 请求超时).
 */
export const scoreReadBack = (input: ScoreProfileInput) => async (): Promise<Envelope<ScoreProfile> | null> => {
  const stored = await getMyScore();
  return scoreStored(stored, input) ? { success: true, code: 200, message: '', timestamp: Date.now(), result: stored! } : null;
};

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
