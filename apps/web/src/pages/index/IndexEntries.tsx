import type { ReactNode } from 'react';
import { AimOutlined, BankOutlined, BookOutlined, ExperimentOutlined, NotificationOutlined, RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDevice } from '../../device.ts';
import { ENTRIES, type EntryKey } from '../../layouts/navItems.ts';

const ICONS: Record<EntryKey, ReactNode> = {
  smartFill: <AimOutlined />,
  schools: <BankOutlined />,
  majors: <BookOutlined />,
  test: <ExperimentOutlined />,
  strongBase: <RocketOutlined />,
  news: <NotificationOutlined />,
};

/** 智能填报 / 查大学 / 查专业 / 测评 / 强基计划 / 资讯 */
export function IndexEntries() {
  const { t } = useTranslation();
  const device = useDevice();
  return (
    <section className="zy-section zy-container">
      {device === 'desktop' && (
        <header className="zy-section__head">
          <h2>{t('home.entriesTitle')}</h2>
          <p>{t('home.entriesSubtitle')}</p>
        </header>
      )}
      <div className="zy-entries">
        {ENTRIES.map((entry) => (
          <Link
            key={entry.key}
            to={device === 'mobile' ? entry.mobile : entry.desktop}
            className={`zy-entry zy-entry--${entry.key}`}
            data-testid={`entry-${entry.key}`}
          >
            <span className="zy-entry__icon">{ICONS[entry.key]}</span>
            <span className="zy-entry__text">
              <strong>{t(`home.entry.${entry.key}.title`)}</strong>
              <span>{t(`home.entry.${entry.key}.desc`)}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
