import { describe, expect, it } from 'vitest';
import { isContentId } from './format.ts';

describe('isContentId', () => {
  it('takes digit ids only', () => {
    expect(isContentId('123')).toBe(true);
    for (const bad of ['', null, undefined, 'abc', '12a', '1'.repeat(21), '-1']) expect(isContentId(bad), String(bad)).toBe(false);
  });
});
