import type { SettingCheckResult, SettingSecrets } from '@zhiyuan/shared';
import { http } from './http';

/** 系统配置 calls beyond get/set (services/accounts.ts): connection tests and 查看密钥. */
export type CheckedSetting = 'oss' | 'sms' | 'email';
export type SecretSetting = 'oss' | 'sms' | 'email' | 'social';

/** Tests the form's values (a masked secret means the stored one); nothing is saved. */
export const checkSetting = (key: CheckedSetting, value: Record<string, unknown>) => http.postJson<SettingCheckResult>(`/setting/${key}/check`, value);
/** The plain secrets of a setting, where they sit in it; every call is written to the operation log. */
export const seeSecret = (key: SecretSetting) => http.get<SettingSecrets>(`/setting/seeSecret/${key}`);
