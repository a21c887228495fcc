import { describe, expect, it } from 'vitest';
import { messages } from './index';

const zhCN = messages['zh-CN'];
const enUS = messages['en-US'];

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' && inner !== null ? keys(inner, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe('translations', () => {
  it('has every zh-CN string in en-US and the other way round', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });

  it('has no empty strings', () => {
    const empty = (messages: object) => keys(messages).filter((k) => !k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], messages));
    expect(empty(zhCN)).toEqual([]);
    expect(empty(enUS)).toEqual([]);
  });
});
