import { Avatar, Badge, Button, List } from 'antd-mobile';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SECTIONS } from '../personalCenter/sections.ts';
import { BRAND_NAME } from '../../brand.ts';
import { useToggleLanguage } from '../../components/LanguageSwitch.tsx';
import { feedback } from '../../feedback.ts';
import { MobileProvincePicker } from '../../layouts/mobile/MobileProvincePicker.tsx';
import { ChatEntry } from '../../components/chat/ChatEntry.tsx';
import { logout } from '../../session.ts';
import { useLoginStore } from '../../stores/login.ts';
import { useUserStore } from '../../stores/user.ts';
import { useInboxStore } from '../../stores/inbox.ts';
import './my.css';

/** 我的 (mobile): the account card and settings, including the language switch. */
export default function MyPage() {
  const { t } = useTranslation();
  const toggleLanguage = useToggleLanguage();
  const isLogin = useLoginStore((s) => s.isLogin);
  const userInfo = useLoginStore((s) => s.userInfo);
  const openLogin = useLoginStore((s) => s.openLogin);
  const nickname = useUserStore((s) => s.nickname);
  const avatar = useUserStore((s) => s.avatar);
  const unread = useInboxStore((s) => s.unread);
  const navigate = useNavigate();

  return (
    <div className="zy-page zy-my" data-testid="page-my">
      <section className="zy-my__card">
        <Avatar src={avatar} fallback={<UserOutlined />} style={{ '--size': '56px', '--border-radius': '50%' }} />
        {isLogin ? (
          <div className="zy-my__who" data-testid="header-user">
            <strong>{nickname || userInfo?.username}</strong>
            {(userInfo?.mobile || (nickname && nickname !== userInfo?.username)) && <span>{userInfo?.mobile || `@${userInfo?.username}`}</span>}
          </div>
        ) : (
          <div className="zy-my__who">
            <strong>{t('common.visitor')}</strong>
            <button type="button" className="zy-my__login" onClick={() => openLogin(null, 'login')}>
              {t('common.loginOrRegister')}
            </button>
          </div>
        )}
      </section>
      {isLogin && (
        <List className="zy-my__list" data-testid="my-sections">
          {SECTIONS.map((s) => (
            <List.Item
              key={s.key}
              onClick={() => navigate(`/menuDetail/personalCenter?tab=${s.key}`)}
              data-testid={`my-section-${s.key}`}
              extra={s.key === 'message' && unread ? <Badge content={unread > 99 ? '99+' : unread} data-testid="my-unread" /> : undefined}
            >
              {t(s.title)}
            </List.Item>
          ))}
        </List>
      )}
      <ChatEntry />
      <List header={t('my.settings')} className="zy-my__list">
        <List.Item extra={t('common.languageName')} onClick={toggleLanguage} data-testid="lang-switch">
          {t('common.language')}
        </List.Item>
        <List.Item extra={<MobileProvincePicker className="zy-my__province" />}>{t('my.province')}</List.Item>
        <List.Item extra={userInfo?.grade || t('my.notSet')}>{t('my.grade')}</List.Item>
        <List.Item>{t('my.about', { brand: BRAND_NAME })}</List.Item>
      </List>
      {isLogin && (
        <div className="zy-my__logout">
          <Button
            block
            color="danger"
            fill="outline"
            onClick={async () => {
              await logout();
              feedback.success(t('common.loggedOut'));
            }}
          >
            {t('common.logout')}
          </Button>
        </div>
      )}
    </div>
  );
}
