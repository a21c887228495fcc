import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, mergeMessageAreas, type Language, type MessageArea } from '@zhiyuan/shared';
import zhCN from './zh-CN.ts';
import enUS from './en-US.ts';

export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The persisted language, or zh-CN. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Language {
  const value = storage?.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Core strings plus one file per feature area (areas/*.ts), merged without overlap. */
export const messages = mergeMessageAreas({ 'zh-CN': zhCN, 'en-US': enUS }, import.meta.glob<{ default: MessageArea }>('./areas/*.ts', { eager: true }));

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: messages['zh-CN'] }, 'en-US': { translation: messages['en-US'] } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export const t = i18n.t.bind(i18n);
export default i18n;
