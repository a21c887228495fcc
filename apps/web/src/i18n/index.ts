import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { batchName, DEFAULT_LANGUAGE, LANGUAGES, mergeMessageAreas, type Language, type MessageArea } from '@zhiyuan/shared';
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

/**
 * Core strings plus one file per feature area (areas/*.ts), merged without overlap. The areas the
 * index shows come with the app; the others load with the first other page, dialog or antd
 * control (loadMessageAreas, issue 30 item 9: the index's first load carries no other page's strings).
 */
const INDEX_AREAS = import.meta.glob<{ default: MessageArea }>('./areas/{chat,content,dataStatus,inbox,personalCenter,siteNotice}.ts', { eager: true });
const OTHER_AREAS = import.meta.glob<{ default: MessageArea }>(['./areas/*.ts', '!./areas/{chat,content,dataStatus,inbox,personalCenter,siteNotice}.ts']);
export const messages = mergeMessageAreas({ 'zh-CN': zhCN, 'en-US': enUS }, INDEX_AREAS);

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: messages['zh-CN'] }, 'en-US': { translation: messages['en-US'] } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
// `{{batch, batchName}}`: a batch number reads as its name (本科批), never "第 2 批次" (issue 30).
i18n.services.formatter?.add('batchName', (value: unknown, lng: string | undefined) => batchName(value as number | string | null, lng));

let otherAreas: Promise<void> | null = null;

/** Adds the other areas' strings (both languages) to i18next, once; resolves when they are in. */
export function loadMessageAreas(): Promise<void> {
  otherAreas ??= Promise.all(Object.entries(OTHER_AREAS).map(async ([file, load]) => [file, await load()] as const)).then(
    (loaded) => {
      const all = mergeMessageAreas(messages, Object.fromEntries(loaded));
      for (const lng of LANGUAGES) i18n.addResourceBundle(lng, 'translation', all[lng], true, true);
    },
    (error: unknown) => {
      otherAreas = null;
      throw error;
    },
  );
  return otherAreas;
}

// Unit tests render any component: every string is there from the start.
if (import.meta.env.VITEST) await loadMessageAreas();

export const t = i18n.t.bind(i18n);
export default i18n;
