import { Modal } from 'antd';
import { navigate } from '../../navigation.ts';
import { useLoginStore } from '../../stores/login.ts';
import { AuthPanel } from './AuthPanel.tsx';

/** The login / register / reset dialog, open while the login-needed flag is set. */
export function AuthDialog() {
  const open = useLoginStore((s) => s.loginNeeded);
  const view = useLoginStore((s) => s.authView);
  const setView = useLoginStore((s) => s.setAuthView);
  const close = useLoginStore((s) => s.closeLogin);

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={420}
      centered
      destroyOnHidden
      className="zy-auth-modal"
      modalRender={(node) => <div data-testid="login-modal">{node}</div>}
    >
      <AuthPanel
        view={view}
        onSwitch={setView}
        onDone={(wanted) => {
          close();
          if (wanted) navigate(wanted);
        }}
      />
    </Modal>
  );
}
