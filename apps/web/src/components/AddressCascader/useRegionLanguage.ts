import { DEFAULT_LANGUAGE, type Language } from '@zhiyuan/shared';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';

/**
 * The selector's language: the given one, else react-i18next's current language (followed as it
 * switches), else zh-CN when the app has not set up i18next.
 */
export function useRegionLanguage(override?: Language): Language {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof i18n?.on !== 'function') return () => {};
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    [i18n],
  );
  const current = () => i18n?.language;
  const language = useSyncExternalStore(subscribe, current, current);
  if (override) return override;
  return language?.toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LANGUAGE;
}
