import type { AdminDealRecordView, CardBatchView, CardsVoided, CardView, Page, PageQuery } from '@zhiyuan/shared';
import i18n from '../locales';
import { ApiError, apiUrl, http } from './http';
import { getToken } from './token';

/** 会员管理: card batches, cards, orders. */

type Query = PageQuery & Record<string, unknown>;

/** Filters: channel. */
export const getCardBatches = (query: Query) => http.get<Page<CardBatchView>>('/cardBatch/getByPage', query);

/** Filters: batchId, status, cardNumber, username. Never carries passwords. */
export const getCards = (query: Query) => http.get<Page<CardView>>('/cardInfo/getByPage', query);

export const voidCards = (by: { ids?: string[]; batchId?: string }) => http.post<CardsVoided>('/cardInfo/void', { ...by });

/** Filters: status, orderNo, username, startDate, endDate. */
export const getOrders = (query: Query) => http.get<Page<AdminDealRecordView>>('/dealRecord/getByPage', query);
/** Asks for a paid order's refund: it waits on the vip_refund approval (工作流程). */
export const requestRefund = (id: string, reason: string) => http.post<null>('/dealRecord/refund', { id, reason });

export interface NewBatch {
  channel: string;
  remark?: string;
  count: number;
  days: number;
  validUntil: string;
  format: 'xlsx' | 'csv';
}

/**
 * Makes a batch; the answer is the file with the clear passwords (the only time they exist
 * outside the batch), saved straight to the administrator's downloads.
 */
export async function createCardBatch(batch: NewBatch): Promise<{ batchId: string; fileName: string }> {
  const response = await fetch(apiUrl('/cardBatch/add'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language || 'zh-CN', accessToken: getToken() ?? '' },
    body: JSON.stringify(batch),
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const envelope = (await response.json()) as { code: number; message: string };
    throw new ApiError(envelope.code, envelope.message);
  }
  if (!response.ok) throw new ApiError(response.status, i18n.t('http.failed'));
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const fileName = encoded ? decodeURIComponent(encoded) : `cards.${batch.format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { batchId: response.headers.get('x-batch-id') ?? '', fileName };
}
