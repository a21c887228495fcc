import { readdirSync, readFileSync } from 'node:fs';

/**
 * The zod schemas of the API's answers, generated from the TypeScript contracts (`npm run contracts`):
 * every file of src/contracts gets its src/schemas twin. The contracts stay the one place a shape is
 * written; the server declares these schemas as its routes' answers (apps/server/src/lib/response.ts).
 *
 * Not generated, because ts-to-zod cannot read them: generic interfaces (Envelope, Page, the content
 * cards), indexed-access types, `Partial<Omit<…>>` (it drops the Partial), types that are themselves `z.infer` of a schema the contract already
 * holds, and every type that uses one of those. src/schemas/generic.ts writes those few by hand.
 * @type {import("ts-to-zod").TsToZodConfig}
 */
const dir = new URL('./src/contracts/', import.meta.url);

/** The names of a contract ts-to-zod cannot generate, with every declaration that uses one. */
function unreadable(source) {
  // Comments left out: a comment naming an unreadable type says nothing about the declaration above it.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const blocks = code.split(/^(?=export )/m).map((text) => ({ name: /^export (?:interface|type) (\w+)/.exec(text)?.[1], text }));
  const skip = new Set();
  for (const { name, text } of blocks) {
    if (name && (/^export (?:interface|type) \w+</.test(text) || /= z\.infer</.test(text) || /\)\[keyof /.test(text) || /= Partial<Omit</.test(text)))
      skip.add(name);
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, text } of blocks) {
      if (!name || skip.has(name)) continue;
      const body = text.replace(/^export (?:interface|type) \w+/, '');
      if ([...skip].some((s) => new RegExp(`\\b${s}\\b`).test(body))) {
        skip.add(name);
        grew = true;
      }
    }
  }
  return skip;
}

export default readdirSync(dir)
  .filter((file) => file.endsWith('.ts'))
  .sort()
  .map((file) => {
    const skip = unreadable(readFileSync(new URL(file, dir), 'utf8'));
    return { name: file.slice(0, -3), input: `src/contracts/${file}`, output: `src/schemas/${file}`, nameFilter: (id) => !skip.has(id) };
  });
