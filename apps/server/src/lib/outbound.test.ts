import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAllowed, AddressNotAllowed, allowanceOf, guardedFetch, networkFailureOf, resolveAllowed, type AddressClass } from './outbound.ts';

const allowing = (...classes: AddressClass[]) => new Set(classes);

describe('addressAllowed', () => {
  it('lets public IPv4 and IPv6 addresses through with nothing allowed', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '47.96.0.1', '2606:4700:4700::1111', '2400:3200::1', '[2001:4860:4860::8888]']) {
      expect(addressAllowed(ip, allowing()), ip).toBe(true);
    }
  });

  it('refuses loopback, private, CGNAT, link-local, unspecified, multicast and reserved addresses, IPv4-mapped and embedded forms included', () => {
    const refused = [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      '0.0.0.0',
      '0.1.2.3',
      '::',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.254',
      'fc00::1',
      'fd12:3456::1',
      '169.254.169.254',
      'fe80::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '[::ffff:192.168.0.1]',
      '224.0.0.1',
      '239.255.255.250',
      'ff02::1',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '2001:db8::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '2001::1',
      '::127.0.0.1',
      '::7f00:1',
      'localhost',
      '',
      'not-an-ip',
      '0x7f.1',
      '2130706433',
      '127.1',
    ];
    for (const ip of refused) expect(addressAllowed(ip, allowing()), ip).toBe(false);
  });

  it('lets each class in only when CHECK_ALLOW_ADDRESSES names it; unspecified, multicast and reserved never', () => {
    const loopback = allowing('loopback');
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(addressAllowed(ip, loopback), ip).toBe(true);
    for (const ip of ['10.0.0.1', '169.254.169.254', '0.0.0.0', '::']) expect(addressAllowed(ip, loopback), ip).toBe(false);
    const priv = allowing('private');
    for (const ip of ['10.1.2.3', '172.20.0.1', '192.168.0.10', '100.64.1.1', 'fd00::5', '::ffff:10.0.0.1']) expect(addressAllowed(ip, priv), ip).toBe(true);
    for (const ip of ['127.0.0.1', 'fe80::1']) expect(addressAllowed(ip, priv), ip).toBe(false);
    const link = allowing('link-local');
    for (const ip of ['169.254.169.254', 'fe80::1']) expect(addressAllowed(ip, link), ip).toBe(true);
    const all = allowing('loopback', 'private', 'link-local');
    for (const ip of ['0.0.0.0', '::', '224.0.0.1', 'ff02::1', '255.255.255.255', '240.0.0.1', '64:ff9b::7f00:1'])
      expect(addressAllowed(ip, all), ip).toBe(false);
  });

  it('reads CHECK_ALLOW_ADDRESSES as a comma list', () => {
    expect([...allowanceOf({ CHECK_ALLOW_ADDRESSES: '' })]).toEqual([]);
    expect([...allowanceOf({ CHECK_ALLOW_ADDRESSES: ' loopback, private ' })].sort()).toEqual(['loopback', 'private']);
  });
});

describe('resolving and connecting', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits += 1;
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('resolves a name and refuses it when any of its addresses is not allowed', async () => {
    await expect(resolveAllowed('localhost', allowing())).rejects.toBeInstanceOf(AddressNotAllowed);
    await expect(resolveAllowed('127.0.0.1', allowing())).rejects.toBeInstanceOf(AddressNotAllowed);
    await expect(resolveAllowed('[::1]', allowing())).rejects.toBeInstanceOf(AddressNotAllowed);
    const local = await resolveAllowed('localhost', allowing('loopback'));
    expect(local.length).toBeGreaterThan(0);
    expect(local.every((a) => addressAllowed(a.address, allowing('loopback')))).toBe(true);
  });

  it('guardedFetch never opens a connection to a refused address, by name or by literal', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]', '127.1']) {
      const guarded = guardedFetch(allowing());
      const err = await guarded.fetch(`http://${host}:${port}/`).catch((e: unknown) => e);
      await guarded.close();
      expect(networkFailureOf(err), host).toBe('address');
    }
    expect(hits).toBe(0);
    const open = guardedFetch(allowing('loopback'));
    expect((await open.fetch(`http://localhost:${port}/`)).status).toBe(200);
    await open.close();
    expect(hits).toBe(1);
  });
});

describe('networkFailureOf', () => {
  it('sorts errors by their codes, through causes and aggregates, and calls everything else other', () => {
    const coded = (code: string, extra: object = {}) => Object.assign(new Error('x'), { code, ...extra });
    expect(networkFailureOf(new TypeError('fetch failed', { cause: coded('ECONNREFUSED') }))).toBe('unreachable');
    expect(networkFailureOf(new TypeError('fetch failed', { cause: new AggregateError([coded('ECONNREFUSED'), coded('ETIMEDOUT')]) }))).toBe('timeout');
    expect(networkFailureOf(coded('ESOCKET', { originalCode: 'ECONNREFUSED' }))).toBe('unreachable');
    expect(networkFailureOf(coded('ESOCKET', { originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER' }))).toBe('tls');
    expect(networkFailureOf(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe('timeout');
    expect(networkFailureOf(new TypeError('fetch failed', { cause: new AddressNotAllowed('10.0.0.1') }))).toBe('address');
    expect(networkFailureOf(coded('HPE_INVALID_CONSTANT'))).toBe('other');
    expect(networkFailureOf(coded('ECONNRESET'))).toBe('other');
    expect(networkFailureOf('nothing')).toBe('other');
  });
});
