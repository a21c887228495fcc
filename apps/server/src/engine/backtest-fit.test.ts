import { describe, expect, it } from 'vitest';
import type { Case, CaseUnit } from './backtest-case.ts';
import { fitEngine, towards, UNFITTED } from './backtest-fit.ts';
import { rankFloor, type ModelParams } from './probability.ts';
import type { YearLine } from './units.ts';

/** A seeded generator (the same cases every run). */
function random(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return { next, normal: () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next()) };
}

/**
 * Cases of two provinces (a large cohort and a small one whose cut-offs move twice as much) for
 * 2022–2024: each unit's ln cut-off rank = its centre + the province-year's shock + its own noise
 * (+ planBeta × ln of the year's seats, which vary from year to year when planBeta is given).
 */
function syntheticCases(units: number, seed = 7, planBeta?: number): Case[] {
  const rnd = random(seed);
  const provinces = [
    { province: '广东', cohort: 400_000, noise: 0.1 },
    { province: '上海', cohort: 50_000, noise: 0.2 },
  ];
  const shock = new Map<string, number>();
  const shockOf = (province: string, year: number) => {
    const k = `${province}|${year}`;
    if (!shock.has(k)) shock.set(k, 0.05 * rnd.normal());
    return shock.get(k)!;
  };
  const cases: Case[] = [];
  for (let i = 0; i < units; i++) {
    const { province, cohort, noise } = provinces[i % 2];
    const year = 2022 + (Math.floor(i / 2) % 3);
    const centre = Math.log(cohort) - 0.5 - 4 * rnd.next();
    const lines: YearLine[] = [year, year - 1, year - 2, year - 3].map((y) => {
      const seats = planBeta === undefined ? 20 : Math.max(1, Math.round(20 * Math.exp(0.6 * rnd.normal())));
      const planTerm = planBeta === undefined ? 0 : planBeta * Math.log(seats);
      return {
        year: y,
        subjectType: '物理类',
        minScore: null,
        minRank: Math.max(1, Math.round(Math.exp(centre + planTerm + shockOf(province, y) + noise * rnd.normal()))),
        rankDerived: false,
        planCount: seats,
        official: true,
        sourceQuality: 'test',
        mapped: false,
      };
    });
    const unit: CaseUnit = { lines, truthRank: lines[0].minRank!, ranks: lines.slice(1).map((l) => l.minRank!), targetPlan: lines[0].planCount };
    let c = cases.find((x) => x.province === province && x.year === year);
    if (!c) {
      c = {
        source: 'national',
        province,
        year,
        subjectType: '物理类',
        batch: 2,
        hasTable: true,
        cohort,
        units: [],
        ctx: { targetYear: year, history: 3, targetCohort: cohort, targetScale: null, floor: rankFloor(cohort), scaleOf: () => null },
      };
      cases.push(c);
    }
    c.units.push(unit);
  }
  return cases;
}

/** The fitted numbers of a fit, by name. */
function numbers(p: ModelParams): Record<string, number> {
  const out: Record<string, number> = {
    w1: p.weights[0],
    elasticity: p.cohortElasticity,
    planElasticity: p.planElasticity,
    shift: p.shift,
    yearShock: p.yearShock,
    levelTop: p.levelTop,
    levelMid: p.levelMid,
    levelBottom: p.levelBottom,
    thin1: p.thin[0],
    thin2: p.thin[1],
    thin3: p.thin[2],
    agePer: p.agePer,
    changedGroup: p.changedGroup,
    dispersionWeight: p.dispersionWeight,
  };
  for (const [name, v] of Object.entries(p.provinces)) Object.assign(out, { [`${name}.scale`]: v.scale, [`${name}.yearShock`]: v.yearShock });
  return out;
}

describe('fits on earlier years shrink to their prior by evidence (issue 29)', () => {
  it('towards: a value goes n / (n + k) of the way from its prior to its estimate', () => {
    expect(towards(1, 2, 0, 100)).toBe(1);
    expect(towards(1, 2, 100, 100)).toBe(1.5);
    expect(towards(1, 2, 900, 100)).toBeCloseTo(1.9, 9);
    expect(towards(1, Number.NaN, 50, 100)).toBe(1);
  });
  it('one more unit moves every fitted value by a little: no unit count flips the fit', () => {
    // 999 → 1 000 units was the old flip (MIN_TRAINING).
    for (const n of [300, 999]) {
      const before = numbers(fitEngine(syntheticCases(n)));
      const after = numbers(fitEngine(syntheticCases(n + 1)));
      for (const [name, v] of Object.entries(before)) expect(Math.abs(after[name] - v), `${name} at ${n} units`).toBeLessThanOrEqual(0.03);
    }
  }, 120_000);
  it('with little evidence a fit stays near the unfitted values; each province gets its own σ scale', () => {
    const few = fitEngine(syntheticCases(12));
    expect(Math.abs(few.shift)).toBeLessThan(0.02);
    expect(Math.abs(few.weights[0] - UNFITTED.weights[0])).toBeLessThanOrEqual(0.05);
    const many = fitEngine(syntheticCases(1200));
    // 上海's cut-offs move twice as much as 广东's: its σ scale is the larger one.
    expect(many.provinces['上海'].scale).toBeGreaterThan(many.provinces['广东'].scale);
    expect(many.provinces['上海'].units + many.provinces['广东'].units).toBeGreaterThan(700);
  }, 120_000);
  it('the plan elasticity is learnt where seats move the cut-off, and stays 0 where they do not', () => {
    const moved = fitEngine(syntheticCases(1200, 7, 0.2));
    // 1 200 units pull 0.2 four fifths of the way from the prior 0 (n / (n + 300)), on a 0.025 grid.
    expect(moved.planElasticity).toBeGreaterThan(0.12);
    expect(moved.planElasticity).toBeLessThan(0.2);
    expect(fitEngine(syntheticCases(1200, 7, 0)).planElasticity).toBeLessThanOrEqual(0.02);
    // Constant seats say nothing: the prior stays.
    expect(fitEngine(syntheticCases(1200)).planElasticity).toBe(UNFITTED.planElasticity);
  }, 120_000);
});
