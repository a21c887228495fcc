/**
 * CRC-32 (the gzip/zlib polynomial) of two pieces joined, from the CRC of each and the length of
 * the second: zlib's crc32_combine, so that a long piece sent many times is checksummed once and
 * only the few bytes that change per call are run through the CRC again.
 */

/** The reflected CRC-32 polynomial. */
const POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial (both reflected, as zlib's multmodp). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N = new Uint32Array(32);
X2N[0] = 0x40000000; // x^1
for (let k = 1; k < 32; k++) X2N[k] = multModP(X2N[k - 1], X2N[k - 1]);

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The operator that shifts a CRC past `length` bytes of zeros; pass it to {@link crc32Combine}. */
export const crc32Shift = (length: number): number => x2nModP(length, 3);

/** CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA >>> 0) ^ crcB) >>> 0;
}
