import type { ReactNode } from 'react';
import { Button } from 'antd';
import {
  AimOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CompassOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FundProjectionScreenOutlined,
  HistoryOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  RocketOutlined,
  SolutionOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDevice } from '../device.ts';

const ICONS: Record<string, ReactNode> = {
  conditionsOfEnrolment: <AuditOutlined />,
  materialTemplate: <FileTextOutlined />,
  qAndA: <QuestionCircleOutlined />,
  case: <StarOutlined />,
  history: <HistoryOutlined />,
  expertIntroduction: <TeamOutlined />,
  afterAssessed: <BankOutlined />,
  afterAssessedDetail: <BankOutlined />,
  afterAssessedDetailMajor: <BookOutlined />,
  personalCenter: <UserOutlined />,
  information: <NotificationOutlined />,
  informationDetail: <NotificationOutlined />,
  course: <PlayCircleOutlined />,
  whiteList: <TrophyOutlined />,
  other: <CompassOutlined />,
  schoolTest: <AimOutlined />,
  introduction: <SolutionOutlined />,
  test: <ExperimentOutlined />,
  testGuide: <ExperimentOutlined />,
  report: <BarChartOutlined />,
  compareInstitutions: <SwapOutlined />,
  strongBasePosition: <RocketOutlined />,
  strongBaseCooperationDetail: <RocketOutlined />,
  strongBase: <RocketOutlined />,
  menuDetail: <FundProjectionScreenOutlined />,
};

export const routeIcon = (name: string): ReactNode => ICONS[name] ?? <FundProjectionScreenOutlined />;

/**
 * Body of a page whose content comes with a later issue: its title and purpose, and a
 * "coming soon" panel. `name` is the route name (test id `page-<name>`); `topic` shows another
 * route's title (the mobile menuDetail page).
 */
export function ComingSoon({ name, topic }: { name: string; topic?: string }) {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const shown = topic ?? name;
  return (
    <div className={`zy-page zy-soon zy-soon--${device}`} data-testid={`page-${name}`}>
      <header className="zy-soon__head">
        <span className="zy-soon__icon">{routeIcon(shown)}</span>
        <div>
          <h1 className="zy-soon__title">{t(`route.${shown}`, { defaultValue: t('route.menuDetail') })}</h1>
          <p className="zy-soon__desc">{t(`routeDesc.${shown}`, { defaultValue: '' })}</p>
        </div>
      </header>
      <section className="zy-soon__panel">
        <div className="zy-soon__art" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <h2>{t('common.comingSoon')}</h2>
        <p>{t('common.comingSoonDesc')}</p>
        {device === 'mobile' && <p className="zy-soon__hint">{t('common.mobileHint')}</p>}
        <Button type="primary" ghost onClick={() => navigate('/index')}>
          {t('common.backHome')}
        </Button>
      </section>
    </div>
  );
}
