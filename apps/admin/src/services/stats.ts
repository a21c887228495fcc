import type { DashboardStats } from '@zhiyuan/shared';
import { http } from './http';

export function getDashboardStats(days = 30): Promise<DashboardStats> {
  return http.get<DashboardStats>('/dashboard/stats', { days }, { silent: true });
}
