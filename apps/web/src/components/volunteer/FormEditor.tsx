import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Empty, Input, Skeleton, Space, Tag } from 'antd';
import {
  ArrowLeftOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SafetyOutlined,
  SaveOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { groupName, type FormProblem, type RiskReport, type VolunteerForm, type VolunteerRow } from '@zhiyuan/shared';
import { checkRisk, downloadFormExcel, getForm, saveForm } from '../../api/forms.ts';
import { RescorePanel } from './RescorePanel.tsx';
import { useDevice } from '../../device.ts';
import { feedback } from '../../feedback.ts';
import { DesktopRows, MobileRows } from './FormRows.tsx';
import { RiskPanel } from './RiskPanel.tsx';
import { TIER_COLORS, pagePath, percent } from './model.ts';
import './volunteer.css';

/**
 * The form editor: rows in order (drag, arrows, remove), 服从调剂 per group, each row's tier and
 * probability; save (refused saves list every problem and keep the stored version), risk check,
 * Excel export and a printable version (the browser's "print to PDF" makes the PDF).
 */
export function FormEditor({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const [form, setForm] = useState<VolunteerForm | null>(null);
  const [rows, setRows] = useState<VolunteerRow[]>([]);
  const [name, setName] = useState('');
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<FormProblem[] | null>(null);
  const [risk, setRisk] = useState<RiskReport | null>(null);
  const [riskLoading, setRiskLoading] = useState(false);
  const [rescoring, setRescoring] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    getForm(id).then(
      (f) => {
        setForm(f);
        setRows(f.rows);
        setName(f.name);
        setDirty(false);
      },
      (e: Error) => setError(e.message),
    );
  }, [id]);
  useEffect(load, [load]);

  const change = (next: VolunteerRow[]) => {
    setRows(next);
    setDirty(true);
    setRisk(null);
  };

  async function save() {
    if (!form) return;
    setSaving(true);
    try {
      const res = await saveForm({
        id: form.id,
        version: form.version,
        name: name.trim() || form.name,
        province: form.province,
        year: form.year,
        subjectType: form.subjectType,
        subjects: form.subjects,
        batch: form.batch,
        score: form.score,
        rank: form.rank,
        rankTableYear: form.rankTableYear,
        rows,
      });
      if (res.code !== 200) {
        setProblems((res.result as { problems?: FormProblem[] } | null)?.problems ?? [{ row: null, reason: 'error', message: res.message }]);
        feedback.error(res.message);
        return;
      }
      setProblems(null);
      setForm(res.result);
      setRows(res.result.rows);
      setDirty(false);
      feedback.success(t('forms.saved', { version: res.result.version }));
    } finally {
      setSaving(false);
    }
  }

  async function runRisk() {
    if (!form) return;
    setRiskLoading(true);
    try {
      setRisk(await checkRisk({ id: form.id, province: form.province, batch: form.batch, rows }));
    } catch (e) {
      feedback.error((e as Error).message);
    } finally {
      setRiskLoading(false);
    }
  }

  async function exportExcel() {
    if (!form) return;
    if (dirty) {
      feedback.info(t('forms.saveFirst'));
      return;
    }
    try {
      await downloadFormExcel(form.id, `${form.name}.xlsx`);
    } catch (e) {
      feedback.error((e as Error).message);
    }
  }

  if (error) return <Alert type="error" showIcon message={error} action={<Button onClick={onBack}>{t('forms.back')}</Button>} />;
  if (!form) return <Skeleton active />;
  const groupMode = !(form.limits.fillType === 2 || form.limits.majorNum === 1);
  const badRows = new Set((problems ?? []).map((p) => p.row).filter((r): r is number => r !== null));
  const Rows = device === 'mobile' ? MobileRows : DesktopRows;
  const limitText = groupMode
    ? t('forms.limitGroups', { n: form.limits.volunteerNum, m: form.limits.majorNum })
    : t('forms.limitMajors', { n: form.limits.volunteerNum });

  const exportButtons = (
    <Space.Compact>
      <Button icon={<FileExcelOutlined />} onClick={exportExcel} data-testid="form-export">
        {t('forms.exportExcel')}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="form-print" title={t('forms.printHint')}>
        {t('forms.print')}
      </Button>
    </Space.Compact>
  );
  // 志愿报告 (issue 17): the print view and the server's PDF, for members; its own button so a phone's row wraps.
  const reportButton = (
    <Button
      icon={<FileTextOutlined />}
      onClick={() => (dirty ? feedback.info(t('forms.saveFirst')) : navigate(`/zyReport/${encodeURIComponent(form.id)}`))}
      data-testid="form-report"
      title={t('zyReport.openHint')}
    >
      {t('zyReport.open')}
    </Button>
  );

  return (
    <div className={`zy-form zy-form--${device}`} data-testid="form-editor">
      <div className="zy-form__bar zy-no-print">
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="form-back">
          {t('forms.back')}
        </Button>
        <Input
          value={name}
          maxLength={40}
          onChange={(e) => {
            setName(e.target.value);
            setDirty(true);
          }}
          className="zy-form__name"
          aria-label={t('forms.name')}
          data-testid="form-name"
        />
        {dirty ? (
          <Tag color="orange" data-testid="form-dirty">
            {t('forms.unsaved')}
          </Tag>
        ) : (
          <Tag data-testid="form-version">{t('forms.version', { version: form.version })}</Tag>
        )}
      </div>
      <div className="zy-form__meta zy-no-print">
        <span>
          {form.province} {form.year} · {form.subjectType}
          {form.subjects.length ? `（${form.subjects.join('、')}）` : ''} · {t('forms.batch', { batch: form.batch })}
        </span>
        {form.score !== null ? (
          <span data-testid="form-rank">
            {t('forms.scoreRank', { score: form.score, rank: form.rank ?? '—' })}
            {form.rank !== null && form.rankTableYear !== null ? t('forms.tableYear', { year: form.rankTableYear }) : ''}
          </span>
        ) : null}
        <span data-testid="form-count">{t('forms.count', { count: rows.length, max: form.limits.volunteerNum })}</span>
        <span className="zy-muted">{limitText}</span>
      </div>
      {problems ? (
        <Alert
          className="zy-no-print"
          type="error"
          showIcon
          closable
          onClose={() => setProblems(null)}
          data-testid="form-problems"
          message={t('forms.refused')}
          description={
            <ul className="zy-form__problems">
              {problems.map((p, i) => (
                <li key={i}>{p.message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {rows.length ? (
        <div className="zy-no-print">
          <Rows rows={rows} groupMode={groupMode} badRows={badRows} onChange={change} />
        </div>
      ) : (
        <Empty className="zy-no-print" description={t('forms.empty')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pagePath('schoolTest', device))}>
            {t('forms.addFromRecommend')}
          </Button>
        </Empty>
      )}
      <div className={`zy-form__actions-bar zy-no-print${device === 'mobile' ? ' zy-form__actions-bar--sticky' : ''}`}>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={save} data-testid="form-save">
          {t('forms.save')}
        </Button>
        <Button icon={<SafetyOutlined />} loading={riskLoading} onClick={runRisk} disabled={!rows.length} data-testid="form-risk">
          {t('forms.riskCheck')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => (dirty ? feedback.info(t('forms.saveFirst')) : setRescoring(true))}
          disabled={!rows.length || form.score === null}
          data-testid="form-rescore"
        >
          {t('forms.rescore.open')}
        </Button>
        {device === 'desktop' ? exportButtons : null}
        {device === 'desktop' ? reportButton : null}
        {device === 'desktop' ? (
          <Button type="link" icon={<PlusOutlined />} onClick={() => navigate(pagePath('schoolTest', device))}>
            {t('forms.addFromRecommend')}
          </Button>
        ) : null}
      </div>
      {device === 'mobile' ? (
        <div className="zy-form__actions-bar zy-no-print">
          {exportButtons}
          {reportButton}
        </div>
      ) : null}
      {risk ? <RiskPanel report={risk} /> : null}
      {rescoring ? (
        <RescorePanel
          formId={form.id}
          onClose={() => setRescoring(false)}
          onApply={(apply) => {
            change(apply(rows));
            setRescoring(false);
          }}
        />
      ) : null}
      <PrintView form={form} name={name} rows={rows} groupMode={groupMode} />
    </div>
  );
}

/** Shown only when printing: the form as a plain table on white paper. */
function PrintView({ form, name, rows, groupMode }: { form: VolunteerForm; name: string; rows: VolunteerRow[]; groupMode: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="zy-form-print" aria-hidden>
      <h1>{name}</h1>
      <p>
        {form.province} {form.year} · {form.subjectType}
        {form.subjects.length ? `（${form.subjects.join('、')}）` : ''} · {t('forms.batch', { batch: form.batch })}
        {form.score !== null
          ? ` · ${t('forms.scoreRank', { score: form.score, rank: form.rank ?? '—' })}${form.rank !== null && form.rankTableYear !== null ? t('forms.tableYear', { year: form.rankTableYear }) : ''}`
          : ''}
      </p>
      <table>
        <thead>
          <tr>
            <th>{t('forms.order')}</th>
            <th>{t('forms.school')}</th>
            <th>{t('forms.majors')}</th>
            {groupMode ? <th>{t('forms.obey')}</th> : null}
            <th>{t('forms.tier')}</th>
            <th>{t('forms.probability')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>
                {r.schoolName}
                {r.schoolCode ? ` (${r.schoolCode})` : ''}
                {groupName(r.groupCode, i18n.language) ? ` ${groupName(r.groupCode, i18n.language)}` : ''}
                {r.plan?.planCount != null ? ` · ${t('smartFill.plan', { year: r.plan.year, count: r.plan.planCount })}` : ''}
              </td>
              <td>{r.majors.map((m, j) => `${j + 1}. ${m.name}`).join('；')}</td>
              {groupMode ? <td>{r.obeyAdjust ? t('forms.yes') : t('forms.no')}</td> : null}
              <td style={{ color: r.tier ? TIER_COLORS[r.tier] : undefined }}>{r.tier ?? '—'}</td>
              <td>{percent(r.probability)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="zy-form-print__note">{t('forms.printNote')}</p>
    </div>
  );
}
