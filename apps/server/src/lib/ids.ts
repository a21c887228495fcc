/**
 * Snowflake-style ids (time · worker · sequence), sent as strings like XBoot's.
 * The worker bits are random per process so several instances do not collide.
 */
const EPOCH = 1_700_000_000_000n;
const worker = BigInt(Math.floor(Math.random() * 1024));
let lastMs = 0n;
let seq = 0n;

export function newId(): string {
  let now = BigInt(Date.now());
  if (now === lastMs) {
    seq = (seq + 1n) & 0xfffn;
    if (seq === 0n) {
      while (now <= lastMs) now = BigInt(Date.now());
    }
  } else {
    seq = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (worker << 12n) | seq).toString();
}
