import { lazy, Suspense, useState } from 'react';
import { DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '@zhiyuan/shared';
import { useAppStore } from '../../stores/app.ts';
import { chooseProvince } from '../../stores/province.ts';

// The picker (with its gesture and animation code) loads when first opened, not with the index.
const Picker = lazy(() => import('antd-mobile/es/components/picker/index.js'));

const COLUMNS = [PROVINCES.map((p) => ({ label: p.province, value: p.province }))];

/** The exam province on phones: a bottom picker over PROVINCES. */
export function MobileProvincePicker({ className = 'zy-m-chip' }: { className?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [opened, setOpened] = useState(false);
  const province = useAppStore((s) => s.province);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setOpened(true);
          setVisible(true);
        }}
        data-testid="province-select"
      >
        <EnvironmentOutlined />
        <span>{province}</span>
        <DownOutlined className="zy-m-chip__caret" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Picker
            columns={COLUMNS}
            visible={visible}
            value={[province]}
            title={t('common.selectProvince')}
            confirmText={t('common.ok')}
            cancelText={t('common.cancel')}
            onClose={() => setVisible(false)}
            onConfirm={(value) => {
              if (typeof value[0] === 'string') void chooseProvince(value[0]);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
