import { FullscreenExitOutlined, FullscreenOutlined, GlobalOutlined, SearchOutlined, SkinOutlined } from '@ant-design/icons';
import type { Language } from '@zhiyuan/shared';
import { AutoComplete, Dropdown, Input, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResolvedMenu } from '../access';
import { changeLanguage } from '../locales';
import { MessageBell } from './MessageBell';

const LANGUAGE_LABELS: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

function MenuSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pages } = useResolvedMenu();
  const [text, setText] = useState('');
  const options = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    return pages
      .filter((page) => !wanted || page.title.toLowerCase().includes(wanted))
      .slice(0, 12)
      .map((page) => ({ value: page.path, label: page.title }));
  }, [pages, text]);
  return (
    <AutoComplete
      className="header-search"
      options={options}
      value={text}
      onChange={setText}
      onSelect={(path: string) => {
        setText('');
        navigate(path);
      }}
      popupMatchSelectWidth={220}
    >
      <Input size="small" variant="filled" prefix={<SearchOutlined />} placeholder={t('layout.searchMenu')} allowClear />
    </AutoComplete>
  );
}

function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.();
  };
  return (
    <Tooltip title={full ? t('layout.exitFullscreen') : t('layout.fullscreen')}>
      <span className="header-action header-action--wide" onClick={toggle} role="button">
        {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </span>
    </Tooltip>
  );
}

export function LanguageSwitch({ className = 'header-action' }: { className?: string }) {
  const { i18n, t } = useTranslation();
  const current = (i18n.language === 'en-US' ? 'en-US' : 'zh-CN') as Language;
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(LANGUAGE_LABELS) as Language[]).map((lang) => ({ key: lang, label: LANGUAGE_LABELS[lang] })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <span className={className} role="button" aria-label={t('layout.language')} data-testid="language-switch">
        <GlobalOutlined /> <span className="header-action-text">{LANGUAGE_LABELS[current]}</span>
      </span>
    </Dropdown>
  );
}

function ThemeButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('layout.theme')}>
      <span className="header-action" role="button" onClick={onClick} data-testid="theme-settings-button">
        <SkinOutlined />
      </span>
    </Tooltip>
  );
}

/**
 * The right side of the header: menu search, full screen, language, theme settings.
 * A plain function returning elements, because ProLayout calls `actionsRender` inside a memo.
 */
export function headerActions(showSearch: boolean, onOpenTheme: () => void) {
  return [
    showSearch ? <MenuSearch key="search" /> : null,
    <MessageBell key="bell" />,
    <FullscreenToggle key="fullscreen" />,
    <LanguageSwitch key="language" />,
    <ThemeButton key="theme" onClick={onOpenTheme} />,
  ].filter(Boolean);
}
