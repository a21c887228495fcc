import type { CodeDelivery, HealthStatus } from '@zhiyuan/shared';
import { http } from './http';

export type { CodeDelivery, HealthStatus };

export const getHealth = () => http.get<HealthStatus>('/health', undefined, { silent: true });
