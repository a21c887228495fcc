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
  /** refund: days taken back by a refunded order (negative); refundClosed: given again when WeChat closed that refund. */
  source: 'card' | 'order' | 'refund' | 'refundClosed';
  refId: string;
  days: number;
  /** Membership end after this grant. */
  expireTime: string;
  createTime: string;
}

/** GET /vip/status: the caller's membership and the grants (cards, orders) that made it, newest first. */
export interface VipStatusWithGrants extends VipStatus {
  grants: VipGrantView[];
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
  /**
   * '' none; reviewing (waiting on its approval, 工作流程); processing (WeChat took it, its result
   * notice is awaited); abnormal (the payer's bank refused it: finish it in WeChat's merchant
   * platform); refunded; closed (WeChat closed it: the days were given back, it may be asked again).
   */
  refundStatus: '' | 'reviewing' | 'processing' | 'abnormal' | 'refunded' | 'closed';
  refundReason: string;
  refundTime: string | null;
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

/** POST /cardInfo/void: how many unused cards were voided. */
export interface CardsVoided {
  voided: number;
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

/** Where the member's rank stands against a major's lines of one year: ahead of every school's lowest admitted rank, among them, or behind them all. */
export type ReportStanding = 'above' | 'within' | 'below';

/** One saved major in the report: its lines in the member's province only, the member's 科类 first. */
export interface VipReportMajor {
  major: MajorBrief;
  /** Schools offering it nationwide (the MoE offerings list). */
  schoolCount: number | null;
  /** Lines in the report's province, newest year first (never another province's). */
  lines: MajorLinePoint[];
  /** The member's rank against the newest line of the member's 科类; null without a rank or a line. */
  standing: { year: number; subjectType: string; standing: ReportStanding } | null;
}

/**
 * 专业定位报告 (route `report`, VIP only): the member's saved majors with their lines in the
 * member's province (the profile's; none listed until it is set), the data years named.
 */
export interface VipReport {
  generatedAt: string;
  /** The member's exam province (profile); null until set, and then no lines are listed. */
  province: string | null;
  subjects: string[];
  /** The member's 科类: from 我的成绩 when it is for this province, else from the 选科 of the profile. */
  subjectType: string | null;
  /** 我的成绩 when it is for this province: the rank the standings compare. */
  position: { year: number; subjectType: string; score: number; rank: number | null } | null;
  /** Years of the lines the report draws on, newest first. */
  years: number[];
  majors: VipReportMajor[];
  /** Saved majors beyond the report's limit (not worked out). */
  majorsLeftOut: number;
  schools: SchoolSummary[];
}

/**
 * GET /setting/pay: the WeChat Pay setting as the admin edits it, the APIv3 key and the merchant
 * private key masked (`******` when stored, '' when not), with the mode in effect.
 */
export interface PaySettingView {
  mode: 'off' | 'sandbox' | 'live';
  appId: string;
  mchId: string;
  apiV3Key: string;
  merchantSerialNo: string;
  merchantPrivateKey: string;
  platformSerialNo: string;
  platformPublicKey: string;
  /** Public URL WeChat posts notifications to. */
  notifyUrl: string;
  apiBase: string;
  /** The mode payments run in now: a stored `sandbox` counts as `off` unless the server allows sandbox. */
  effectiveMode: 'off' | 'sandbox' | 'live';
  /** Whether the server runs with PAY_SANDBOX=1. */
  sandboxAllowed: boolean;
}
