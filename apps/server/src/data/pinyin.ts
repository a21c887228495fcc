import { customPinyin, pinyin } from 'pinyin-pro';

// Words pinyin-pro misreads in the catalog's names (大学长安学院 read as 大学长 "president", 闵行 as xing...).
customPinyin({
  长安: 'cháng ān',
  长江: 'cháng jiāng',
  长青: 'cháng qīng',
  闵行: 'mǐn háng',
  藏医: 'zàng yī',
  藏药: 'zàng yào',
  乌尔都: 'wū ěr dū',
  海都: 'hǎi dū',
});

/**
 * Pinyin of a school or major name for search: initials (清华大学 → qhdx) and the full spelling
 * without tones (qinghuadaxue). pinyin-pro reads polyphones in context (重庆 chongqing, 长沙
 * changsha, 厦门 xiamen, 蚌埠 bengbu); brackets and punctuation are dropped, Latin letters and
 * digits kept, lower-cased.
 */
export function namePinyin(name: string): { initials: string; full: string } {
  const clean = (parts: string[]) =>
    parts
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return {
    initials: clean(pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' })),
    full: clean(pinyin(name, { toneType: 'none', type: 'array' })),
  };
}
