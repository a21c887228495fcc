/** Opened page tags (spec §3/§4). The first tag is home and is never closed. */
export interface PageTag {
  /** Route name. */
  name: string;
  path: string;
}

export const HOME_TAG: PageTag = { name: 'index', path: '/index' };

/** Pages named `test` are never cached and get no tag. */
export const isCacheable = (name: string) => name !== 'test';

/** On a phone `test` opens as the topic page menuDetail/test: it is the same page, never tagged either. */
const isTestTopic = (path: string) => /^\/menuDetail\/test(?:[/?#]|$)/.test(path);

/** Opening a page adds its tag (once; a reopened tag follows the latest path). */
export function openTag(tags: readonly PageTag[], tag: PageTag): PageTag[] {
  if (!isCacheable(tag.name) || isTestTopic(tag.path)) return [...tags];
  const at = tags.findIndex((t) => t.name === tag.name);
  if (at === -1) return [...tags, tag];
  return tags.map((t, i) => (i === at ? { ...t, path: tag.path } : t));
}

export function closeTag(tags: readonly PageTag[], name: string): PageTag[] {
  return tags.filter((t, i) => i === 0 || t.name !== name);
}

/** Close all leaves only the first tag. */
export function closeAllTags(tags: readonly PageTag[]): PageTag[] {
  return tags.slice(0, 1);
}

/** Close others keeps the first tag and the current one. */
export function closeOtherTags(tags: readonly PageTag[], currentName: string): PageTag[] {
  return tags.filter((t, i) => i === 0 || t.name === currentName);
}

/** Cached pages follow the tags: every opened page except `test`. */
export function cachedPagesOf(tags: readonly PageTag[]): string[] {
  return tags.map((t) => t.name).filter(isCacheable);
}
