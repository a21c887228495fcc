/**
 * The baseline of the benchmarks: a bare Fastify 5 route with no database, no auth and no
 * hooks, returning a small JSON envelope. Started as its own process, like the real server.
 * `/plain-sized?bytes=N` answers an envelope of about N bytes (Chinese text, as our answers are),
 * so a call can also be compared with bare Fastify sending an answer of the same size.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, message: 'ok', code: 200, timestamp: 0, result: { hello: 'world', items: [1, 2, 3] } };
app.get('/plain', async () => ({ ...body, timestamp: Date.now() }));

const sized = new Map<number, { items: { id: number; name: string }[] }>();
function resultOf(bytes: number) {
  let result = sized.get(bytes);
  if (!result) {
    const items: { id: number; name: string }[] = [];
    // Each item serializes to ~60 bytes: {"id":N,"name":"北京大学北京大学…"}.
    for (let size = 0; size < bytes; size += 60) items.push({ id: items.length, name: '北京大学清华大学人民大学北航北理' });
    sized.set(bytes, (result = { items }));
  }
  return result;
}
app.get<{ Querystring: { bytes?: string } }>('/plain-sized', async (req) => ({
  ...body,
  timestamp: Date.now(),
  result: resultOf(Math.min(Number(req.query.bytes ?? 0) || 0, 1_000_000)),
}));

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
