import type { ActuatorView, CacheInfoField, CacheKeyView, Page, PageQuery, ServerStatus } from '@zhiyuan/shared';
import { http } from './http';

/** 服务监控: the instance that answers, now and over its last hour. */
export function getServerStatus(): Promise<ServerStatus> {
  return http.get<ServerStatus>('/monitor/server');
}

/** 缓存监控: the product's keys in the shared state (Redis or in-process). */
export const getCacheKeys = (query: PageQuery & Record<string, unknown>) => http.get<Page<CacheKeyView>>('/redis/getAllByPage', query);
export const getCacheKey = (key: string) => http.get<CacheKeyView>(`/redis/getByKey/${encodeURIComponent(key)}`);
export const getCacheKeySize = () => http.get<{ keySize: number; time: number }>('/redis/getKeySize');
export const getCacheMemory = () => http.get<{ memory: number; time: number }>('/redis/getMemory');
export const getCacheInfo = () => http.get<CacheInfoField[]>('/redis/info');
export const saveCacheKey = (body: { key: string; value: string; expireTime?: number }) => http.post<null>('/redis/save', { ...body });
export const deleteCacheKeys = (keys: string[]) => http.post<{ deleted: number }>('/redis/delByKeys', { keys });
export const clearCache = (body: { namespace?: string; confirm: string }) => http.post<{ deleted: number }>('/redis/delAll', { ...body });

/** Actuator监控: this instance and its metrics as JSON. */
export const getActuator = () => http.get<ActuatorView>('/monitor/metrics');

/** Readiness (public, terse): the checks' states; a 503 answer is read, not thrown away. */
export async function getReadiness(): Promise<{ status: string; checks: Record<string, string> }> {
  try {
    return await http.get<{ status: string; checks: Record<string, string> }>('/health/ready', undefined, { silent: true });
  } catch (err) {
    const result = (err as { result?: unknown }).result as { status: string; checks: Record<string, string> } | null | undefined;
    if (result?.checks) return result;
    throw err;
  }
}
