import type { SchoolPlans } from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/** GET /schoolBaseInfo/schoolPlans: a school's 招生计划 in a province (year: default the latest with a plan there). */
export const getSchoolPlans = (id: string, province: string, year?: number) =>
  unwrap(http.get<SchoolPlans>('/schoolBaseInfo/schoolPlans', { id, province, ...(year ? { year } : {}) }));
