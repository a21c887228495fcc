import type { XuankeReport } from '@zhiyuan/shared/contracts/xuanke';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/**
 * GET /xuankeTopicOptions/xkTestReport (选科报告): coverage of every subject combination of the
 * province and my fit with them; `targets` are major names (at most 10).
 */
export const getXuankeReport = (province: string, targets: string[] = []) =>
  unwrap(http.get<XuankeReport>('/xuankeTopicOptions/xkTestReport', { province, targets: targets.length ? targets.join(',') : undefined }));
