import { http } from './http';

/** Where verification codes go: a real provider, the development outbox (开发发件箱) or nowhere. */
export type CodeDelivery = 'provider' | 'outbox' | 'none';

/** GET /health (public): liveness, and where verification codes go (kinds only, nothing secret). */
export interface HealthStatus {
  status: 'up';
  database: string;
  sharedState: string;
  dataMode: 'real' | 'demo';
  uptimeSeconds: number;
  delivery: { sms: CodeDelivery; email: CodeDelivery };
  /** True while any channel's codes go to the outbox instead of users. */
  codesToOutbox: boolean;
}

export const getHealth = () => http.get<HealthStatus>('/health', undefined, { silent: true });
