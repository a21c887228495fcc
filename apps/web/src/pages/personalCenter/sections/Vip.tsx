import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Skeleton, Table, Tag } from 'antd';
import { CheckCircleFilled, CrownFilled, CrownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { DealRecordView, DealStatus } from '@zhiyuan/shared';
import { activateCard, getMyOrders, getVipReport } from '../../../api/vip.ts';
import { errorMessage } from '../../../api/http.ts';
import { VipMask } from '../../../components/VipMask.tsx';
import { PayDialog } from '../../../components/vip/PayDialog.tsx';
import { ReportBody, ReportMeta } from '../../../components/vip/ReportBody.tsx';
import { VIP_QUERY, useVipProduct, useVipRefresh, useVipStatus } from '../../../components/vip/useVip.ts';
import { useDevice } from '../../../device.ts';
import { useAppStore } from '../../../stores/app.ts';
import '../../../components/vip/vip.css';

const STATUS_COLOR: Record<DealStatus, string> = { unpaid: 'orange', paid: 'green', closed: 'default' };
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * 会员服务: membership status, what membership gives (a member: what they have; others: what they
 * would get, and what stays free), the VIP report preview (masked for non-members), card, purchase, orders.
 */
export default function VipSection() {
  const { t } = useTranslation();
  const status = useVipStatus();
  const [params, setParams] = useSearchParams();
  const [paying, setPaying] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const action = params.get('action');

  // Arriving from a mask's "激活充值卡" / "微信支付开通": go straight to that way.
  useEffect(() => {
    if (!action || status.isLoading) return;
    if (action === 'card') cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    if (action === 'pay' && !status.data?.permanent) setPaying(true);
    const next = new URLSearchParams(params);
    next.delete('action');
    setParams(next, { replace: true });
  }, [action, status.isLoading]); // eslint-disable-line react-hooks/exhaustive-deps

  if (status.isLoading || !status.data) return <Skeleton active />;
  const vip = status.data;
  const focusCard = () => {
    cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    cardRef.current?.querySelector('input')?.focus();
  };

  return (
    <div className="zy-vip" data-testid="vip-section">
      <div className={`zy-vip__status${vip.isVip ? ' zy-vip__status--active' : ''}`} data-testid="vip-status">
        {vip.isVip ? <CrownFilled className="zy-vip__crown" /> : <CrownOutlined className="zy-vip__crown" />}
        <div className="zy-vip__status-main">
          <h3 data-testid="vip-status-title">{vip.isVip ? (vip.permanent ? t('vip.status.permanent') : t('vip.status.active')) : t('vip.status.none')}</h3>
          {vip.isVip && !vip.permanent && (
            <p data-testid="vip-expire">
              {t('vip.status.expireAt', { time: vip.expireTime })} · {t('vip.status.daysLeft', { days: vip.daysLeft })}
            </p>
          )}
          {vip.expired && <p>{t('vip.status.expired', { time: vip.expireTime })}</p>}
          {vip.since && vip.isVip && <p>{t('vip.status.since', { time: vip.since.slice(0, 10) })}</p>}
        </div>
      </div>

      <Rights isVip={vip.isVip} />

      <ReportPreview isVip={vip.isVip} onCard={focusCard} onPay={() => setPaying(true)} />

      {!vip.permanent && (
        <div className="zy-vip__grid">
          <div className="zy-vip__card" ref={cardRef}>
            <h4>{t('vip.card.title')}</h4>
            <CardForm />
          </div>
          <div className="zy-vip__card">
            <h4>{t('vip.buy.title')}</h4>
            <BuyPanel isVip={vip.isVip} onBuy={() => setPaying(true)} />
          </div>
        </div>
      )}

      <Orders />
      <PayDialog open={paying} onClose={() => setPaying(false)} />
    </div>
  );
}

/** What membership unlocks (docs/decisions.md, "What membership unlocks"): had by a member, offered to others; lookups stay free. */
function Rights({ isVip }: { isVip: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const device = useDevice();
  const province = useAppStore((s) => s.province);
  const items = [t('vip.rights.report', { province }), t('vip.rights.standing'), t('vip.rights.fresh'), t('zyReport.right')];
  return (
    <div className={`zy-vip__card zy-vip__rights${isVip ? ' zy-vip__rights--member' : ''}`} data-testid="vip-rights">
      <div>
        <h4 data-testid="vip-rights-title">{isVip ? t('vip.rights.titleMember') : t('vip.rights.titleNone')}</h4>
        <ul>
          {items.map((text) => (
            <li key={text}>
              {isVip ? <CheckCircleFilled /> : <CrownOutlined />}
              <span>{text}</span>
            </li>
          ))}
        </ul>
        {isVip && (
          // On phones the whole report is the preview below (the report route is a desktop page).
          <Button
            type="link"
            style={{ paddingLeft: 0 }}
            data-testid="vip-rights-open"
            onClick={() =>
              device === 'mobile' ? document.querySelector('[data-testid="vip-preview"]')?.scrollIntoView({ behavior: 'smooth' }) : navigate('/report')
            }
          >
            {t('vip.rights.open')}
          </Button>
        )}
      </div>
      <div className="zy-vip__free" data-testid="vip-free">
        <h5>{t('vip.rights.freeTitle')}</h5>
        <p>{t('vip.rights.free')}</p>
      </div>
    </div>
  );
}

function ReportPreview({ isVip, onCard, onPay }: { isVip: boolean; onCard(): void; onPay(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const device = useDevice();
  const province = useAppStore((s) => s.province);
  // Asked only by members: for others the server would answer 403 and the mask says why.
  const report = useQuery({ queryKey: [...VIP_QUERY, 'report', province], queryFn: getVipReport, enabled: isVip, staleTime: 0 });
  return (
    <div className="zy-vip__card" data-testid="vip-preview">
      <h4>
        {t('vip.preview.title')} <Tag color="gold">{t('vip.mask.badge')}</Tag>
      </h4>
      <VipMask locked={!isVip} what={t('vip.preview.title')} onCard={onCard} onPay={onPay}>
        <div data-testid="vip-content">
          <p className="zy-vip__hint">{t('vip.preview.desc')}</p>
          {report.isLoading && <Skeleton active />}
          {report.isError && <p>{t('vip.report.loadFailed')}</p>}
          {report.data && <ReportMeta report={report.data} />}
          {report.data && <ReportBody report={report.data} limit={device === 'mobile' ? undefined : 4} />}
          {device === 'desktop' && report.data && report.data.majors.length > 0 && (
            <Button type="link" onClick={() => navigate('/report')} data-testid="vip-open-report">
              {t('vip.preview.open')}
            </Button>
          )}
        </div>
      </VipMask>
    </div>
  );
}

function CardForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useVipRefresh();
  const [form] = Form.useForm<{ cardNumber: string; cardPassword: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: { cardNumber: string; cardPassword: string }) => {
    setBusy(true);
    try {
      const result = await activateCard(values.cardNumber, values.cardPassword);
      message.success(t('vip.card.success', { time: result.expireTime }));
      form.resetFields();
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="vip-card-form">
      <Form.Item
        name="cardNumber"
        label={t('vip.card.number')}
        rules={[{ required: true, whitespace: true, message: t('vip.card.required', { field: t('vip.card.number') }) }]}
      >
        <Input placeholder={t('vip.card.numberPlaceholder')} autoComplete="off" inputMode="numeric" maxLength={40} data-testid="vip-card-number" />
      </Form.Item>
      <Form.Item
        name="cardPassword"
        label={t('vip.card.password')}
        rules={[{ required: true, whitespace: true, message: t('vip.card.required', { field: t('vip.card.password') }) }]}
      >
        <Input.Password placeholder={t('vip.card.passwordPlaceholder')} autoComplete="off" maxLength={40} data-testid="vip-card-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block data-testid="vip-card-submit">
        {t('vip.card.submit')}
      </Button>
      <p className="zy-vip__hint">{t('vip.card.hint')}</p>
    </Form>
  );
}

function BuyPanel({ isVip, onBuy }: { isVip: boolean; onBuy(): void }) {
  const { t } = useTranslation();
  const product = useVipProduct();
  if (!product.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <div data-testid="vip-buy">
      <div>
        <strong>{product.data.name}</strong>
      </div>
      <div className="zy-vip__price" data-testid="vip-price">
        ¥{product.data.priceYuan}
        <small>{t('vip.buy.perDays', { days: product.data.days })}</small>
      </div>
      <ul className="zy-vip__benefits">
        <li>{t('vip.status.benefit1')}</li>
        <li>{t('vip.status.benefit2')}</li>
        <li>{t('vip.status.benefit3')}</li>
      </ul>
      <Button type="primary" block onClick={onBuy} style={{ background: '#07c160' }} data-testid="vip-buy-button">
        {isVip ? t('vip.buy.renew') : t('vip.buy.button')}
      </Button>
    </div>
  );
}

function Orders() {
  const { t } = useTranslation();
  const device = useDevice();
  const [page, setPage] = useState(1);
  const orders = useQuery({ queryKey: [...VIP_QUERY, 'orders', page], queryFn: () => getMyOrders(page, 5) });
  const columns = [
    { title: t('vip.orders.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    ...(device === 'desktop' ? [{ title: t('vip.orders.product'), dataIndex: 'productName', key: 'productName' }] : []),
    { title: t('vip.orders.amount'), dataIndex: 'amount', key: 'amount', render: (v: number) => yuan(v) },
    {
      title: t('vip.orders.status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: DealStatus) => <Tag color={STATUS_COLOR[s]}>{t(`vip.orders.statuses.${s}`)}</Tag>,
    },
    { title: t('vip.orders.createTime'), dataIndex: 'createTime', key: 'createTime', render: (v: string) => (device === 'mobile' ? v.slice(5, 16) : v) },
    ...(device === 'desktop' ? [{ title: t('vip.orders.paidTime'), dataIndex: 'paidTime', key: 'paidTime', render: (v: string | null) => v ?? '—' }] : []),
  ];
  return (
    <div className="zy-vip__card zy-vip__orders" data-testid="vip-orders">
      <h4>{t('vip.orders.title')}</h4>
      <Table<DealRecordView>
        rowKey="id"
        size="small"
        loading={orders.isLoading}
        dataSource={orders.data?.content ?? []}
        columns={columns}
        locale={{ emptyText: t('vip.orders.empty') }}
        scroll={device === 'mobile' ? { x: 'max-content' } : undefined}
        pagination={
          (orders.data?.totalElements ?? 0) > 5 ? { current: page, pageSize: 5, total: orders.data?.totalElements, onChange: setPage, size: 'small' } : false
        }
      />
    </div>
  );
}
