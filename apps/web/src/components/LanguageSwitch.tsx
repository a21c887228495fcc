import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../stores/app.ts';

/** Toggles zh-CN / en-US; the choice is persisted (survives reload). */
export function useToggleLanguage() {
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  return () => setLanguage(language === 'zh-CN' ? 'en-US' : 'zh-CN');
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const toggle = useToggleLanguage();
  return (
    <Button
      type="text"
      className={className ?? 'zy-lang-switch'}
      icon={<GlobalOutlined />}
      onClick={toggle}
      data-testid="lang-switch"
      aria-label={t('common.language')}
    >
      {t('common.switchLanguage')}
    </Button>
  );
}
