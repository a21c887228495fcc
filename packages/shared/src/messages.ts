/**
 * UI strings come in areas: a core file per app plus one file per feature area
 * (`areas/<area>.ts`, default export `{ 'zh-CN': {...}, 'en-US': {...} }`), each area adding its own
 * top-level namespaces. Merging refuses a namespace defined twice, so two areas cannot silently
 * overwrite each other's strings.
 */
export type Messages = Record<string, unknown>;
export interface MessageArea {
  'zh-CN': Messages;
  'en-US': Messages;
}

export function mergeMessageAreas(core: MessageArea, areas: Record<string, { default: MessageArea }>): MessageArea {
  const out: MessageArea = { 'zh-CN': { ...core['zh-CN'] }, 'en-US': { ...core['en-US'] } };
  for (const [file, { default: area }] of Object.entries(areas)) {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      for (const [ns, value] of Object.entries(area[lang])) {
        if (ns in out[lang]) throw new Error(`${file}: namespace '${ns}' is already defined (${lang})`);
        out[lang][ns] = value;
      }
    }
  }
  return out;
}
