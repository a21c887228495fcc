/** Membership (会员): prepaid cards, WeChat Pay orders, VIP status and VIP-only content. */
import type { MajorBrief, MajorLinePoint, SchoolSummary } from './reference.ts';

export interface VipStatus {
  isVip: boolean;
  /** Given by an administrator without an end date. */
  permanent: boolean;
  /** End of the dated membership (`yyyy-MM-dd HH:mm:ss`), also after it ended; null if never a member. */
  expireTime: string | null;
  expired: boolean;
  daysLeft: number;
  since: string | null;
}

export interface VipGrantView {
  id: string;
  source: 'card' | 'order';
  refId: string;
  days: number;
  /** Membership end after this grant. */
  expireTime: string;
  createTime: string;
}

/** /cardInfo/findCardInfo result. */
export interface CardActivation {
  cardNumber: string;
  days: number;
  /** The membership's new end. */
  expireTime: string;
}

/** /serviceProduct/getPorductDetail result. */
export interface VipProduct {
  id: number;
  name: string;
  description: string;
  /** In fen (分). */
  price: number;
  /** e.g. "298.00" */
  priceYuan: string;
  days: number;
  /** How it can be paid now: `off` (no online payment, cards only), `sandbox` (模拟支付, nothing is charged) or `live`. */
  payMode: 'off' | 'sandbox' | 'live';
}

export type DealStatus = 'unpaid' | 'paid' | 'closed';

export interface DealRecordView {
  id: string;
  orderNo: string;
  productId: number;
  productName: string;
  /** fen */
  amount: number;
  days: number;
  status: DealStatus;
  payChannel: string | null;
  paidTime: string | null;
  expireTime: string;
  createTime: string;
}

export interface AdminDealRecordView extends DealRecordView {
  userId: string;
  username: string | null;
  payMode: string | null;
  transactionId: string | null;
}

/** /pay/weixin result: the native-pay QR code. */
export interface WeixinPayResult {
  orderId: string;
  orderNo: string;
  amount: number;
  /** `weixin://wxpay/bizpayurl?pr=…`: the QR code's content. */
  codeUrl: string;
  /** The same as a PNG data URL. */
  qrCode: string;
  expireTime: string;
  /** Paid through the local sandbox (development): the page offers a "pay in sandbox" button. */
  sandbox: boolean;
}

/** /pay/getPcOrderStatus result. */
export interface OrderStatusView {
  orderId: string;
  status: DealStatus;
  paidTime: string | null;
  /** The membership after payment (set once paid). */
  vip: VipStatus | null;
}

export type CardStatus = 'unused' | 'used' | 'void';

export interface CardBatchView {
  id: string;
  channel: string;
  remark: string;
  count: number;
  days: number;
  validUntil: string;
  used: number;
  unused: number;
  voided: number;
  createBy: string | null;
  createTime: string;
}

export interface CardView {
  id: string;
  batchId: string;
  channel: string;
  cardNumber: string;
  status: CardStatus;
  days: number;
  validUntil: string;
  usedBy: string | null;
  usedByName: string | null;
  usedTime: string | null;
  createTime: string;
}

/** 专业定位报告 (route `report`, VIP only): the member's saved majors with their lines in the member's province. */
export interface VipReport {
  generatedAt: string;
  province: string | null;
  subjects: string[];
  majors: { major: MajorBrief; schoolCount: number | null; lines: MajorLinePoint[] }[];
  schools: SchoolSummary[];
}
