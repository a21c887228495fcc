/**
 * The baseline of the benchmarks: a bare Fastify 5 route with no database, no auth and no
 * hooks, returning a small JSON envelope. Started as its own process, like the real server.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, message: 'ok', code: 200, timestamp: 0, result: { hello: 'world', items: [1, 2, 3] } };
app.get('/plain', async () => ({ ...body, timestamp: Date.now() }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
