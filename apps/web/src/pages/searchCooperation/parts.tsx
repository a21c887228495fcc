import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentNotFound } from '../../components/content/ContentStates.tsx';
import { isContentId } from '../../components/content/format.ts';
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

/**
 * What a view of one programme (`item`) or one major starts from: the list's path, whether the id
 * can name one (else no call, the 404 at once), its call, and that 404 with a way back to the list.
 */
export function useCooperationItem<T>(what: 'item' | 'major', id: string, get: (id: string) => Promise<T>) {
  const { t } = useTranslation();
  const device = useDevice();
  const listPath = pagePath(device, PAGE);
  const valid = isContentId(id);
  const query = useQuery({ queryKey: ['content', `autonomous-${what}`, id], queryFn: () => get(id), retry: false, enabled: valid });
  const title = what === 'item' ? t('pathways.cooperation.notFound') : t('pathways.cooperation.majorNotFound');
  const notFound = <ContentNotFound title={title} backTo={listPath} backLabel={t('pathways.cooperation.back')} />;
  return { device, listPath, valid, query, notFound };
}

/** The side of a programme's or a major's view: its own section over the note that points to 强基计划. */
export function CooperationSide({ children }: { children: ReactNode }) {
  return (
    <aside className="zy-pw-coop__side">
      {children}
      <section className="zy-pw__card zy-pw-coop__side-note">
        <StrongBaseNote />
      </section>
    </aside>
  );
}
