import { ArrowLeftOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../components/majors/links.ts';
import { useDevice } from '../../device.ts';

/** Pieces the views of 招生项目查询 share. */

export const PAGE = 'searchCooperation';
export const pageIcon = <FileSearchOutlined />;

const PROGRAMME_COLORS: Record<string, string> = {
  强基计划: 'geekblue',
  综合评价: 'cyan',
  高校专项计划: 'green',
  港澳高校: 'purple',
  中外合作办学: 'orange',
};
export const programmeColor = (programme: string) => PROGRAMME_COLORS[programme] ?? 'blue';

/** 强基 school details and 推免 (postgraduate recommendation) live in the 强基计划 section: a link there. */
export function StrongBaseNote() {
  const { t } = useTranslation();
  const device = useDevice();
  return (
    <p data-testid="cooperation-strongbase">
      {t('pathways.cooperation.strongBaseNote')}{' '}
      <Link to={pagePath(device, 'strongBase')} data-testid="cooperation-strongbase-link">
        {t('pathways.cooperation.strongBaseLink')}
      </Link>
    </p>
  );
}

/** A link back (to the list, or from a major to its programme). */
export function BackLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <Link to={to} className="zy-pw__back" data-testid={testId}>
      <ArrowLeftOutlined /> {label}
    </Link>
  );
}
