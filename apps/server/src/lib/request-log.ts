import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** API routes polled by machines and pages: their request lines are written at debug. */
const QUIET_API_ROUTES = new Set(['/api/health', '/api/dataImport/status']);

/**
 * Whether a route's request lines go at debug: the apps' static files (every route outside
 * /api/: a page load fetches dozens), the health check and the site's import-status poll.
 * A request no route matched (a 404) is not quiet.
 */
export function isQuietRoute(url: string | undefined): boolean {
  if (!url) return false;
  return !url.startsWith('/api/') || QUIET_API_ROUTES.has(url);
}

/**
 * Fastify's request log ("incoming request", "request completed") with the lines of quiet routes
 * at debug instead of info: at the default level an afternoon of use wrote 14,000 lines of static
 * files. Errors keep their level whatever the route.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!isQuietRoute(request.routeOptions.url)) return super.incomingRequest(request, reply, metadata);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error || reply.statusCode >= 500 || !isQuietRoute(request.routeOptions.url)) return super.requestCompleted(error, request, reply, metadata);
    if (!this.isLogDisabled(request)) reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
