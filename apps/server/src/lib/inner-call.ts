import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A call the server makes to itself with app.inject (XBoot's /oauth2/token asks the OpenID
 * provider's /token as the caller would): the caller's request was counted by the rate limit
 * already, so the inner one is not counted again. The mark is a header only this process knows
 * (random at start, never sent out or logged), so no outside request can claim it.
 */
const INNER_CALL_HEADER = 'x-zy-inner-call';
const INNER_CALL_VALUE = randomBytes(24).toString('base64url');

/** The header to add to an app.inject call. */
export const innerCallHeaders = (): Record<string, string> => ({ [INNER_CALL_HEADER]: INNER_CALL_VALUE });

/** True for a call made with innerCallHeaders by this process. */
export const isInnerCall = (req: FastifyRequest): boolean => req.headers[INNER_CALL_HEADER] === INNER_CALL_VALUE;
