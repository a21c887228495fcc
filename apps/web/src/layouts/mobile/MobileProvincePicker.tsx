import { useState } from 'react';
import { Picker } from 'antd-mobile';
import { DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '@zhiyuan/shared';
import { useAppStore } from '../../stores/app.ts';

const COLUMNS = [PROVINCES.map((p) => ({ label: p.province, value: p.province }))];

/** The exam province on phones: a bottom picker over PROVINCES. */
export function MobileProvincePicker({ className = 'zy-m-chip' }: { className?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const province = useAppStore((s) => s.province);
  const setProvince = useAppStore((s) => s.setProvince);
  return (
    <>
      <button type="button" className={className} onClick={() => setVisible(true)} data-testid="province-select">
        <EnvironmentOutlined />
        <span>{province}</span>
        <DownOutlined className="zy-m-chip__caret" />
      </button>
      <Picker
        columns={COLUMNS}
        visible={visible}
        value={[province]}
        title={t('common.selectProvince')}
        confirmText={t('common.ok')}
        cancelText={t('common.cancel')}
        onClose={() => setVisible(false)}
        onConfirm={(value) => {
          if (typeof value[0] === 'string') setProvince(value[0]);
        }}
      />
    </>
  );
}
