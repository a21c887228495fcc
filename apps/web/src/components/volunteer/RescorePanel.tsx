import { useEffect, useState } from 'react';
import { Alert, Button, List, Modal, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormRescore, VolunteerRow } from '@zhiyuan/shared';
import { rescoreForm } from '../../api/forms.ts';
import { feedback } from '../../feedback.ts';
import { TIER_COLORS, percent } from './model.ts';

/**
 * 按最新数据重新计算 (issue 30): the form keeps the chance each row had when it was added (what the
 * student saw; the Excel, PDF and report print it). This asks the engine again with today's data
 * and shows every difference; applying replaces the rows' chances and the student saves.
 */
export function RescorePanel({
  formId,
  onClose,
  onApply,
}: {
  formId: string;
  onClose(): void;
  onApply(apply: (rows: VolunteerRow[]) => VolunteerRow[]): void;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<FormRescore | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    rescoreForm(formId).then(setAnswer, (e: Error) => setError(e.message));
  }, [formId]);
  const changed = answer?.rows.filter((r) => r.changed || (!r.after && r.unitKey)) ?? [];

  function apply() {
    if (!answer) return;
    onApply((rows) =>
      rows.map((row, i) => {
        const r = answer.rows[i];
        if (!r || !r.after || r.unitKey !== row.unitKey) return row;
        return { ...row, probability: r.after.probability, band: r.after.band, tier: r.after.tier, confidence: r.after.confidence };
      }),
    );
    feedback.success(t('forms.rescore.applied'));
  }

  return (
    <Modal
      open
      title={t('forms.rescore.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('forms.rescore.close')}
        </Button>,
        <Button key="apply" type="primary" disabled={!answer?.changed} onClick={apply} data-testid="rescore-apply">
          {t('forms.rescore.apply')}
        </Button>,
      ]}
    >
      <div data-testid="rescore-panel">
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {!answer && !error ? (
          <Spin tip={t('forms.rescore.loading')}>
            <div style={{ minHeight: 60 }} />
          </Spin>
        ) : null}
        {answer ? (
          <>
            <p className="zy-muted">
              {t('forms.rescore.intro', {
                rank: answer.rank ?? '—',
                table: answer.rankTableYear !== null ? t('forms.tableYear', { year: answer.rankTableYear }) : '',
              })}
            </p>
            {answer.changed === 0 && changed.length === 0 ? (
              <Alert type="success" showIcon message={t('forms.rescore.none')} data-testid="rescore-none" />
            ) : (
              <>
                <p>{t('forms.rescore.changed', { count: answer.changed })}</p>
                <List
                  size="small"
                  dataSource={changed}
                  data-testid="rescore-rows"
                  renderItem={(r) => (
                    <List.Item>
                      <span>
                        {r.index + 1}. {r.schoolName}
                      </span>
                      {r.after ? (
                        <span>
                          {t('forms.rescore.before')} {percent(r.before.probability)}
                          {r.before.tier ? (
                            <Tag color={TIER_COLORS[r.before.tier]} style={{ marginInlineStart: 4 }}>
                              {r.before.tier}
                            </Tag>
                          ) : null}
                          {' → '}
                          {t('forms.rescore.after')} <b>{percent(r.after.probability)}</b>
                          {r.after.tier ? (
                            <Tag color={TIER_COLORS[r.after.tier]} style={{ marginInlineStart: 4 }}>
                              {r.after.tier}
                            </Tag>
                          ) : null}
                        </span>
                      ) : (
                        <span className="zy-muted">{t('forms.rescore.gone')}</span>
                      )}
                    </List.Item>
                  )}
                />
              </>
            )}
          </>
        ) : null}
      </div>
    </Modal>
  );
}
