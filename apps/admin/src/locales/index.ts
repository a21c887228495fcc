import { DEFAULT_LANGUAGE, LANGUAGES, mergeMessageAreas, type Language, type MessageArea } from '@zhiyuan/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../services/token';
import enUS from './en-US';
import zhCN from './zh-CN';

export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

function applyDayjsLocale(language: string): void {
  dayjs.locale(language === 'zh-CN' ? 'zh-cn' : 'en');
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
});
applyDayjsLocale(i18n.language);
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Switches zh-CN / en-US and remembers the choice (spec §4). */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, language);
  applyDayjsLocale(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export default i18n;
