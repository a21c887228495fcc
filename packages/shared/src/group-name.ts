import { findProvince } from './provinces.ts';

/**
 * A 院校专业组 as shown to a student (issue 16): the data publishes group codes in many forms
 * (`216`, `216专业组`, `第101组`, `001专业组(不限)`, `1101004 第004组 004`). A code that already
 * names itself a group (or is not a number at all) is shown as published (`第004组` out of a
 * longer code); a bare code gets the word once: `专业组 216` / `Group 216`. Never `专业组 216专业组`.
 */
/**
 * Some sources publish no group code but a key they compiled from the row
 * (`厦门大学-广东-物理类-厦门大学马来西亚分校-数据科学与大数据技术`, `中南大学-安徽-历史类-本科普通类录取概况`):
 * what repeats the school, province, 科类 or batch shown beside it is left out, and what is left (a
 * campus, a major) is shown; nothing when nothing is left.
 */
function compiledKey(text: string): string | null {
  if (/\d/.test(text) || !text.includes('-')) return null;
  const parts = text
    .split('-')
    .map((p) => p.trim())
    .filter((p) => p && !findProvince(p) && !/类$|类\|/.test(p) && !/批|概况/.test(p));
  if (parts.length && /(大学|学院|学校)$/.test(parts[0]) && text.startsWith(parts[0])) parts.shift();
  return parts.join(' · ');
}

export function groupName(code: string | null | undefined, lang: string = 'zh-CN'): string {
  const text = (code ?? '').trim();
  if (!text) return '';
  const en = lang.startsWith('en');
  const named = /^第?(\d+)(?:专业)?组(.*)$/.exec(text);
  if (named) return en ? `Group ${named[1]}${named[2]}` : text;
  // `1101004 第004组 004` (school code, group, major code): the group is the middle word.
  const inner = /第\s*(\d+)\s*组/.exec(text);
  if (inner) return en ? `Group ${inner[1]}` : inner[0];
  const compiled = compiledKey(text);
  if (compiled !== null) return compiled;
  if (/组|group/i.test(text) || !/\d/.test(text)) return text;
  return en ? `Group ${text}` : `专业组 ${text}`;
}
