import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '@zhiyuan/shared';
import { editProfile, ipInfo } from '../../../api/accounts.ts';
import { errorMessage } from '../../../api/http.ts';
import { feedback } from '../../../feedback.ts';
import { useAppStore } from '../../../stores/app.ts';
import { useLoginStore } from '../../../stores/login.ts';
import '../../../stores/province.ts';
import '../../../components/auth/accounts.css';

const SUBJECTS = ['物理', '历史', '化学', '生物', '政治', '地理', '技术'];
const GRADES = [
  ['高一', 'g1'],
  ['高二', 'g2'],
  ['高三', 'g3'],
  ['复读', 'g4'],
] as const;

interface Values {
  nickname: string;
  sex: number;
  province?: string;
  grade?: string;
  school?: string;
  subjects: string[];
}

/**
 * 个人信息: nickname, sex, province, grade, school and 选科 (POST /user/edit). The province is the
 * one the whole site shows (the header's); saving it here changes it there too.
 */
export default function PersonalSection() {
  const { t } = useTranslation();
  const user = useLoginStore((s) => s.userInfo);
  const setUser = useLoginStore((s) => s.setUser);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [guess, setGuess] = useState<string | null>(null);
  // The site's province is the profile's (stores/province.ts): a profile without one shows the header's.
  const siteProvince = useAppStore((s) => s.province);
  const province = user?.province ?? siteProvince;

  // A province changed elsewhere (the header) while this form is open shows here too.
  useEffect(() => {
    if (user) form.setFieldValue('province', province);
  }, [form, province, Boolean(user)]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (user && !user.province) {
      ipInfo()
        .then((a) => a.success && a.result.province && setGuess(a.result.province))
        .catch(() => undefined);
    }
  }, [user]);

  if (!user) return null;

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await editProfile({
        ...values,
        nickname: values.nickname.trim(),
        school: values.school?.trim() ?? '',
        province: values.province ?? province,
        grade: values.grade ?? '',
      });
      if (answer.success) {
        setUser(answer.result);
        feedback.success(t('accounts.personal.saved'));
      } else setError(answer.message);
    } catch (err) {
      setError(errorMessage(err, t('http.unknown')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      className="zy-acc-form"
      layout="vertical"
      onFinish={submit}
      data-testid="pc-personal-form"
      initialValues={{
        nickname: user.nickname,
        sex: Number(user.sex),
        province,
        grade: user.grade ?? undefined,
        school: user.school ?? '',
        subjects: user.subjects ?? [],
      }}
    >
      <Form.Item label={t('accounts.personal.username')}>
        <Input value={user.username} disabled />
      </Form.Item>
      <Form.Item name="nickname" label={t('accounts.personal.nickname')} rules={[{ required: true, whitespace: true, max: 20 }]}>
        <Input maxLength={20} data-testid="pc-nickname" />
      </Form.Item>
      <Form.Item name="sex" label={t('accounts.personal.sex')}>
        <Radio.Group options={['1', '2', '0'].map((v) => ({ value: Number(v), label: t(`accounts.personal.sexOptions.${v}`) }))} />
      </Form.Item>
      <Form.Item
        name="province"
        label={t('accounts.personal.province')}
        extra={
          guess ? (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => form.setFieldValue('province', guess)}>
              {t('accounts.personal.provinceGuess', { province: guess })}
            </Button>
          ) : undefined
        }
      >
        <Select showSearch options={PROVINCES.map((p) => ({ value: p.province, label: p.province }))} data-testid="pc-province" />
      </Form.Item>
      <Form.Item name="grade" label={t('accounts.personal.grade')}>
        <Select allowClear options={GRADES.map(([value, key]) => ({ value, label: t(`accounts.personal.gradeOptions.${key}`) }))} />
      </Form.Item>
      <Form.Item name="school" label={t('accounts.personal.school')}>
        <Input maxLength={50} placeholder={t('accounts.personal.schoolPlaceholder')} data-testid="pc-school" />
      </Form.Item>
      <Form.Item
        name="subjects"
        label={t('accounts.personal.subjects')}
        extra={t('accounts.personal.subjectsHelp')}
        rules={[
          {
            validator: (_r, v: string[] | undefined) =>
              (v?.length ?? 0) <= 3 ? Promise.resolve() : Promise.reject(new Error(t('accounts.personal.subjectsHelp'))),
          },
        ]}
      >
        <Checkbox.Group options={SUBJECTS} />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="pc-save">
        {t('accounts.personal.save')}
      </Button>
    </Form>
  );
}
