import { Button } from 'antd';
import { Button as MobileButton } from 'antd-mobile';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useToggleCollection } from '../../components/majors/useCollections.ts';
import { useDevice } from '../../device.ts';
import { useLoginStore } from '../../stores/login.ts';

/** 关注 / 已关注 of a major; a visitor gets the login dialog first. */
export function SaveMajorButton({ majorId, saved }: { majorId: string; saved: boolean }) {
  const { t } = useTranslation();
  const device = useDevice();
  const isLogin = useLoginStore((s) => s.isLogin);
  const openLogin = useLoginStore((s) => s.openLogin);
  const toggle = useToggleCollection('major', { saved: t('majors.detail.savedDone'), removed: t('majors.detail.unsavedDone') });
  const click = () => (isLogin ? toggle.mutate(majorId) : openLogin());
  const label = saved ? t('majors.detail.saved') : t('majors.detail.save');
  if (device === 'mobile') {
    return (
      <MobileButton
        size="small"
        color={saved ? 'warning' : 'primary'}
        fill="outline"
        loading={toggle.isPending}
        onClick={click}
        data-testid="major-save"
        data-saved={saved}
      >
        {saved ? <StarFilled /> : <StarOutlined />} {label}
      </MobileButton>
    );
  }
  return (
    <Button
      size="large"
      icon={saved ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
      loading={toggle.isPending}
      onClick={click}
      data-testid="major-save"
      data-saved={saved}
    >
      {label}
    </Button>
  );
}
