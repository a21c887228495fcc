import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { genderText, scaleText } from './facts.ts';

describe('major facts read as sentences (issue 16)', () => {
  it('scale and gender shares in Chinese and English', async () => {
    await i18n.changeLanguage('zh-CN');
    const t = i18n.t.bind(i18n);
    expect(scaleText('2500-3000', t)).toBe('2,500–3,000 人');
    expect(scaleText('800', t)).toBe('800 人');
    expect(scaleText('约千人', t)).toBe('约千人');
    expect(genderText('38/62', t)).toBe('男 38% · 女 62%');
    expect(genderText(null, t)).toBeNull();
    await i18n.changeLanguage('en-US');
    expect(genderText('38/62', i18n.t.bind(i18n))).toBe('Male 38% · female 62%');
    await i18n.changeLanguage('zh-CN');
  });
});
