import { useState } from 'react';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../feedback.ts';
import { logout } from '../../session.ts';
import { useLoginStore } from '../../stores/login.ts';
import { useUserStore } from '../../stores/user.ts';

/** Login / register buttons for visitors; avatar menu (个人中心, 退出) for users. */
export function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  // open at once when its plain stand-in (LightControls.tsx) was clicked before antd came
  const [open, setOpen] = useState(defaultOpen);
  const navigate = useNavigate();
  const isLogin = useLoginStore((s) => s.isLogin);
  const username = useLoginStore((s) => s.userInfo?.username);
  const openLogin = useLoginStore((s) => s.openLogin);
  const nickname = useUserStore((s) => s.nickname);
  const avatar = useUserStore((s) => s.avatar);

  if (!isLogin) {
    return (
      <Space size={8}>
        <Button onClick={() => openLogin(null, 'login')} data-testid="header-login">
          {t('common.login')}
        </Button>
        <Button type="primary" onClick={() => openLogin(null, 'register')}>
          {t('common.register')}
        </Button>
      </Space>
    );
  }

  const name = nickname || username || t('common.visitor');
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'personalCenter', icon: <UserOutlined />, label: t('common.personalCenter') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('common.logout'), danger: true },
        ],
        onClick: async ({ key }) => {
          if (key === 'personalCenter') navigate('/personalCenter');
          if (key === 'logout') {
            await logout();
            feedback.success(t('common.loggedOut'));
          }
        },
      }}
    >
      <button type="button" className="zy-user" data-testid="header-user">
        <Avatar size={32} src={avatar || undefined} icon={<UserOutlined />} className="zy-user__avatar" />
        <span className="zy-user__name">{name}</span>
        <DownOutlined className="zy-user__caret" />
      </button>
    </Dropdown>
  );
}
