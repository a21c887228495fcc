import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BatchOption, ScoreProfile, VolunteerForm } from '@zhiyuan/shared';
import { saveForm } from '../../api/forms.ts';
import { getBatches } from '../../api/smartFill.ts';
import { feedback } from '../../feedback.ts';

/** The default name of a new form: 江苏 2025 本科批 志愿表. */
export const defaultFormName = (profile: ScoreProfile, batchName: string) => `${profile.province} ${profile.year} ${batchName}`;

/** Creates an empty form for the student's province and subject type in a batch they pick. */
export function NewFormButton({ profile, onCreated }: { profile: ScoreProfile; onCreated(form: VolunteerForm): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [batches, setBatches] = useState<BatchOption[]>([]);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string; batch: number }>();

  useEffect(() => {
    if (!open) return;
    getBatches({ province: profile.province, subjectType: profile.subjectType, year: profile.year }).then(
      (b) => {
        setBatches(b.batches);
        const first = b.batches.find((x) => x.hasData) ?? b.batches[0];
        if (first) form.setFieldsValue({ batch: first.batch, name: defaultFormName(profile, first.name) });
      },
      () => setBatches([]),
    );
  }, [open, profile, form]);

  async function create(values: { name: string; batch: number }) {
    setSaving(true);
    try {
      const res = await saveForm({
        name: values.name,
        province: profile.province,
        year: profile.year,
        subjectType: profile.subjectType,
        subjects: profile.subjects ?? [],
        batch: values.batch,
        score: profile.score,
        rank: profile.rank,
        rankTableYear: profile.rankTableYear,
        rows: [],
      });
      if (res.code !== 200) {
        feedback.error(res.message);
        return;
      }
      setOpen(false);
      onCreated(res.result);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="wish-new">
        {t('forms.newForm')}
      </Button>
      <Modal open={open} title={t('forms.newForm')} onCancel={() => setOpen(false)} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={create}>
          <Form.Item name="batch" label={t('forms.batchLabel')} rules={[{ required: true }]}>
            <Select
              options={batches.map((b) => ({
                value: b.batch,
                label: `${b.name}（${b.volunteerNum ? t('forms.limitGroups', { n: b.volunteerNum, m: b.majorNum }) : t('forms.limitMajors', { n: b.majorNum })}）`,
              }))}
              onChange={(v: number) => form.setFieldsValue({ name: defaultFormName(profile, batches.find((b) => b.batch === v)?.name ?? '') })}
            />
          </Form.Item>
          <Form.Item name="name" label={t('forms.name')} rules={[{ required: true, max: 40 }]}>
            <Input maxLength={40} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
