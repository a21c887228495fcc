import type { ReactNode } from 'react';
import { Button } from 'antd';
import { CreditCardOutlined, CrownFilled, WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDevice } from '../device.ts';
import { useLoginStore } from '../stores/login.ts';
import { useVipProduct, vipSectionPath } from './vip/useVip.ts';
import './vip/vip.css';

export interface VipMaskProps {
  /** True when the content is for members and the user is not one. */
  locked: boolean;
  /** What is behind the mask, e.g. "专业定位报告" (defaults to "该内容"). */
  what?: string;
  /** The content; while locked, a stand-in is shown blurred instead (the real data is never sent). */
  children: ReactNode;
  /** Shown blurred behind the mask while locked. */
  placeholder?: ReactNode;
  /** Handlers for the two ways; by default they open the personal centre's membership section. */
  onCard?: () => void;
  onPay?: () => void;
}

/**
 * The mask of spec §6 over VIP-only content: mirrors what the server enforces (it sends VIP data
 * only to members) and offers the two ways to become one, 激活充值卡 and 微信支付.
 */
export function VipMask({ locked, what, children, placeholder, onCard, onPay }: VipMaskProps) {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const isLogin = useLoginStore((s) => s.isLogin);
  const openLogin = useLoginStore((s) => s.openLogin);
  const product = useVipProduct();
  if (!locked) return <>{children}</>;

  const go = (action: 'card' | 'pay') => {
    const path = vipSectionPath(device, action);
    if (!isLogin) openLogin(path);
    else navigate(path);
  };
  return (
    <div className={`zy-vipmask zy-vipmask--${device}`} data-testid="vip-mask">
      <div className="zy-vipmask__behind" aria-hidden="true">
        {placeholder ?? <MaskPlaceholder />}
      </div>
      <div className="zy-vipmask__panel">
        <span className="zy-vipmask__badge">
          <CrownFilled /> {t('vip.mask.badge')}
        </span>
        <h3 className="zy-vipmask__title">{t('vip.mask.title')}</h3>
        <p className="zy-vipmask__desc">{t('vip.mask.desc', { what: what ?? t('vip.mask.defaultWhat') })}</p>
        {isLogin ? (
          <div className="zy-vipmask__ways">
            <button type="button" className="zy-vipmask__way" onClick={onCard ?? (() => go('card'))} data-testid="vip-mask-card">
              <CreditCardOutlined className="zy-vipmask__icon" />
              <span>
                <strong>{t('vip.mask.byCard')}</strong>
                <small>{t('vip.mask.byCardDesc')}</small>
              </span>
            </button>
            <button type="button" className="zy-vipmask__way zy-vipmask__way--pay" onClick={onPay ?? (() => go('pay'))} data-testid="vip-mask-pay">
              <WechatOutlined className="zy-vipmask__icon" />
              <span>
                <strong>{t('vip.mask.byPay')}</strong>
                <small>{product.data ? t('vip.mask.byPayDesc', { price: product.data.priceYuan, days: product.data.days }) : '\u00a0'}</small>
              </span>
            </button>
          </div>
        ) : (
          <Button type="primary" size="large" onClick={() => go('card')} data-testid="vip-mask-login">
            {t('vip.mask.login')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Grey bars that look like a report; blurred, so nothing real is needed behind the mask. */
function MaskPlaceholder() {
  return (
    <div className="zy-vipmask__fake">
      {[92, 68, 80, 55, 74, 60].map((w, i) => (
        <span key={i} style={{ width: `${w}%` }} />
      ))}
    </div>
  );
}
