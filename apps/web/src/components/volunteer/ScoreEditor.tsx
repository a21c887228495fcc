import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Form, InputNumber, Radio, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { filingSeason, PROVINCES, type ElectiveSubject, type ScoreProfile } from '@zhiyuan/shared';
import { newIdempotencyKey } from '../../api/http.ts';
import { getMyScore, saveMyScore, scoreReadBack } from '../../api/smartFill.ts';
import { feedback } from '../../feedback.ts';
import { useAppStore } from '../../stores/app.ts';
import { followScore } from '../../stores/province.ts';
import { ScoreProvinceNotice } from '../ProvinceSelect.tsx';
import { electiveChoices, subjectTypesOf } from './model.ts';

interface Values {
  province: string;
  year: number;
  subjectType: string;
  first?: '物理' | '历史';
  subjects: ElectiveSubject[];
  score: number;
  rank?: number;
}

/** The derived position of a stored score: rank and the students on the same score. */
export function ScoreSummary({ profile }: { profile: ScoreProfile }) {
  const { t } = useTranslation();
  return (
    <>
      <ScoreProvinceNotice scoreProvince={profile.province} />
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered data-testid="score-summary">
        <Descriptions.Item label={t('myScore.province')}>
          {profile.province} {profile.year}
        </Descriptions.Item>
        <Descriptions.Item label={t('myScore.subjectType')}>
          {profile.subjectType}
          {profile.subjects?.length ? `（${profile.subjects.join('、')}）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('myScore.score')}>
          <b data-testid="score-value-shown">{profile.score}</b>
        </Descriptions.Item>
        <Descriptions.Item label={t('myScore.rank')}>
          <b data-testid="score-rank">{profile.rank ?? '—'}</b>
          {profile.rankSource ? (
            <span className="zy-muted">
              （{t(`myScore.rankSource.${profile.rankSource}`)}
              {profile.rankTableYear ? ` · ${profile.rankTableYear}` : ''}）
            </span>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('myScore.sameScore')} span={2}>
          <span data-testid="score-same">
            {profile.sameScore
              ? t('myScore.sameScoreText', { count: profile.sameScore.count, start: profile.sameScore.rankStart, end: profile.sameScore.rankEnd })
              : t('myScore.noTable')}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

/**
 * "My score": province, year, subject type or 选科, score (and the official rank if known). Saving
 * answers the rank derived from that year's 一分一段 and the range of students on the same score.
 */
export function ScoreEditor({ onSaved, compact = false }: { onSaved?: (profile: ScoreProfile) => void; compact?: boolean }) {
  const { t } = useTranslation();
  const siteProvince = useAppStore((s) => s.province);
  const [form] = Form.useForm<Values>();
  const [profile, setProfile] = useState<ScoreProfile | null | undefined>(undefined);
  const [editing, setEditing] = useState(!compact);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per logical save: pressing 保存 again after a failure of the same values reuses it.
  const pendingSave = useRef<{ body: string; key: string } | null>(null);
  const province = Form.useWatch('province', form) ?? siteProvince;
  const choices = electiveChoices(province);
  const types = subjectTypesOf(province);

  useEffect(() => {
    getMyScore().then(
      (p) => {
        setProfile(p);
        if (!p) setEditing(true);
      },
      () => setProfile(null),
    );
  }, []);

  // The form shows the saved score, else the site's province (which may change under it, when a signed-in
  // profile arrives); once the student has changed a field, nothing replaces their entries until they save.
  // onValuesChange is the student's own edits only (setFieldsValue does not call it).
  const edited = useRef(false);
  useEffect(() => {
    if (profile === undefined || edited.current) return;
    const p = profile;
    const prov = p?.province ?? siteProvince;
    const subjects = (p?.subjects ?? []) as ElectiveSubject[];
    form.setFieldsValue({
      province: prov,
      // The score is for the coming filing season (高考 year): its rank is read on the newest table.
      year: p?.year ?? filingSeason(),
      subjectType: p?.subjectType ?? subjectTypesOf(prov)[0],
      first: subjects.includes('历史') ? '历史' : '物理',
      subjects: electiveChoices(prov).firstChoice ? subjects.filter((s) => s !== '物理' && s !== '历史') : subjects,
      score: p?.score,
      rank: p?.rank && p.rankSource === 'given' ? p.rank : undefined,
    });
  }, [profile, form, siteProvince]);

  async function submit(values: Values) {
    setSaving(true);
    setError(null);
    const subjects = choices.firstChoice ? ([values.first ?? '物理', ...(values.subjects ?? [])] as ElectiveSubject[]) : (values.subjects ?? []);
    const subjectType = choices.firstChoice ? `${values.first ?? '物理'}类` : values.subjectType;
    try {
      const input = {
        province: values.province,
        year: values.year,
        subjectType,
        subjects: subjects.length ? subjects : undefined,
        score: values.score,
        rank: values.rank || undefined,
      };
      const body = JSON.stringify(input);
      if (pendingSave.current?.body !== body) pendingSave.current = { body, key: newIdempotencyKey() };
      let readBack = false;
      const confirm = scoreReadBack(input);
      const res = await saveMyScore(input, {
        idempotencyKey: pendingSave.current.key,
        // A save that outlived the timeout: read the stored score back; 已保存 when it is there.
        readBack: async () => {
          const found = await confirm();
          readBack = Boolean(found);
          return found;
        },
      });
      pendingSave.current = null;
      if (readBack) feedback.success(t('myScore.saved'));
      if (res.code !== 200) {
        setError(res.message);
        return;
      }
      edited.current = false;
      setProfile(res.result);
      void followScore(res.result);
      if (compact) setEditing(false);
      onSaved?.(res.result);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  }

  if (profile === undefined) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <div className="zy-score" data-testid="score-editor">
      {profile && !editing ? (
        <div className="zy-score__summary">
          <ScoreSummary profile={profile} />
          <Button onClick={() => setEditing(true)} data-testid="score-edit">
            {t('myScore.edit')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <Form
          form={form}
          layout={compact ? 'inline' : 'vertical'}
          onValuesChange={() => (edited.current = true)}
          onFinish={submit}
          className="zy-score__form"
          requiredMark={false}
        >
          <Form.Item name="province" label={t('myScore.province')} rules={[{ required: true }]}>
            <Select
              options={PROVINCES.map((p) => ({ value: p.province, label: p.province }))}
              showSearch
              style={{ minWidth: 110 }}
              data-testid="score-province"
              onChange={(p: string) => form.setFieldsValue({ subjectType: subjectTypesOf(p)[0], subjects: [] })}
            />
          </Form.Item>
          <Form.Item name="year" label={t('myScore.year')} rules={[{ required: true }]}>
            <InputNumber min={2015} max={2030} style={{ width: 96 }} data-testid="score-year" />
          </Form.Item>
          {choices.firstChoice ? (
            <Form.Item name="first" label={t('myScore.firstChoice')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: '物理', label: '物理' },
                  { value: '历史', label: '历史' },
                ]}
                data-testid="score-first"
              />
            </Form.Item>
          ) : types.length > 1 ? (
            <Form.Item name="subjectType" label={t('myScore.subjectType')} rules={[{ required: true }]}>
              <Radio.Group optionType="button" options={types.map((v) => ({ value: v, label: v }))} />
            </Form.Item>
          ) : null}
          {choices.options.length ? (
            <Form.Item
              name="subjects"
              label={t('myScore.subjects', { count: choices.pick })}
              rules={[
                {
                  validator: (_, v: string[] | undefined) =>
                    (v?.length ?? 0) === choices.pick ? Promise.resolve() : Promise.reject(new Error(t('myScore.pick', { count: choices.pick }))),
                },
              ]}
            >
              <Checkbox.Group options={choices.options.map((s) => ({ value: s, label: s }))} data-testid="score-subjects" />
            </Form.Item>
          ) : null}
          <Form.Item name="score" label={t('myScore.score')} rules={[{ required: true, message: t('myScore.scoreRequired') }]}>
            <InputNumber min={0} max={900} style={{ width: 110 }} data-testid="score-input" />
          </Form.Item>
          <Form.Item name="rank" label={t('myScore.officialRank')} tooltip={t('myScore.officialRankHint')}>
            <InputNumber min={1} max={2_000_000} style={{ width: 130 }} placeholder={t('myScore.optional')} />
          </Form.Item>
          <Form.Item label={compact ? undefined : ' '}>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="score-save">
              {t('myScore.save')}
            </Button>
            {compact && profile ? (
              <Button type="link" onClick={() => setEditing(false)}>
                {t('myScore.cancel')}
              </Button>
            ) : null}
          </Form.Item>
        </Form>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} data-testid="score-error" /> : null}
      {profile && editing && !compact ? <ScoreSummary profile={profile} /> : null}
    </div>
  );
}
