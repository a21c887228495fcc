import { TIERS, type Tier } from '@zhiyuan/shared';

export interface RiskRow {
  probability: number | null;
  tier: Tier | null;
  obeyAdjust: boolean;
  /** False for single-major units, where 服从调剂 does not apply. */
  isGroup: boolean;
}

export interface RiskNumbers {
  rows: number;
  missProbability: number;
  missProbabilityExact: number;
  simulations: number;
  admittedAt: number[];
  tiers: Record<Tier | 'none', number>;
  safeRows: number;
  level: 'low' | 'medium' | 'high';
  /** Warning kinds with their parameters; the service words them. */
  warnings: { kind: 'fewSafe' | 'noProbability' | 'notObeying' | 'short' | 'highRisk'; params: Record<string, number> }[];
}

export const SIMULATIONS = 20_000;

/** mulberry32: a small seeded generator, so the same form always gets the same numbers. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 滑档 risk of an ordered list: each simulation draws every row independently with its
 * probability and the student goes to the first row that admits (parallel volunteers). Real
 * cutoffs move together within a year, so independent draws give a floor of the true risk.
 * Rows without a probability count as never admitting.
 */
export function riskOf(rows: readonly RiskRow[], maxRows: number, simulations = SIMULATIONS): RiskNumbers {
  const p = rows.map((r) => Math.min(1, Math.max(0, r.probability ?? 0)));
  const rand = random(p.reduce((h, x, i) => (h * 31 + Math.round(x * 1000) + i) | 0, 17));
  const admittedAt = new Array<number>(rows.length).fill(0);
  let missed = 0;
  for (let s = 0; s < simulations; s++) {
    let hit = -1;
    for (let i = 0; i < p.length; i++) {
      if (rand() < p[i]) {
        hit = i;
        break;
      }
    }
    if (hit < 0) missed += 1;
    else admittedAt[hit] += 1;
  }
  const missProbability = missed / simulations;
  const missProbabilityExact = p.reduce((acc, x) => acc * (1 - x), 1);

  const tiers = { 冲: 0, 稳: 0, 保: 0, 垫: 0, none: 0 } as Record<Tier | 'none', number>;
  for (const r of rows) tiers[r.tier && TIERS.includes(r.tier) ? r.tier : 'none'] += 1;
  const safeRows = tiers['保'] + tiers['垫'];

  const warnings: RiskNumbers['warnings'] = [];
  const want = Math.min(3, Math.max(1, rows.length));
  if (rows.length && (safeRows < want || safeRows < 0.15 * rows.length)) warnings.push({ kind: 'fewSafe', params: { safe: safeRows, want } });
  const unknown = rows.filter((r) => r.probability === null).length;
  if (unknown) warnings.push({ kind: 'noProbability', params: { count: unknown } });
  const groups = rows.filter((r) => r.isGroup);
  const notObeying = groups.filter((r) => !r.obeyAdjust).length;
  if (groups.length && notObeying > groups.length / 2) warnings.push({ kind: 'notObeying', params: { count: notObeying } });
  const shortAt = Math.min(15, Math.ceil(maxRows / 2));
  if (rows.length < shortAt) warnings.push({ kind: 'short', params: { count: rows.length, max: maxRows } });
  const level = missProbability < 0.02 ? 'low' : missProbability < 0.1 ? 'medium' : 'high';
  if (level !== 'low') warnings.push({ kind: 'highRisk', params: { percent: Math.round(missProbability * 1000) / 10 } });

  return {
    rows: rows.length,
    missProbability,
    missProbabilityExact,
    simulations,
    admittedAt: admittedAt.map((n) => n / simulations),
    tiers,
    safeRows,
    level,
    warnings,
  };
}
