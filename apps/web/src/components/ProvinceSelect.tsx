import { Select } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '@zhiyuan/shared';
import { useAppStore } from '../stores/app.ts';

const OPTIONS = PROVINCES.map((p) => ({ value: p.province, label: p.province }));

/** The exam province the site shows (PROVINCES of the shared configuration). */
export function ProvinceSelect({ className, size = 'middle' }: { className?: string; size?: 'small' | 'middle' | 'large' }) {
  const { t } = useTranslation();
  const province = useAppStore((s) => s.province);
  const setProvince = useAppStore((s) => s.setProvince);
  return (
    <Select
      className={className}
      size={size}
      value={province}
      onChange={setProvince}
      options={OPTIONS}
      showSearch
      variant="borderless"
      popupMatchSelectWidth={false}
      prefix={<EnvironmentOutlined />}
      aria-label={t('common.selectProvince')}
      data-testid="province-select"
      style={{ minWidth: 104 }}
    />
  );
}
