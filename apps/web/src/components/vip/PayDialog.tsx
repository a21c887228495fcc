import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Result, Spin } from 'antd';
import { CrownFilled, WechatOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { VipStatus, WeixinPayResult } from '@zhiyuan/shared';
import { createOrder, getOrderStatus, getProduct, payWeixin, sandboxPay } from '../../api/vip.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { useDevice } from '../../device.ts';
import { VIP_QUERY, useVipRefresh, vipSectionPath } from './useVip.ts';

const POLL_MS = 2000;
/** The server's answer while online payment is off (see docs/api.md). */
const NOT_CONFIGURED = 501;

type Step =
  { kind: 'loading' } | { kind: 'off' } | { kind: 'qr'; pay: WeixinPayResult } | { kind: 'paid'; vip: VipStatus | null } | { kind: 'error'; message: string };

/**
 * 微信扫码支付: places an order for product 1 (price from the server), shows the native-pay QR
 * code, polls the order until it is paid, then celebrates. In sandbox mode (PAY_SANDBOX on the
 * server) a button "scans and pays" through the local provider. With payment off it says so and
 * points to card redemption, without placing an order.
 */
export function PayDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const refresh = useVipRefresh();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const device = useDevice();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [paying, setPaying] = useState(false);

  const start = async () => {
    setStep({ kind: 'loading' });
    try {
      // Asked afresh: the admin may have changed the pay setting since the page loaded.
      const product = await queryClient.fetchQuery({ queryKey: [...VIP_QUERY, 'product'], queryFn: getProduct, staleTime: 0 });
      if (product.payMode === 'off') {
        setStep({ kind: 'off' });
        return;
      }
      const order = await createOrder();
      setStep({ kind: 'qr', pay: await payWeixin(order.id) });
    } catch (error) {
      setStep(error instanceof ApiError && error.code === NOT_CONFIGURED ? { kind: 'off' } : { kind: 'error', message: errorMessage(error) });
    }
  };

  const redeemCard = () => {
    onClose();
    navigate(vipSectionPath(device, 'card'));
  };

  useEffect(() => {
    if (open) void start();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const orderId = step.kind === 'qr' ? step.pay.orderId : null;
  useEffect(() => {
    if (!open || !orderId) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const s = await getOrderStatus(orderId);
        if (stopped) return;
        if (s.status === 'paid') {
          setStep({ kind: 'paid', vip: s.vip });
          void refresh();
        } else if (s.status === 'closed') {
          setStep({ kind: 'error', message: t('vip.buy.closed') });
        }
      } catch {
        // keep polling; a network hiccup is not a failed payment
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [open, orderId]); // eslint-disable-line react-hooks/exhaustive-deps

  const paySandbox = async (id: string) => {
    setPaying(true);
    try {
      const s = await sandboxPay(id);
      if (s.status === 'paid') {
        setStep({ kind: 'paid', vip: s.vip });
        void refresh();
      }
    } catch (error) {
      setStep({ kind: 'error', message: errorMessage(error) });
    } finally {
      setPaying(false);
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} centered width={400} destroyOnHidden title={step.kind === 'paid' ? null : t('vip.buy.title')}>
      <div data-testid="vip-pay-dialog">
        {step.kind === 'loading' && (
          <div className="zy-vip__qr">
            <Spin size="large" />
          </div>
        )}
        {step.kind === 'off' && (
          <Result
            status="info"
            title={<span data-testid="vip-pay-off">{t('vip.buy.offTitle')}</span>}
            subTitle={t('vip.buy.offDesc')}
            extra={
              <Button type="primary" onClick={redeemCard} data-testid="vip-pay-off-card">
                {t('vip.buy.offCard')}
              </Button>
            }
          />
        )}
        {step.kind === 'error' && <Result status="warning" title={step.message} extra={<Button onClick={() => void start()}>{t('common.retry')}</Button>} />}
        {step.kind === 'qr' && (
          <div className="zy-vip__qr" data-testid="vip-pay-qr">
            <div>
              <WechatOutlined style={{ color: '#07c160' }} /> {t('vip.buy.scan')}
            </div>
            <img src={step.pay.qrCode} alt={step.pay.codeUrl} />
            <div>
              {t('vip.buy.amount')}：
              <strong className="zy-vip__price" style={{ fontSize: 22 }}>
                ¥{(step.pay.amount / 100).toFixed(2)}
              </strong>
            </div>
            <div className="zy-vip__hint">
              <Spin size="small" /> {t('vip.buy.waiting')} · {t('vip.buy.expiresAt', { time: step.pay.expireTime.slice(11, 16) })}
            </div>
            {step.pay.sandbox && (
              <>
                <Alert type="info" showIcon message={t('vip.buy.sandbox')} style={{ width: '100%' }} />
                <Button type="primary" loading={paying} onClick={() => void paySandbox(step.pay.orderId)} data-testid="vip-sandbox-pay">
                  {t('vip.buy.sandboxPay')}
                </Button>
              </>
            )}
          </div>
        )}
        {step.kind === 'paid' && (
          <Result
            icon={<CrownFilled style={{ color: '#e2b04a' }} className="zy-vip__celebrate" />}
            title={<span data-testid="vip-pay-success">{t('vip.buy.success')}</span>}
            subTitle={step.vip?.expireTime ? t('vip.buy.successDesc', { time: step.vip.expireTime }) : undefined}
            extra={
              <Button type="primary" onClick={onClose} data-testid="vip-pay-done">
                {t('vip.buy.done')}
              </Button>
            }
          />
        )}
      </div>
    </Modal>
  );
}
