/**
 * Issue 18's stop-word benchmark: the filter the server runs (modules/stop-word/filter.ts) with
 * 10,000 words over a 2 kB text. Reports the build time and p50/p99 of a check (find: refuse a
 * nickname-style text) and of masking (mask: rewrite a description), in this process.
 */
import { compileStopWords } from '../apps/server/src/modules/stop-word/filter.ts';

const WORDS = 10_000;
const RUNS = 2_000;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Deterministic words of 2–5 CJK characters and some Latin ones, like a real list. */
function words(): string[] {
  let seed = 42;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x80000000;
  const out = new Set<string>();
  while (out.size < WORDS) {
    if (rand() < 0.15) {
      out.add(Array.from({ length: 4 + Math.floor(rand() * 5) }, () => String.fromCharCode(97 + Math.floor(rand() * 26))).join(''));
    } else {
      out.add(Array.from({ length: 2 + Math.floor(rand() * 4) }, () => String.fromCharCode(0x4e00 + Math.floor(rand() * 3000))).join(''));
    }
  }
  return [...out];
}

function time(fn: () => void): { p50: number; p99: number } {
  for (let i = 0; i < 100; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

export async function stopWordsBench(): Promise<void> {
  const list = words();
  const t0 = performance.now();
  const filter = compileStopWords(list);
  const buildMs = performance.now() - t0;
  // About 2 kB of UTF-8 (≈ 680 CJK characters) of ordinary text with spaces and punctuation, no hit;
  // and the same with three words of the list inserted (one with a space inside it).
  const base = '今年的高考志愿填报即将开始，请同学们根据自己的位次，合理安排冲、稳、保三档志愿。'.repeat(17);
  const clean = base.slice(0, 680);
  const hit = `${clean.slice(0, 200)}${list[10]}${clean.slice(200, 400)}${[...list[20]].join(' ')}${clean.slice(400, 600)}${list[30]}`;
  console.log(`stop words: ${filter.size} words compiled in ${buildMs.toFixed(0)} ms; text ${Buffer.byteLength(clean)} bytes`);
  for (const [name, text] of [
    ['clean text', clean],
    ['text with 3 words', hit],
  ] as const) {
    const f = time(() => filter.find(text));
    const m = time(() => filter.mask(text));
    console.log(`  find, ${name}: p50 ${f.p50.toFixed(3)} ms, p99 ${f.p99.toFixed(3)} ms`);
    console.log(`  mask, ${name}: p50 ${m.p50.toFixed(3)} ms, p99 ${m.p99.toFixed(3)} ms`);
  }
  if (filter.find(hit) === undefined || filter.mask(hit) === hit) throw new Error('stop-word bench: the inserted words were not found');
}
