import { describe, expect, it } from 'vitest';
import { categoryTabs, questionParams } from './questions.ts';

describe('百问 categories and query', () => {
  it('orders the tabs as the product does, with counts, and leaves empty categories out', () => {
    const tabs = categoryTabs(
      [
        { name: '选科', count: 4 },
        { name: '基础概念', count: 12 },
        { name: '院校', count: 0 },
      ],
      '全部',
    );
    expect(tabs).toEqual([
      { value: '', label: '全部 16' },
      { value: '基础概念', label: '基础概念 12' },
      { value: '选科', label: '选科 4' },
    ]);
  });

  it('keeps a category the server knows but the product list does not, after the known ones', () => {
    const tabs = categoryTabs(
      [
        { name: '新分类', count: 2 },
        { name: '冲稳保', count: 3 },
      ],
      '全部',
    );
    expect(tabs.map((t) => t.value)).toEqual(['', '冲稳保', '新分类']);
  });

  it('reads category, keyword and id, ignoring an unknown category', () => {
    expect(questionParams(new URLSearchParams('category=冲稳保&q= 退档 &id=42'))).toEqual({ category: '冲稳保', keyword: '退档', id: '42' });
    expect(questionParams(new URLSearchParams('category=abc')).category).toBe('');
  });
});
