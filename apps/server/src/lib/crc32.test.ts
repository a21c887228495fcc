import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32.ts';

describe('crc32Combine', () => {
  it('gives zlib’s CRC-32 of two pieces joined, for empty, short and long second pieces', () => {
    for (const [a, b] of [
      [0, 0],
      [5, 0],
      [0, 7],
      [13, 1],
      [1, 13],
      [100, 4096],
      [37, 65_535],
      [3, 100_003],
      [2048, 1_000_000],
    ]) {
      const left = randomBytes(a);
      const right = randomBytes(b);
      const joined = crc32(Buffer.concat([left, right]));
      expect(crc32Combine(crc32(left), crc32(right), crc32Shift(b)), `${a} + ${b} bytes`).toBe(joined);
    }
  });

  it('chains over three pieces as gzipAround uses it (head, kept middle, tail)', () => {
    const head = Buffer.from('{"success":true,"message":"成功","code":200,"timestamp":1795504227581,"result":');
    const middle = Buffer.from(JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => ({ id: i, name: '清华大学' })) }));
    const tail = Buffer.from('}');
    const crc = crc32Combine(crc32Combine(crc32(head), crc32(middle), crc32Shift(middle.length)), crc32(tail), crc32Shift(tail.length));
    expect(crc).toBe(crc32(Buffer.concat([head, middle, tail])));
    // A different head (another timestamp) changes the checksum.
    const other = Buffer.from(head.toString().replace('1795504227581', '1795504227582'));
    expect(crc32Combine(crc32Combine(crc32(other), crc32(middle), crc32Shift(middle.length)), crc32(tail), crc32Shift(tail.length))).not.toBe(crc);
  });
});
