import type { FastifyReply } from 'fastify';
import vary from 'vary';

/** Adds a request header to the answer's Vary (once, whatever CORS or another step put there). */
export function addVary(reply: FastifyReply, field: string): void {
  reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), field));
}
