/** The response envelope of every /api call (XBoot-compatible, always HTTP 200 for handled outcomes). */
/** 507: the file store is full (an upload that did not fit; nothing was stored). */
export type ResultCode = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 501 | 503 | 507;

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: ResultCode;
  timestamp: number;
  result: T;
}

/** Page result (Spring Data shape; `number` counts from 0 while the request's pageNumber counts from 1). */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export interface PageQuery {
  pageNumber?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  startDate?: string;
  endDate?: string;
}
