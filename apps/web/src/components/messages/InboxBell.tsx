import { BellOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInboxStore } from '../../stores/inbox.ts';
import { useLoginStore } from '../../stores/login.ts';

export const INBOX_PATH = '/personalCenter?tab=message';

/** Desktop header: the unread count, live; opens 我的消息. Hidden for visitors. */
export function InboxBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useLoginStore((s) => s.isLogin);
  const unread = useInboxStore((s) => s.unread);
  if (!isLogin) return null;
  return (
    <Tooltip title={t('inbox.bell', { count: unread })}>
      <button
        type="button"
        className="zy-header__bell"
        onClick={() => navigate(INBOX_PATH)}
        aria-label={t('inbox.bell', { count: unread })}
        data-testid="inbox-bell"
        data-count={unread}
      >
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </button>
    </Tooltip>
  );
}
