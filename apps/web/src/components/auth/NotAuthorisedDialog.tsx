import { Button, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoginStore } from '../../stores/login.ts';

/** Shown when the guard refused a route in the user's notAllow list (isAuth flag). */
export function NotAuthorisedDialog() {
  const { t } = useTranslation();
  const open = useLoginStore((s) => s.isAuth);
  const setIsAuth = useLoginStore((s) => s.setIsAuth);
  const close = () => setIsAuth(false);
  return (
    <Modal open={open} onCancel={close} footer={null} centered width={400} destroyOnHidden>
      <div data-testid="not-authorised">
        <Result
          status="403"
          title={t('auth.notAuthorisedTitle')}
          subTitle={t('auth.notAuthorisedDesc')}
          extra={
            <Button type="primary" onClick={close}>
              {t('common.ok')}
            </Button>
          }
        />
      </div>
    </Modal>
  );
}
