import type { ResultCode } from '@zhiyuan/shared';
import type { MessageKey } from './i18n.ts';

/** The one error type of the server: a result code, a translatable message and optional result payload. */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<ResultCode, 200>,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly result: unknown = null,
  ) {
    super(key);
  }
}

/** A field-level validation failure: code 400 naming the field. */
export function fieldError(field: string, reason: MessageKey, params: Record<string, string | number> = {}): AppError {
  return new AppError(400, 'invalidField', { field, reasonKey: reason, ...params });
}

export const notFound = () => new AppError(404, 'notFound');
export const forbidden = () => new AppError(403, 'forbidden');
export const unauthorized = () => new AppError(401, 'unauthorized');
