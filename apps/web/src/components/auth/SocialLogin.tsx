import { Tooltip } from 'antd';
import './accounts.css';
import { DingdingOutlined, GithubOutlined, QqOutlined, QrcodeOutlined, WechatOutlined, WeiboOutlined, WechatWorkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { socialLoginUrl, type SocialPlatform } from '../../api/accounts.ts';

export const SOCIAL_ICONS: Record<SocialPlatform, typeof GithubOutlined> = {
  github: GithubOutlined,
  qq: QqOutlined,
  weibo: WeiboOutlined,
  wechat: WechatOutlined,
  dingding: DingdingOutlined,
  workwechat: WechatWorkOutlined,
};

/** Other ways in: QR-code login and the social platforms (the server redirects to each). */
export function SocialLogin() {
  const { t } = useTranslation();
  return (
    <div className="zy-social" data-testid="social-login">
      <span className="zy-social__label">{t('accounts.otherWays')}</span>
      <Tooltip title={t('accounts.qrLogin')}>
        <a href="#/login-qr" className="zy-social__icon" aria-label={t('accounts.qrLogin')} data-testid="to-qr-login">
          <QrcodeOutlined />
        </a>
      </Tooltip>
      {(Object.keys(SOCIAL_ICONS) as SocialPlatform[]).map((p) => {
        const Icon = SOCIAL_ICONS[p];
        return (
          <Tooltip key={p} title={t(`accounts.platform.${p}`)}>
            <a href={socialLoginUrl(p)} className="zy-social__icon" aria-label={t(`accounts.platform.${p}`)}>
              <Icon />
            </a>
          </Tooltip>
        );
      })}
    </div>
  );
}
