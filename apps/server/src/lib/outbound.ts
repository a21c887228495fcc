import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import type { Config } from '../config.ts';

/**
 * Connections the server opens on an admin's word (测试连接 of the SMTP, SMS and S3 settings): only
 * to public addresses, unless CHECK_ALLOW_ADDRESSES lets loopback, private or link-local ones in.
 * A name is resolved once, every address it has is checked, and the connection goes to a checked
 * address (no second lookup a rebinding DNS server could answer differently).
 */

export type AddressClass = 'loopback' | 'private' | 'link-local';
export type Allowance = ReadonlySet<AddressClass>;

export const allowanceOf = (config: Pick<Config, 'CHECK_ALLOW_ADDRESSES'>): Allowance =>
  new Set(
    config.CHECK_ALLOW_ADDRESSES.split(',')
      .map((s) => s.trim())
      .filter(Boolean) as AddressClass[],
  );

/** The class an address may be let in by; null: never (unspecified, multicast, broadcast, reserved, documentation, NAT64, 6to4, Teredo…). */
const CLASS_OF_RANGE: Record<string, AddressClass> = {
  loopback: 'loopback',
  private: 'private',
  carrierGradeNat: 'private',
  uniqueLocal: 'private',
  linkLocal: 'link-local',
};

/** Whether a connection to `ip` (v4 or v6, IPv4-mapped IPv6 as its IPv4) is allowed. Anything not an address is refused. */
export function addressAllowed(ip: string, allow: Allowance): boolean {
  const bare = ip.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare) || !net.isIP(bare)) return false;
  const address = ipaddr.process(bare);
  const range = address.range();
  if (range === 'unicast') {
    // IPv4-compatible (::a.b.c.d) and the rest of ::/8 are not public addresses either.
    return !(address.kind() === 'ipv6' && (address as ipaddr.IPv6).parts[0] === 0);
  }
  const cls = CLASS_OF_RANGE[range];
  return cls !== undefined && allow.has(cls);
}

/** The name resolved to an address that is not allowed: nothing was connected. */
export class AddressNotAllowed extends Error {
  readonly code = 'EADDRNOTALLOWED';
  constructor(readonly host: string) {
    super(`connecting to ${host} is not allowed`);
    this.name = 'AddressNotAllowed';
  }
}

const bareHost = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** Every address of `host` (an address literal is its own), each checked; refused if any is not allowed. */
export async function resolveAllowed(host: string, allow: Allowance): Promise<dns.LookupAddress[]> {
  const name = bareHost(host);
  const addresses = net.isIP(name) ? [{ address: name, family: net.isIP(name) }] : await dns.promises.lookup(name, { all: true });
  if (!addresses.length || addresses.some((a) => !addressAllowed(a.address, allow))) throw new AddressNotAllowed(name);
  return addresses;
}

/** A `lookup` for net/tls/http(s) that hands out only checked addresses (net does not call it for address literals: see refuseLiteral). */
export function guardedLookup(allow: Allowance): net.LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, allow).then(
      (all) => {
        const fitting = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        if (!fitting.length) return callback(Object.assign(new Error(`no IPv${options.family} address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) callback(null, fitting);
        else callback(null, fitting[0].address, fitting[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/** An address literal host (which no lookup sees) that is not allowed, as the error to fail with. */
function refuseLiteral(host: string | null | undefined, allow: Allowance): AddressNotAllowed | null {
  const name = bareHost(host ?? '');
  return net.isIP(name) && !addressAllowed(name, allow) ? new AddressNotAllowed(name) : null;
}

/**
 * fetch through a guarded undici Agent, never following a redirect (a 3xx comes back as it is).
 * undici's own fetch, because Node's built-in one refuses Agents of another undici version.
 */
export function guardedFetch(allow: Allowance, connectTimeoutMs = 5_000): { fetch: typeof globalThis.fetch; close(): Promise<void> } {
  const base = buildConnector({ lookup: guardedLookup(allow), timeout: connectTimeoutMs });
  const dispatcher = new Agent({
    connect: (options, callback) => {
      const refused = refuseLiteral(options.hostname, allow);
      if (refused) callback(refused, null);
      else base(options, callback);
    },
  });
  const guarded = (input: string | URL | Request, init: RequestInit = {}) =>
    undiciFetch(String(input instanceof Request ? input.url : input), { ...(init as object), dispatcher, redirect: 'manual' });
  return { fetch: guarded as unknown as typeof globalThis.fetch, close: () => dispatcher.destroy() };
}

/** http and https Agents for the AWS SDK's NodeHttpHandler: guarded lookup, address literals checked, no keep-alive. */
export function guardedAgents(allow: Allowance): { httpAgent: http.Agent; httpsAgent: https.Agent } {
  const lookup = guardedLookup(allow);
  const guard = <A extends http.Agent>(agent: A): A => {
    const create = agent.createConnection.bind(agent);
    agent.createConnection = (options, callback) => {
      const refused = refuseLiteral(options.hostname ?? options.host, allow);
      if (!refused) return create(options, callback);
      callback?.(refused, undefined as never);
      return undefined;
    };
    return agent;
  };
  return { httpAgent: guard(new http.Agent({ lookup })), httpsAgent: guard(new https.Agent({ lookup })) };
}

/** What kind of failure a connection attempt met, in the few words 测试连接 may say. */
export type NetworkFailure = 'address' | 'unreachable' | 'timeout' | 'tls' | 'other';

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_NODATA',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EADDRNOTAVAIL',
]);
const TIMEOUT = new Set([
  'ETIMEDOUT',
  'ETIME',
  'ESOCKETTIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'TimeoutError',
  'RequestTimeout',
]);
const TLS = /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|EPROTO$|ETLS$)/;

/**
 * Sorts an error of a connection (fetch, net, tls, nodemailer, the AWS SDK) by its codes, looking
 * through `cause` and AggregateError's `errors`. Anything else (a closed socket, a reply that is not
 * the protocol) is 'other': nothing of the error's text is ever shown.
 */
export function networkFailureOf(err: unknown): NetworkFailure {
  const seen = new Set<unknown>();
  const found = new Set<NetworkFailure>();
  const visit = (e: unknown) => {
    if (!e || typeof e !== 'object' || seen.has(e)) return;
    seen.add(e);
    // originalCode: nodemailer's, whose `code` of a socket error is ESOCKET.
    const { code, name, originalCode } = e as { code?: unknown; name?: unknown; originalCode?: unknown };
    for (const c of [code, name, originalCode].filter((v): v is string => typeof v === 'string')) {
      if (c === 'EADDRNOTALLOWED' || c === 'AddressNotAllowed') found.add('address');
      else if (UNREACHABLE.has(c)) found.add('unreachable');
      else if (TIMEOUT.has(c)) found.add('timeout');
      else if (TLS.test(c)) found.add('tls');
    }
    visit((e as { cause?: unknown }).cause);
    for (const inner of (e as { errors?: unknown }).errors instanceof Array ? (e as { errors: unknown[] }).errors : []) visit(inner);
  };
  visit(err);
  return (['address', 'timeout', 'tls', 'unreachable'] as const).find((kind) => found.has(kind)) ?? 'other';
}
