import net from 'node:net';

/**
 * A small local table of well-known Chinese ISP blocks → province, for a first guess of the
 * visitor's province (it pre-selects the province; the person can change it). No outside call.
 * Anything not listed, private, loopback or IPv6 gives null.
 */
const BLOCKS: [string, number, string][] = [
  ['202.106.0.0', 16, '北京'],
  ['123.112.0.0', 12, '北京'],
  ['114.240.0.0', 12, '北京'],
  ['61.135.0.0', 16, '北京'],
  ['220.181.0.0', 16, '北京'],
  ['61.129.0.0', 16, '上海'],
  ['58.246.0.0', 15, '上海'],
  ['101.80.0.0', 12, '上海'],
  ['116.224.0.0', 12, '上海'],
  ['14.16.0.0', 12, '广东'],
  ['59.32.0.0', 11, '广东'],
  ['183.0.0.0', 10, '广东'],
  ['113.64.0.0', 11, '广东'],
  ['125.64.0.0', 13, '四川'],
  ['218.88.0.0', 13, '四川'],
  ['61.139.0.0', 16, '四川'],
  ['115.192.0.0', 11, '浙江'],
  ['60.176.0.0', 12, '浙江'],
  ['180.96.0.0', 11, '江苏'],
  ['221.224.0.0', 12, '江苏'],
  ['222.136.0.0', 13, '河南'],
  ['171.8.0.0', 13, '河南'],
  ['218.12.0.0', 14, '河北'],
  ['58.48.0.0', 13, '湖北'],
  ['59.172.0.0', 14, '湖北'],
  ['222.240.0.0', 13, '湖南'],
  ['218.56.0.0', 14, '山东'],
  ['60.208.0.0', 12, '山东'],
  ['221.0.0.0', 13, '山东'],
  ['222.176.0.0', 13, '重庆'],
];

const toInt = (ip: string) => ip.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
const TABLE = BLOCKS.map(([base, bits, province]) => {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return { start: (toInt(base) & mask) >>> 0, mask, province };
});

const PRIVATE: [string, number][] = [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
];
const PRIVATE_BLOCKS = PRIVATE.map(([b, bits]) => ({ start: toInt(b), mask: (~0 << (32 - bits)) >>> 0 }));

/** What XBoot's /common/ip/info answers for a place it cannot tell. */
export const IP_UNKNOWN = '未知';

export function provinceOfIp(raw: string): string | null {
  const ip = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  if (net.isIPv4(ip) === false) return null;
  const n = toInt(ip);
  if (PRIVATE_BLOCKS.some((b) => (n & b.mask) >>> 0 === b.start)) return null;
  return TABLE.find((b) => (n & b.mask) >>> 0 === b.start)?.province ?? null;
}
