import type {
  EmailSetting,
  OssSetting,
  OtherSetting,
  OutboxMessageView,
  Page,
  PageQuery,
  PasswordConfirmed,
  PublicNotice,
  SmsSetting,
  SocialAccountView,
  SocialSetting,
} from '@zhiyuan/shared';
import { http } from './http';

/** Secrets come back as this mask; sending it back keeps the stored value. */
export const SECRET_MASK = '******';

/** What GET /setting/<key> answers (the contracts of settings.ts), secrets masked. */
export interface SettingByKey {
  sms: SmsSetting;
  email: EmailSetting;
  social: SocialSetting;
  oss: OssSetting;
  other: OtherSetting;
  notice: PublicNotice;
}
export type SettingKey = keyof SettingByKey;

export const getSetting = <K extends SettingKey>(key: K) => http.get<SettingByKey[K]>(`/setting/${key}`);
export const saveSetting = (key: SettingKey, value: unknown) => http.postJson<null>(`/setting/${key}/set`, value as Record<string, unknown>, { silent: true });
/** Confirms one's password before changing delivery and identity settings (good for 5 minutes in this session). */
export const confirmPassword = (password: string) => http.postJson<PasswordConfirmed>('/setting/confirmPassword', { password }, { silent: true });

export const getOutbox = (query: PageQuery & Record<string, unknown>) => http.get<Page<OutboxMessageView>>('/outbox/getByPage', { ...query });

/** A social identity as the list shows it (the shared contract's). */
export type SocialRow = SocialAccountView;
export const getSocials = (query: PageQuery & Record<string, unknown>) => http.get<Page<SocialRow>>('/relate/findByCondition', { ...query });
export const unbindSocials = (ids: string[]) => http.post<null>('/relate/delByIds', { ids });
