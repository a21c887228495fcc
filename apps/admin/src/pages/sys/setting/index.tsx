import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasButton, useAccess, useResolvedMenu } from '../../../access';
import { SECRET_MASK } from '../../../services/accounts';
import { AutoChatSettingForm } from '../../auto-chat/setting';
import { componentKey } from '../../component-key';
import { EmailForm, SmsForm, SocialForm } from './delivery-forms';
import { Outbox } from './outbox';
import { NoticeForm, OssForm, OtherForm } from './site-forms';

const CHAT_PAGE = componentKey('auto-chat/setting');

/** 系统配置: storage, SMS, e-mail, social login, other, the site notice and the chat assistant, one tab each. */
export default function SettingPage() {
  const { t } = useTranslation();
  const access = useAccess();
  // The chat assistant's setting has its own codes, granted on its own page.
  const chatPage = useResolvedMenu().pages.find((p) => p.component && componentKey(p.component) === CHAT_PAGE);
  const items = [
    { key: 'oss', label: t('settingsAdmin.tabs.oss'), children: <OssForm /> },
    { key: 'sms', label: t('accountsAdmin.tabs.sms'), children: <SmsForm /> },
    { key: 'email', label: t('accountsAdmin.tabs.email'), children: <EmailForm /> },
    { key: 'social', label: t('accountsAdmin.tabs.social'), children: <SocialForm /> },
    { key: 'other', label: t('settingsAdmin.tabs.other'), children: <OtherForm /> },
    { key: 'notice', label: t('settingsAdmin.tabs.notice'), children: <NoticeForm /> },
    ...(chatPage
      ? [
          {
            key: 'autoChat',
            label: t('settingsAdmin.tabs.autoChat'),
            children: (
              <div style={{ maxWidth: 640 }}>
                <AutoChatSettingForm canEdit={hasButton(chatPage, 'chat:setting:edit')} />
              </div>
            ),
          },
        ]
      : []),
    ...(access.can('sys:setting:outbox') ? [{ key: 'outbox', label: t('accountsAdmin.tabs.outbox'), children: <Outbox /> }] : []),
  ];
  return (
    <div className="card-tabs" data-testid="setting-page">
      <Tabs destroyOnHidden items={items} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('accountsAdmin.maskNote', { mask: SECRET_MASK })}
      </Typography.Paragraph>
    </div>
  );
}
