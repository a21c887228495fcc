import {
  PAID_PRODUCT_ID,
  type CardActivation,
  type DealRecordView,
  type OrderStatusView,
  type Page,
  type VipProduct,
  type VipReport,
  type VipStatusWithGrants,
  type WeixinPayResult,
} from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/** Typed calls of membership (会员): status, cards, WeChat Pay orders, the VIP report. */

/** GET /vip/status: the caller's membership and the grants that made it. */
export const getVipStatus = () => unwrap(http.get<VipStatusWithGrants>('/vip/status'));

/** POST /cardInfo/findCardInfo: activate a prepaid card (the password goes in the body, never the URL). */
export const activateCard = (cardNumber: string, cardPassword: string) =>
  unwrap(http.post<CardActivation>('/cardInfo/findCardInfo', { cardNumber, cardPassword }));

/** POST /serviceProduct/getPorductDetail: product 1 and its price (from the server). */
export const getProduct = () => unwrap(http.post<VipProduct>('/serviceProduct/getPorductDetail', { id: PAID_PRODUCT_ID }));

/** POST /dealRecord/save: an order for product 1; the server sets the price. */
export const createOrder = () => unwrap(http.post<DealRecordView>('/dealRecord/save', { productId: PAID_PRODUCT_ID }));

/** POST /pay/weixin: the WeChat native-pay QR code of an order. */
export const payWeixin = (orderId: string) => unwrap(http.post<WeixinPayResult>('/pay/weixin', { orderId }));

/** GET /pay/getPcOrderStatus: polled while the QR code is shown. */
export const getOrderStatus = (orderId: string) => unwrap(http.get<OrderStatusView>('/pay/getPcOrderStatus', { orderId }));

/** POST /pay/sandbox/pay: sandbox mode only (PAY_SANDBOX=1 on the server), "scan and pay" through the local sandbox provider. */
export const sandboxPay = (orderId: string) => unwrap(http.post<OrderStatusView>('/pay/sandbox/pay', { orderId }));

/** GET /dealRecord/getMine: the caller's orders. */
export const getMyOrders = (pageNumber = 1, pageSize = 10) => unwrap(http.get<Page<DealRecordView>>('/dealRecord/getMine', { pageNumber, pageSize }));

/** GET /report/getMine: VIP only. */
export const getVipReport = () => unwrap(http.get<VipReport>('/report/getMine'));
