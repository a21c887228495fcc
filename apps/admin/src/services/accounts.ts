import type { Page, PageQuery, SocialAccountView } from '@zhiyuan/shared';
import { http } from './http';

/** Secrets come back as this mask; sending it back keeps the stored value. */
export const SECRET_MASK = '******';
export type SettingKey = 'sms' | 'email' | 'social' | 'oss' | 'other' | 'notice';

export const getSetting = <T>(key: SettingKey) => http.get<T>(`/setting/${key}`);
export const saveSetting = (key: SettingKey, value: unknown) => http.postJson<null>(`/setting/${key}/set`, value as Record<string, unknown>, { silent: true });
/** Confirms one's password before changing delivery and identity settings (good for 5 minutes in this session). */
export const confirmPassword = (password: string) => http.postJson<{ validSeconds: number }>('/setting/confirmPassword', { password }, { silent: true });

export interface OutboxRow {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  scene: string;
  subject: string;
  body: string;
  createTime: string;
}
export const getOutbox = (query: PageQuery & Record<string, unknown>) => http.get<Page<OutboxRow>>('/outbox/getByPage', { ...query });

/** A social identity as the list shows it (the shared contract's). */
export type SocialRow = SocialAccountView;
export const getSocials = (query: PageQuery & Record<string, unknown>) => http.get<Page<SocialRow>>('/relate/findByCondition', { ...query });
export const unbindSocials = (ids: string[]) => http.post<null>('/relate/delByIds', { ids });
