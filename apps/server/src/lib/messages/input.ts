import { defineMessages } from './define.ts';

/** Server messages about malformed requests (zh-CN and en-US): bad text, dates, URLs, bodies. */
export default defineMessages({
  zh: {
    badText: '不能包含空字符或不成对的代理字符',
    badDate: '不是有效的日期',
    badUrl: '请求地址的编码不正确',
    bodyTooLarge: '请求体过大，不能超过 {max}',
    unsupportedMediaType: '不支持的请求体类型：{type}',
  },
  en: {
    badText: 'must not contain NUL or unpaired surrogate characters',
    badDate: 'is not a valid date',
    badUrl: 'The request URL is not correctly encoded',
    bodyTooLarge: 'The request body is too large (at most {max})',
    unsupportedMediaType: 'Unsupported request body type: {type}',
  },
});
