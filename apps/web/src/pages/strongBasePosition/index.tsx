import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalculatorOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPETITION_LEVELS, COMPETITION_SUBJECTS, INTEREST_SUBJECTS, PROVINCES, type QjPositionInputs, type PositionResult } from '@zhiyuan/shared';
import { getFittingMajors, getLatestPosition, savePosition } from '../../api/strong-base.ts';
import { errorMessage } from '../../api/http.ts';
import { ContentError, ContentLoading } from '../../components/content/ContentStates.tsx';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { feedback } from '../../feedback.ts';
import { useAppStore } from '../../stores/app.ts';
import { FittingMajors, PositionList } from './results.tsx';

const SUBJECT_TYPES = ['物理类', '历史类', '综合', '理科', '文科'];
/** 高考 full mark of a province: 900 in 海南, 750 elsewhere (the server checks the same). */
export const fullMarkOf = (province: string) => (province === '海南' ? 900 : 750);

type FormValues = Omit<QjPositionInputs, 'subjectType' | 'competitionSubject'> & {
  subjectType: string;
  competitionSubject?: QjPositionInputs['competitionSubject'];
};

/**
 * Route `strongBasePosition` (强基定位): province, 高考 score (or estimate), 科类, 竞赛 and favourite
 * subjects → for every published 强基 composite line of the province, the 校测 score needed to reach
 * it under the school's 85/15 rule (POST /qjPositionAnswer/insert, which saves it; the page opens on
 * the latest from /qjPositionAnswer/getTestAnswer), and the 强基 directions that fit
 * (/qjPositionMajor/getAnswer).
 */
export default function StrongBasePositionPage() {
  const { t } = useTranslation();
  const storeProvince = useAppStore((s) => s.province);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const latest = useQuery({ queryKey: ['strongBase', 'position'], queryFn: getLatestPosition, retry: false, refetchOnWindowFocus: false });
  const [result, setResult] = useState<PositionResult | null>(null);
  const shownResult = result ?? latest.data ?? null;

  // The form opens on the saved inputs, else on the site's province (which may arrive later, with the
  // signed-in profile); once the student has changed a field, nothing replaces their entries.
  // onValuesChange is the student's own edits only (setFieldsValue does not call it).
  const edited = useRef(false);
  useEffect(() => {
    if (latest.isPending || edited.current) return;
    const saved = latest.data?.inputs;
    form.setFieldsValue(
      saved
        ? { ...saved, subjectType: saved.subjectType ?? '' }
        : {
            province: PROVINCES.some((p) => p.province === storeProvince) ? storeProvince : PROVINCES[0].province,
            competition: 'none',
            interests: [],
            subjectType: '',
          },
    );
  }, [latest.isPending, latest.data, form, storeProvince]);

  const save = useMutation({
    mutationFn: (v: FormValues) => savePosition({ ...v, subjectType: v.subjectType || undefined, interests: v.interests ?? [] }),
    onSuccess: (saved) => {
      setResult(saved);
      queryClient.setQueryData(['strongBase', 'position'], saved);
      void queryClient.invalidateQueries({ queryKey: ['strongBase', 'majors'] });
      feedback.success(t('strongBase.position.saved'));
    },
    onError: (error) => feedback.error(errorMessage(error, t('content.state.loadFailed'))),
  });
  const majors = useQuery({
    queryKey: ['strongBase', 'majors', shownResult?.id ?? 'none'],
    queryFn: getFittingMajors,
    retry: false,
    enabled: !latest.isPending,
  });

  const province = Form.useWatch('province', form) ?? storeProvince;
  const level = Form.useWatch('competition', form) ?? 'none';

  return (
    <PathwaysPage name="strongBasePosition">
      <div className="zy-qj-pos">
        <section className="zy-pw__card zy-qj-pos__form" data-testid="qj-pos-form">
          <h3>{t('strongBase.position.title')}</h3>
          <p className="zy-pw__muted" style={{ margin: '4px 0 12px' }}>
            {t('strongBase.position.lead')}
          </p>
          {latest.isPending ? (
            <ContentLoading rows={6} />
          ) : (
            <Form<FormValues>
              form={form}
              layout="vertical"
              requiredMark={false}
              onValuesChange={() => (edited.current = true)}
              onFinish={(v) => save.mutate(v)}
            >
              <Form.Item name="province" label={t('strongBase.position.province')} rules={[{ required: true }]}>
                <Select options={PROVINCES.map((p) => ({ value: p.province, label: p.province }))} showSearch data-testid="qj-pos-province" />
              </Form.Item>
              <Form.Item
                name="score"
                label={t('strongBase.position.score')}
                extra={t('strongBase.position.scoreHint', { max: fullMarkOf(province) })}
                rules={[{ required: true, message: t('strongBase.position.scoreRequired') }]}
              >
                <InputNumber
                  min={0}
                  max={fullMarkOf(province)}
                  placeholder={t('strongBase.position.scorePlaceholder')}
                  inputMode="decimal"
                  data-testid="qj-pos-score"
                />
              </Form.Item>
              <Form.Item name="subjectType" label={t('strongBase.position.subjectType')}>
                <Select options={[{ value: '', label: t('strongBase.position.anySubjectType') }, ...SUBJECT_TYPES.map((s) => ({ value: s, label: s }))]} />
              </Form.Item>
              <Form.Item name="competition" label={t('strongBase.position.competition')}>
                <Select options={COMPETITION_LEVELS.map((l) => ({ value: l, label: t(`strongBase.position.level.${l}`) }))} data-testid="qj-pos-competition" />
              </Form.Item>
              {level !== 'none' && (
                <Form.Item
                  name="competitionSubject"
                  label={t('strongBase.position.competitionSubject')}
                  rules={[{ required: true, message: t('strongBase.position.competitionSubjectRequired') }]}
                >
                  <Select options={COMPETITION_SUBJECTS.map((s) => ({ value: s, label: s }))} />
                </Form.Item>
              )}
              <Form.Item name="interests" label={t('strongBase.position.interests')} className="zy-qj-pos__interests">
                <Checkbox.Group options={INTEREST_SUBJECTS.map((s) => ({ value: s, label: s }))} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block icon={<CalculatorOutlined />} loading={save.isPending} data-testid="qj-pos-submit">
                {shownResult ? t('strongBase.position.recalculate') : t('strongBase.position.submit')}
              </Button>
              {shownResult && (
                <p className="zy-pw__muted" style={{ marginTop: 8 }} data-testid="qj-pos-saved-at">
                  {t('strongBase.position.savedAt', { time: shownResult.createTime })}
                </p>
              )}
            </Form>
          )}
        </section>
        <div>
          {latest.error ? <ContentError error={latest.error} onRetry={() => void latest.refetch()} /> : shownResult && <PositionList result={shownResult} />}
          <FittingMajors query={majors} />
        </div>
      </div>
    </PathwaysPage>
  );
}
