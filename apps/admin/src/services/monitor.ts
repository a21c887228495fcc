import type {
  ActuatorView,
  CacheInfoField,
  CacheKeySize,
  CacheKeysDeleted,
  CacheKeyView,
  CacheMemory,
  Page,
  PageQuery,
  ReadinessView,
  ServerStatus,
} from '@zhiyuan/shared';
import { http } from './http';

/** 服务监控: the instance that answers, now and over its last hour. */
export function getServerStatus(): Promise<ServerStatus> {
  return http.get<ServerStatus>('/monitor/server');
}

/** 缓存监控: the product's keys in the shared state (Redis or in-process). */
export const getCacheKeys = (query: PageQuery & Record<string, unknown>) => http.get<Page<CacheKeyView>>('/redis/getAllByPage', query);
export const getCacheKey = (key: string) => http.get<CacheKeyView>(`/redis/getByKey/${encodeURIComponent(key)}`);
export const getCacheKeySize = () => http.get<CacheKeySize>('/redis/getKeySize');
export const getCacheMemory = () => http.get<CacheMemory>('/redis/getMemory');
export const getCacheInfo = () => http.get<CacheInfoField[]>('/redis/info');
export const saveCacheKey = (body: { key: string; value: string; expireTime?: number }) => http.post<null>('/redis/save', { ...body });
export const deleteCacheKeys = (keys: string[]) => http.post<CacheKeysDeleted>('/redis/delByKeys', { keys });
export const clearCache = (body: { namespace?: string; confirm: string }) => http.post<CacheKeysDeleted>('/redis/delAll', { ...body });

/** Actuator监控: this instance and its metrics as JSON. */
export const getActuator = () => http.get<ActuatorView>('/monitor/metrics');

/** Readiness (public, terse): the checks' states; a 503 answer is read, not thrown away. */
export async function getReadiness(): Promise<ReadinessView> {
  try {
    return await http.get<ReadinessView>('/health/ready', undefined, { silent: true });
  } catch (err) {
    const result = (err as { result?: unknown }).result as ReadinessView | null | undefined;
    if (result?.checks) return result;
    throw err;
  }
}
