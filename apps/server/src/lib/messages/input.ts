import { defineMessages } from './define.ts';

/** Server messages about malformed requests (zh-CN and en-US): bad text, dates, URLs, bodies. */
export default defineMessages({
  zh: {
    badText: '不能包含空字符或不成对的代理字符',
    badDate: '不是有效的日期',
    badUrl: '请求地址的编码不正确',
    bodyTooLarge: '请求体过大，不能超过 {max}',
    unsupportedMediaType: '不支持的请求体类型：{type}',
    idempotencyKeyBad: '须为 8 至 100 位字母、数字、- 或 _（建议使用 UUID）',
    idempotencyKeyReused: '该请求编号（Idempotency-Key）已用于另一份内容不同的提交，请换一个编号',
    idempotencyInProgress: '处理中：同一请求正在处理，请稍后刷新查看结果',
    serviceUnavailable: '服务暂时不可用（数据库或缓存正在恢复），请稍后重试',
  },
  en: {
    badText: 'must not contain NUL or unpaired surrogate characters',
    badDate: 'is not a valid date',
    badUrl: 'The request URL is not correctly encoded',
    bodyTooLarge: 'The request body is too large (at most {max})',
    unsupportedMediaType: 'Unsupported request body type: {type}',
    idempotencyKeyBad: 'must be 8 to 100 letters, digits, - or _ (a UUID is best)',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a request with a different body; use a new key',
    idempotencyInProgress: 'In progress: the same request is still being processed; refresh in a moment to see its result',
    serviceUnavailable: 'The service is briefly unavailable (its database or cache is recovering); please try again shortly',
  },
});
