/**
 * A 院校专业组 as shown to a student (issue 16): the data publishes group codes in many forms
 * (`216`, `216专业组`, `第101组`, `001专业组(不限)`, `1101004 第004组 004`). A code that already
 * names itself a group (or is not a number at all) is shown as published (`第004组` out of a
 * longer code); a bare code gets the word once: `专业组 216` / `Group 216`. Never `专业组 216专业组`.
 */
export function groupName(code: string | null | undefined, lang: string = 'zh-CN'): string {
  const text = (code ?? '').trim();
  if (!text) return '';
  const en = lang.startsWith('en');
  const named = /^第?(\d+)(?:专业)?组(.*)$/.exec(text);
  if (named) return en ? `Group ${named[1]}${named[2]}` : text;
  // `1101004 第004组 004` (school code, group, major code): the group is the middle word.
  const inner = /第\s*(\d+)\s*组/.exec(text);
  if (inner) return en ? `Group ${inner[1]}` : inner[0];
  if (/组|group/i.test(text) || !/\d/.test(text)) return text;
  return en ? `Group ${text}` : `专业组 ${text}`;
}
