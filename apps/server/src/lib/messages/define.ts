/** A feature area's server messages: the zh-CN catalog and an en-US one with exactly its keys. */
export function defineMessages<Z extends Record<string, string>>(m: { zh: Z; en: Record<keyof Z, string> }) {
  return m;
}
