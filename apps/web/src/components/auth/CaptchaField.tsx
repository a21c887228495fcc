import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { captchaImageUrl } from '../../api/captcha.ts';
import { formRules } from './rules.ts';

/** Image captcha (GET /common/captcha/init → id; the image is /api/common/captcha/draw/{id}); click to refresh. */
export function CaptchaField({
  captchaId,
  onRefresh,
  name = 'code',
  testId = 'login-captcha',
}: {
  captchaId: string | null;
  onRefresh: () => void;
  name?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} rules={formRules(t).captcha}>
      <Input
        prefix={<SafetyOutlined />}
        placeholder={t('auth.captcha')}
        maxLength={8}
        autoComplete="off"
        data-testid={testId}
        suffix={
          <button type="button" className="zy-captcha" onClick={onRefresh} title={t('auth.captchaRefresh')}>
            {captchaId ? <img src={captchaImageUrl(captchaId)} alt={t('auth.captcha')} /> : <span>{t('auth.captchaLoadFailed')}</span>}
          </button>
        }
      />
    </Form.Item>
  );
}
