import { describe, expect, it } from 'vitest';
import i18n from './index.ts';

describe('batch names in messages (issue 30)', () => {
  it('shows a batch number as its name, never "第 2 批次"', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('forms.batch', { batch: 2 })).toBe('本科批');
    expect(i18n.t('forms.batch', { batch: 5 })).toBe('高职(专科)批');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('forms.batch', { batch: 1 })).toBe('Early undergraduate batch');
    await i18n.changeLanguage('zh-CN');
  });

  it('keeps an unknown batch as given', () => {
    expect(i18n.t('forms.batch', { batch: 9 })).toBe('9');
  });
});
