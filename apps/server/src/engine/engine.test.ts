import { describe, expect, it } from 'vitest';
import { findProvince, NEW_GAOKAO_FIRST_YEAR, TIER_THRESHOLDS, type ProvinceConfig } from '@zhiyuan/shared';
import {
  batchNumber,
  buildPools,
  chance,
  cohortRatio,
  commonDepthRatio,
  DEFAULT_PARAMS,
  fitUnit,
  levelFactor,
  mappedSubject,
  meetsElective,
  mayMeetElective,
  parseElective,
  phi,
  ProvinceIndex,
  explainUnit,
  RankScale,
  recommend,
  shownApart,
  tierOf,
  zAtLeast,
  type EngineRequest,
  type LineRecord,
  type RankTableInput,
  type SchoolInfo,
  type YearLine,
} from './index.ts';

/** A linear table: `perScore` students on each score from `top` down to `bottom`. */
function table(year: number, subjectType: string, perScore: number, top = 700, bottom = 200): RankTableInput {
  const rows = [];
  for (let s = top, end = 0; s >= bottom; s--) {
    end += perScore;
    rows.push({ score: s, rankStart: end - perScore + 1, rankEnd: end, count: perScore });
  }
  return { year, subjectType, rows };
}

const line = (p: Partial<LineRecord> & Pick<LineRecord, 'year' | 'schoolName' | 'minRank'>): LineRecord => ({
  subjectType: '物理类',
  batch: '本科批',
  level: 'major',
  schoolId: null,
  schoolCode: null,
  groupCode: null,
  majorName: '计算机科学与技术',
  majorCode: null,
  electiveRequirement: '物理',
  minScore: null,
  rankDerived: false,
  planCount: 20,
  tuition: null,
  official: true,
  sourceQuality: 'official-test',
  ...p,
});

const school = (p: Partial<SchoolInfo>): SchoolInfo => ({
  region: '河北',
  city: '石家庄市',
  level: '本科',
  type: '综合',
  tags: [],
  isPrivate: false,
  is985: false,
  is211: false,
  isDoubleFirstClass: false,
  ...p,
});

const request = (p: Partial<EngineRequest>): EngineRequest => ({
  year: 2025,
  subjectType: '物理类',
  subjects: null,
  score: 600,
  rank: null,
  batch: 2,
  filters: {},
  tiers: null,
  includeUnlikely: false,
  sort: 'probability',
  pageNumber: 1,
  pageSize: 100,
  lang: 'zh-CN',
  ...p,
});

describe('rank tables (一分一段)', () => {
  const scale = new RankScale(table(2025, '物理类', 100).rows);
  it('score → cumulative rank with the same-score range, and back (等位分)', () => {
    expect(scale.rankAt(700)).toEqual({ rank: 100, rankStart: 1, count: 100, source: 'table' });
    expect(scale.rankAt(690)).toMatchObject({ rank: 1100, rankStart: 1001, count: 100 });
    expect(scale.scoreAt(1100)).toBe(690);
    expect(scale.scoreAt(1001)).toBe(690);
    expect(scale.scoreAt(1000)).toBe(691);
    expect(scale.rankAt(750).source).toBe('estimated');
    expect(scale.rankAt(100)).toMatchObject({ source: 'estimated', rank: scale.cohort });
    expect(scale.cohort).toBe(50_100);
  });
  it('a top bucket (684+) holds every score in it; a fractional score counts the row above', () => {
    const s = new RankScale([
      { score: 684, scoreMin: 684, scoreMax: 750, rankEnd: 200 },
      { score: 683, rankEnd: 230 },
      { score: 682, rankEnd: 260 },
    ]);
    expect(s.rankAt(720).rank).toBe(200);
    expect(s.rankAt(682.5).rank).toBe(230);
    expect(s.scoreAt(150)).toBe(684);
  });
  it('cohort ratios are clamped: a table cut at another bottom score is not a cohort change', () => {
    expect(cohortRatio(110, 100).ratio).toBeCloseTo(1.1);
    expect(cohortRatio(400, 100)).toEqual({ ratio: 1.5, clamped: true });
    expect(cohortRatio(null, 100).ratio).toBe(1);
  });
});

describe('选科 requirements', () => {
  it.each([
    ['物+化/生', ['物理', '化学', '地理'], true],
    ['物+化/生', ['物理', '政治', '地理'], false],
    ['首选物理，再选化学', ['物理', '化学', '生物'], true],
    ['化学和生物', ['物理', '化学', '地理'], false],
    ['物理或化学', ['历史', '化学', '地理'], true],
    ['不限', ['历史', '政治', '地理'], true],
    ['历史类（再选不限）', ['历史', '政治', '地理'], true],
    ['物理+化学(中外合办)', ['物理', '化学', '生物'], true],
  ] as const)('%s with %j → %s', (text, subjects, expected) => {
    expect(meetsElective(parseElective(text), new Set(subjects))).toBe(expected);
  });
  it('without full 选科 only what the subject type rules out is dropped', () => {
    expect(mayMeetElective(parseElective('物理'), new Set(['物理']))).toBe(false);
    expect(mayMeetElective(parseElective('物理或历史'), new Set(['物理']))).toBe(true);
    expect(mayMeetElective(parseElective('化学'), new Set(['物理']))).toBe(true);
  });
});

describe('batches and subject types', () => {
  it('maps batch labels to config batch numbers and skips special programmes', () => {
    expect(batchNumber('本科批')).toBe(2);
    expect(batchNumber('本科一批')).toBe(2);
    expect(batchNumber('本科二批')).toBe(3);
    expect(batchNumber('高职(专科)批')).toBe(5);
    expect(batchNumber('本科提前批B段')).toBe(1);
    expect(batchNumber('国家专项')).toBeNull();
    expect(batchNumber('艺术本科批')).toBeNull();
  });
  it('maps 文/理 to 历史/物理 only in 3+1+2 provinces', () => {
    expect(mappedSubject('理科', 2)).toEqual({ subjectType: '物理类', mapped: true });
    expect(mappedSubject('理科', 3)).toEqual({ subjectType: '理科', mapped: false });
  });
});

describe('probability model', () => {
  const ctx = { targetYear: 2025, history: 3, targetCohort: 100_000, floor: 150, scaleOf: () => null };
  const lines = (ranks: number[], extra: Partial<YearLine> = {}) =>
    ranks.map((minRank, i) => ({
      year: 2024 - i,
      subjectType: '物理类',
      minScore: null,
      minRank,
      rankDerived: false,
      planCount: 20,
      official: true,
      sourceQuality: 'official',
      mapped: false,
      ...extra,
    }));

  it('Φ is a CDF', () => {
    expect(phi(0)).toBeCloseTo(0.5, 6);
    expect(phi(1.96)).toBeCloseTo(0.975, 3);
    expect(phi(-1.96)).toBeCloseTo(0.025, 3);
  });
  it('zAtLeast(p) is the exact z at which phi reaches p', () => {
    /** The largest double below z. */
    const below = (z: number) => {
      if (z === 0) return -Number.MIN_VALUE;
      const view = new DataView(new ArrayBuffer(8));
      view.setFloat64(0, z);
      view.setBigInt64(0, view.getBigInt64(0) + (z > 0 ? -1n : 1n));
      return view.getFloat64(0);
    };
    for (const t of [0.15, 0.45, 0.79, 0.8, 0.95, 0.5, 0.001, 0.999]) {
      const z = zAtLeast(t);
      expect(phi(z)).toBeGreaterThanOrEqual(t);
      expect(phi(below(z))).toBeLessThan(t);
      for (let k = 0; k < 200; k++) {
        const probe = z + (k - 100) * 1e-3;
        expect(probe >= z).toBe(phi(probe) >= t);
      }
    }
    expect(zAtLeast(0)).toBe(-Infinity);
  });
  it('probability falls as the rank gets worse, and tiers are monotone in rank', () => {
    const fit = fitUnit(lines([10_000, 10_500, 9_800]), ctx)!;
    let prev = 1;
    const order = ['垫', '保', '稳', '冲', null];
    let prevTier = 0;
    for (let r = 2000; r <= 40_000; r += 500) {
      const p = chance(fit, r, 150).probability;
      expect(p).toBeLessThanOrEqual(prev + 1e-12);
      const tier = order.indexOf(tierOf(p));
      expect(tier).toBeGreaterThanOrEqual(prevTier);
      prev = p;
      prevTier = tier;
    }
    expect(chance(fit, 10_000, 150).probability).toBeGreaterThan(0.4);
    expect(chance(fit, 10_000, 150).probability).toBeLessThan(0.65);
  });
  it('the spread widens for thin, noisy, third-party or mapped data, and the band holds the point', () => {
    const three = fitUnit(lines([10_000, 10_200, 9_900]), ctx)!;
    const one = fitUnit(lines([10_000]), ctx)!;
    const noisy = fitUnit(lines([10_000, 16_000, 6_000]), ctx)!;
    const third = fitUnit(lines([10_000, 10_200, 9_900], { official: false }), ctx)!;
    const mapped = fitUnit(lines([10_000, 10_200, 9_900], { mapped: true }), ctx)!;
    expect(one.sigma).toBeGreaterThan(three.sigma);
    expect(noisy.sigma).toBeGreaterThan(three.sigma);
    expect(third.sigma).toBeGreaterThan(three.sigma);
    expect(mapped.sigma).toBeGreaterThan(three.sigma);
    expect(one.flags).toContain('singleYear');
    expect(noisy.flags).toContain('volatile');
    expect(third.flags).toContain('thirdPartyOnly');
    expect(mapped.flags).toContain('oldSubjectMapped');
    expect(three.confidence).toBe('A');
    expect(one.confidence).toBe('C');
    const c = chance(one, 12_000, 150);
    expect(c.band[0]).toBeLessThanOrEqual(c.probability);
    expect(c.band[1]).toBeGreaterThanOrEqual(c.probability);
    const cThree = chance(three, 12_000, 150);
    expect(c.band[1] - c.band[0]).toBeGreaterThan(cThree.band[1] - cThree.band[0]);
  });
  it('only years before the target year are used, at most `history` of them, newest weighted most', () => {
    const fit = fitUnit([{ ...lines([1])[0], year: 2025 }, ...lines([10_000, 11_000, 12_000, 50_000])], ctx)!;
    expect(fit.years.map((y) => y.line.year)).toEqual([2024, 2023, 2022]);
    expect(fit.years[0].weight).toBeGreaterThan(fit.years[2].weight);
    expect(fit.years.reduce((a, y) => a + y.weight, 0)).toBeCloseTo(1);
  });
  it("the filing year's plan moves each earlier year's rank by its seats' ratio to the power planElasticity, clamped", () => {
    const p = { ...DEFAULT_PARAMS, planElasticity: 0.1 };
    const base = fitUnit(lines([10_000, 12_000]), ctx, p)!;
    const grown = fitUnit(lines([10_000, 12_000]), ctx, p, 40)!;
    expect(grown.years.map((y) => y.planRatio)).toEqual([2 ** 0.1, 2 ** 0.1]);
    expect(grown.expectedRank / base.expectedRank).toBeCloseTo(2 ** 0.1, 6);
    expect(grown.flags).toContain('planAdjusted');
    expect(base.flags).not.toContain('planAdjusted');
    // 1 seat → 200: read as ×5 at most.
    expect(fitUnit(lines([10_000], { planCount: 1 }), ctx, p, 200)!.years[0].planRatio).toBeCloseTo(5 ** 0.1, 9);
    // No seats known for the year, or the same seats: no move.
    expect(fitUnit(lines([10_000], { planCount: null }), ctx, p, 40)!.years[0].planRatio).toBe(1);
    expect(fitUnit(lines([10_000]), ctx, p, 20)!.flags).not.toContain('planAdjusted');
  });
  it('cohort growth moves a past rank (partially, by the elasticity)', () => {
    const scales = new Map([[2024, new RankScale(table(2024, '物理类', 100).rows)]]); // cohort 50,100
    const params = { ...DEFAULT_PARAMS, cohortElasticity: 0.25 };
    const fit = fitUnit(lines([10_000]), { ...ctx, targetCohort: 60_120, scaleOf: (y) => scales.get(y) ?? null }, params)!;
    expect(fit.years[0].normalizedRank).toBeGreaterThan(10_000);
    expect(fit.years[0].normalizedRank).toBeLessThan(12_000);
  });
  it('cohorts compare at the common depth of two tables, not at their last rows', () => {
    // The same 100 students per score; one year published down to 300 points, the other to 200.
    const deep = new RankScale(table(2025, '物理类', 100, 700, 200).rows);
    const shallow = new RankScale(table(2024, '物理类', 100, 700, 300).rows);
    expect(cohortRatio(deep.cohort, shallow.cohort).ratio).toBeGreaterThan(1.2); // the last rows say the cohort grew
    expect(commonDepthRatio(deep, shallow).ratio).toBeCloseTo(1, 6); // it did not
    const grown = new RankScale(table(2025, '物理类', 120, 700, 200).rows);
    expect(commonDepthRatio(grown, shallow).ratio).toBeCloseTo(1.2, 6);
    const params = { ...DEFAULT_PARAMS, cohortElasticity: 1 };
    const fit = fitUnit(lines([10_000]), { ...ctx, targetCohort: deep.cohort, targetScale: deep, scaleOf: () => shallow }, params)!;
    expect(fit.years[0].normalizedRank).toBeCloseTo(10_000, 0);
  });
  it('σ depends on rank level (as a share of the cohort) and data age; single-year and stale units never reach 保/垫', () => {
    const p = { ...DEFAULT_PARAMS, levelTop: 1.3, levelMid: 1, levelBottom: 0.7, agePer: 0.3, yearShock: 0 };
    expect(levelFactor(1000, 100_000, p)).toBe(1.3);
    expect(levelFactor(5000, 100_000, p)).toBeCloseTo(1);
    expect(levelFactor(30_000, 100_000, p)).toBe(0.7);
    // Without a cohort the level is unknown: the middle value.
    expect(levelFactor(1000, null, p)).toBe(1);
    const top = fitUnit(lines([3000, 3000, 3000]), { ...ctx, targetCohort: 600_000 }, p)!;
    const bottom = fitUnit(lines([200_000, 200_000, 200_000]), { ...ctx, targetCohort: 600_000 }, p)!;
    expect(top.sigma).toBeGreaterThan(bottom.sigma);
    // The same rank is the top of 广东's cohort and the middle of 上海's: read on the share, not the rank.
    const narrow = { ...p, levelTop: 0.7, levelMid: 1, levelBottom: 1 };
    const big = fitUnit(lines([5000, 5000, 5000]), { ...ctx, targetCohort: 600_000 }, narrow)!;
    const small = fitUnit(lines([5000, 5000, 5000]), { ...ctx, targetCohort: 50_000 }, narrow)!;
    expect(small.sigma).toBeGreaterThan(big.sigma * 1.3);
    const fresh = fitUnit(lines([10_000, 10_000]), ctx, p)!;
    const old = fitUnit(
      lines([10_000, 10_000]).map((l) => ({ ...l, year: l.year - 2 })),
      ctx,
      p,
    )!;
    expect(old.age).toBe(3);
    expect(old.sigma).toBeCloseTo(fresh.sigma * 1.6, 6);
    expect(old.flags).toContain('stale');
    expect(old.thin).toEqual(['stale']);
    expect(fresh.thin).toEqual([]);
    const single = fitUnit(lines([10_000]), ctx, p)!;
    expect(single.thin).toEqual(['singleYear']);
    // A student far better than the cut-off: the chance is high; thin units are shown apart, not 保/垫.
    for (const fit of [old, single]) {
      const { probability } = chance(fit, 1000, 150, p);
      expect(probability).toBeGreaterThan(0.95);
      expect(tierOf(probability)).toBe('垫');
      expect(shownApart(fit, probability)).toBe(true);
      // Below 保 they keep their tier by chance.
      expect(shownApart(fit, 0.79)).toBe(false);
    }
    expect(shownApart(fresh, chance(fresh, 1000, 150, p).probability)).toBe(false);
  });
  it("a province's own σ scale and year shock apply to its units only", () => {
    const p = { ...DEFAULT_PARAMS, yearShock: 0.05, provinces: { 上海: { scale: 1.5, yearShock: 0.2, units: 500 } } };
    const pooled = fitUnit(lines([10_000, 10_000, 10_000]), { ...ctx, province: '广东' }, p)!;
    const own = fitUnit(lines([10_000, 10_000, 10_000]), { ...ctx, province: '上海' }, p)!;
    expect(own.logCenter).toBe(pooled.logCenter);
    const unit = Math.sqrt(pooled.sigma ** 2 - 0.05 ** 2);
    expect(own.sigma).toBeCloseTo(Math.sqrt((unit * 1.5) ** 2 + 0.2 ** 2), 9);
  });
  it("an uncertain year weight widens σ where the unit's years disagree, and only there", () => {
    const sure = { ...DEFAULT_PARAMS, weightSd: 0, yearShock: 0 };
    const unsure = { ...sure, weightSd: 0.28 };
    const agree = lines([10_000, 10_000]);
    const disagree = lines([10_000, 16_000]);
    expect(fitUnit(agree, ctx, unsure)!.sigma).toBeCloseTo(fitUnit(agree, ctx, sure)!.sigma, 9);
    const a = fitUnit(disagree, ctx, sure)!;
    const b = fitUnit(disagree, ctx, unsure)!;
    // The centre does not move; σ grows by the centre's spread over w₁ ± s.d., in quadrature.
    expect(b.logCenter).toBe(a.logCenter);
    expect(b.sigma).toBeGreaterThan(a.sigma);
    const w = sure.weights;
    const centre = (w1: number) => {
      const w2 = (w[1] * (1 - w1)) / (1 - w[0]);
      return (w1 * Math.log(10_000 * a.years[0].ratio) + w2 * Math.log(16_000 * a.years[1].ratio)) / (w1 + w2);
    };
    const spread = (centre(Math.min(1, w[0] + 0.28)) - centre(w[0] - 0.28)) / 2;
    expect(b.sigma).toBeCloseTo(Math.sqrt(a.sigma ** 2 + spread ** 2), 9);
    // A single year has no weight to be unsure of.
    expect(fitUnit(lines([10_000]), ctx, unsure)!.sigma).toBeCloseTo(fitUnit(lines([10_000]), ctx, sure)!.sigma, 9);
  });
});

describe('recommend over a province index', () => {
  const hebei = findProvince('河北')!;
  const guangdong = findProvince('广东')!;
  const schools = new Map<string, SchoolInfo>([
    ['10003', school({ region: '北京', city: '北京市', is985: true, is211: true, isDoubleFirstClass: true, tags: ['985', '211'] })],
    ['10075', school({})],
    ['13000', school({ isPrivate: true, city: '保定市' })],
    ['10001', school({ region: '北京', city: '北京市', is985: true, tags: ['985'] })],
  ]);
  const records: LineRecord[] = [];
  for (const y of [2022, 2023, 2024]) {
    records.push(line({ year: y, schoolId: '10003', schoolName: '清华大学', minRank: 60 + (y - 2022) * 5, electiveRequirement: '物理+化学' }));
    records.push(line({ year: y, schoolId: '10001', schoolName: '北京大学', minRank: 120, majorName: '数学类' }));
    records.push(line({ year: y, schoolId: '10075', schoolName: '河北大学', minRank: 30_000 + (y - 2022) * 500 }));
    records.push(
      line({ year: y, schoolId: '10075', schoolName: '河北大学', majorName: '护理学', minRank: 60_000, tuition: '5000元/年', electiveRequirement: '不限' }),
    );
    records.push(line({ year: y, schoolId: '13000', schoolName: '某民办学院', minRank: 120_000, tuition: '26000', electiveRequirement: '不限' }));
    records.push(
      line({ year: y, subjectType: '历史类', schoolId: '10075', schoolName: '河北大学', majorName: '汉语言文学', minRank: 8_000, electiveRequirement: '不限' }),
    );
  }
  records.push(line({ year: 2024, schoolId: '10075', schoolName: '河北大学', majorName: '物理学', minRank: 25_000, electiveRequirement: '物理' }));
  // A 历史类 pool with a physics-only major in it (bad data or a 3+3-style requirement): must be filtered.
  records.push(
    line({
      year: 2024,
      subjectType: '历史类',
      schoolId: '10075',
      schoolName: '河北大学',
      majorName: '电子信息工程',
      minRank: 9_000,
      electiveRequirement: '物理',
    }),
  );
  const rankTables = [2022, 2023, 2024, 2025].flatMap((y) => [table(y, '物理类', 400), table(y, '历史类', 200)]);
  const index = new ProvinceIndex({
    config: hebei,
    records,
    rankTables,
    schools,
    majorClasses: new Map([['护理学', { className: '护理学类', categoryName: '医学' }]]),
    dataMode: 'real',
  });

  it('gives every unit a tier, probability, band, years and an explanation; counts per tier', () => {
    const r = recommend(index, request({ score: 640 }));
    expect(r.fillType).toBe(2);
    expect(r.student.rank).toBe(24_400);
    expect(r.student.sameScore).toEqual({ rankStart: 24_001, rankEnd: 24_400, count: 400 });
    expect(r.units.length).toBe(r.total);
    const hbu = r.units.find((u) => u.majorName === '计算机科学与技术' && u.schoolName === '河北大学')!;
    expect(['保', '垫']).toContain(hbu.tier);
    expect(hbu.probability).toBeGreaterThan(0.8);
    expect(hbu.years.map((y) => y.year)).toEqual([2024, 2023, 2022]);
    expect(hbu.years[0].studentRank).toBeGreaterThan(0);
    expect(hbu.years[0].equivalentScore).toBeGreaterThan(600);
    expect(hbu.explanation).toBeUndefined();
    const why = explainUnit(hbu, r.student.rank, 'zh-CN');
    expect(why).toContain('2024 年');
    expect(why).toContain(hbu.tier);
    expect(why).toContain(`您的位次 ${r.student.rank}`);
    expect(recommend(index, request({ score: 640, explain: true })).units.find((u) => u.key === hbu.key)!.explanation).toBe(why);
    expect(r.counts.冲 + r.counts.稳 + r.counts.保 + r.counts.垫 + r.thinCount).toBe(r.total);
    expect(r.units.map((u) => u.probability)).toEqual([...r.units.map((u) => u.probability)].sort((a, b) => a - b));
    const en = recommend(index, request({ score: 640, lang: 'en-US', explain: true }));
    expect(en.units[0].explanation).toMatch(/chance/);
  });
  it("tiers, counts and order agree with each unit's probability at every score", () => {
    for (let score = 520; score <= 700; score++) {
      const r = recommend(index, request({ score, includeUnlikely: true, pageSize: 100 }));
      expect(r.units.length).toBe(r.total);
      const counts = { 冲: 0, 稳: 0, 保: 0, 垫: 0 };
      let apart = 0;
      for (const u of r.units) {
        if (u.tier) counts[u.tier]++;
        else apart++;
        // A unit shown apart has thin data and a chance of 保/垫; the others keep their tier by chance.
        expect(u.tier === null).toBe(u.thin !== null);
        // The shown probability is rounded to 3 digits: away from a threshold it names the same tier.
        if (Object.values(TIER_THRESHOLDS).every((t) => Math.abs(u.probability - t) > 1e-3)) {
          expect(u.tier ?? u.thin!.tier).toBe(tierOf(u.probability) ?? '冲');
          expect(u.tier === null).toBe(u.probability >= TIER_THRESHOLDS.保 && (u.flags.includes('singleYear') || u.flags.includes('stale')));
        }
      }
      expect(r.counts).toEqual(counts);
      expect(r.thinCount).toBe(apart);
      expect(r.units.map((u) => u.probability)).toEqual([...r.units.map((u) => u.probability)].sort((a, b) => a - b));
    }
  });
  it('a single-year unit with a high chance is shown apart (数据不足) with its reason, not counted as 稳; monotone in rank', () => {
    const isPhysics = (u: { schoolName: string; majorName: string | null }) => u.schoolName === '河北大学' && u.majorName === '物理学';
    const r = recommend(index, request({ score: 690 }));
    const physics = r.units.find(isPhysics)!;
    expect(physics.tier).toBeNull();
    expect(physics.thin).toEqual({ reasons: ['singleYear'], tier: physics.probability >= TIER_THRESHOLDS.垫 ? '垫' : '保' });
    expect(physics.probability).toBeGreaterThan(TIER_THRESHOLDS.保);
    expect(r.thinCount).toBeGreaterThanOrEqual(1);
    expect(explainUnit(physics, r.student.rank, 'zh-CN')).toContain('数据不足，概率仅供参考（仅一年数据）');
    expect(explainUnit(physics, r.student.rank, 'en-US')).toContain('Too little data');
    // Asked for one tier, the units shown apart are left out; asked for them, only they come.
    expect(recommend(index, request({ score: 690, tiers: ['稳', '保', '垫'] })).units.some(isPhysics)).toBe(false);
    const apart = recommend(index, request({ score: 690, thinOnly: true }));
    expect(apart.units.length).toBe(r.thinCount);
    expect(apart.units.every((u) => u.tier === null && u.thin)).toBe(true);
    // As the score falls: apart, then 稳, then 冲, then gone; never back.
    const order = ['apart', '稳', '冲', 'none'];
    let last = 0;
    for (let score = 700; score >= 560; score -= 2) {
      const u = recommend(index, request({ score })).units.find(isPhysics);
      const place = order.indexOf(u ? (u.tier ?? 'apart') : 'none');
      expect(place).toBeGreaterThanOrEqual(last);
      last = place;
    }
    expect(last).toBe(3);
  });
  it('a top-ranked student never gets a top school as 保 or 垫', () => {
    for (const score of [700, 699, 698]) {
      const r = recommend(index, request({ score }));
      for (const u of r.units.filter((x) => x.schoolName === '清华大学' || x.schoolName === '北京大学')) {
        expect(['冲', '稳']).toContain(u.tier);
        expect(u.elite).toBe(true);
        expect(explainUnit(u, r.student.rank, 'zh-CN')).toContain('不会被列为“保”');
      }
    }
  });
  it('a physics-only major is never recommended to a 历史类 student', () => {
    const r = recommend(index, request({ subjectType: '历史类', score: 690 }));
    expect(r.units.some((u) => u.majorName === '电子信息工程')).toBe(false);
    expect(r.electiveFiltered).toBe(1);
    const bySubjects = recommend(index, request({ subjectType: '历史类', subjects: ['历史', '政治', '地理'], score: 690 }));
    expect(bySubjects.units.some((u) => u.majorName === '电子信息工程')).toBe(false);
    const phys = recommend(index, request({ score: 640, subjects: ['物理', '生物', '地理'] }));
    expect(phys.units.some((u) => u.schoolName === '清华大学')).toBe(false); // needs 化学
  });
  it('filters by region, tags, ownership, tuition, major category and exclusions', () => {
    const all = recommend(index, request({ score: 560, includeUnlikely: true }));
    const names = (f: EngineRequest['filters']) =>
      recommend(index, request({ score: 560, includeUnlikely: true, filters: f })).units.map((u) => `${u.schoolName}/${u.majorName}`);
    expect(all.total).toBeGreaterThan(3);
    expect(names({ regions: ['北京'] }).every((n) => n.startsWith('清华') || n.startsWith('北京'))).toBe(true);
    expect(names({ tags: ['985'] }).length).toBe(2);
    expect(names({ ownership: 'private' })).toEqual(['某民办学院/计算机科学与技术']);
    expect(names({ tuitionMax: 10_000 })).not.toContain('某民办学院/计算机科学与技术');
    expect(names({ majorCategories: ['医学'] })).toEqual(['河北大学/护理学']);
    expect(names({ excludeMajors: ['护理'] })).not.toContain('河北大学/护理学');
    expect(names({ excludeSchoolIds: ['10075'] }).some((n) => n.startsWith('河北大学'))).toBe(false);
    expect(names({ keyword: '民办' })).toEqual(['某民办学院/计算机科学与技术']);
  });
  it('tier filter and unlikely units', () => {
    const safe = recommend(index, request({ score: 640, tiers: ['保', '垫'] }));
    expect(safe.units.every((u) => u.tier === '保' || u.tier === '垫')).toBe(true);
    const without = recommend(index, request({ score: 560 }));
    const withUnlikely = recommend(index, request({ score: 560, includeUnlikely: true }));
    expect(withUnlikely.total).toBeGreaterThan(without.total);
  });
  it('a given rank wins over the table; no table and no rank is an error', () => {
    expect(recommend(index, request({ score: 640, rank: 5000 })).student).toMatchObject({ rank: 5000, rankSource: 'given' });
    const bare = new ProvinceIndex({ config: hebei, records, rankTables: [], schools, majorClasses: new Map(), dataMode: 'real' });
    expect(() => recommend(bare, request({ score: 640 }))).toThrow('noRankTable');
    expect(recommend(bare, request({ score: 640, rank: 20_000 })).total).toBeGreaterThan(0);
  });

  it('groups (fillType 1): one unit per 院校专业组 with its majors; old 理科 years are mapped and marked', () => {
    const g: LineRecord[] = [];
    for (const y of [2023, 2024]) {
      g.push(
        line({ year: y, schoolName: '中山大学', schoolCode: '10558', groupCode: '201', majorName: '临床医学', minRank: 3000, electiveRequirement: '物+化' }),
      );
      g.push(line({ year: y, schoolName: '中山大学', schoolCode: '10558', groupCode: '201', majorName: '药学', minRank: 6000, electiveRequirement: '物+化' }));
    }
    // 2022 group renumbered 205 with the same majors: linked by overlap
    g.push(line({ year: 2022, schoolName: '中山大学', schoolCode: '10558', groupCode: '205', majorName: '临床医学', minRank: 2800 }));
    g.push(line({ year: 2022, schoolName: '中山大学', schoolCode: '10558', groupCode: '205', majorName: '药学', minRank: 5800 }));
    g.push(line({ year: 2020, subjectType: '理科', schoolName: '中山大学', schoolCode: '10558', groupCode: '201', majorName: '临床医学', minRank: 2500 }));
    const idx = new ProvinceIndex({
      config: { ...guangdong, history: 4 } as ProvinceConfig,
      records: g,
      rankTables: [2020, 2022, 2023, 2024, 2025].map((y) => table(y, y < 2021 ? '理科' : '物理类', 400)),
      schools,
      majorClasses: new Map(),
      dataMode: 'real',
    });
    const r = recommend(idx, request({ score: 690, includeUnlikely: true }));
    expect(r.units).toHaveLength(1);
    const u = r.units[0];
    expect(u.groupCode).toBe('201');
    expect(u.majorName).toBeNull();
    expect(u.majors.map((m) => m.name)).toEqual(['临床医学', '药学']);
    expect(u.years.map((y) => [y.year, y.minRank])).toEqual([
      [2024, 6000],
      [2023, 6000],
      [2022, 5800],
      [2020, 2500],
    ]);
    expect(u.years[3].mapped).toBe(true);
    expect(u.flags).toContain('oldSubjectMapped');
    expect(u.key).toBe('10558|201|');
  });
});

describe("issue 16: the default filing year and this year's plans", () => {
  const config = findProvince('广东')!;
  // Lines of 2023 for two schools, of 2025 for twenty; tables of 2024 and 2025 only.
  const records: LineRecord[] = [
    ...[0, 1].map((i) => line({ year: 2023, schoolName: `老学校${i}`, minRank: 20_000 + i * 1000 })),
    ...Array.from({ length: 20 }, (_, i) => line({ year: 2025, schoolName: `新学校${i}`, minRank: 10_000 + i * 2000 })),
    // This year's (2026) and last year's plans of 新学校0: the major grew from 20 to 30 seats.
    line({ year: 2026, schoolName: '新学校0', minRank: null, level: 'plan', planCount: 30, tuition: '5800(元/年)' }),
    line({ year: 2025, schoolName: '新学校0', minRank: null, level: 'plan', planCount: 20, tuition: '5800' }),
    // 新学校1 has a 2026 plan but none in 2025: nothing to compare with.
    line({ year: 2026, schoolName: '新学校1', minRank: null, level: 'plan', planCount: 5, tuition: '6000' }),
  ];
  const indexOf = (season: number, params = DEFAULT_PARAMS) =>
    new ProvinceIndex({
      config,
      records,
      rankTables: [table(2024, '物理类', 100), table(2025, '物理类', 110)],
      schools: new Map(),
      majorClasses: new Map(),
      dataMode: 'real',
      season,
      params,
    });
  const index = indexOf(2026);

  it('defaults to the year after the latest lines, with the latest table standing in', () => {
    expect(index.defaultYear('物理类', 2)).toBe(2026);
    const r = recommend(index, request({ year: 2026, includeUnlikely: true }));
    expect(r).toMatchObject({ year: 2026, defaultYear: 2026, fullerYear: null, dataYears: [2025, 2023] });
    expect(r.rankTable).toMatchObject({ province: '广东', year: 2025, subjectType: '物理类', standIn: true });
    expect(r.yearOptions).toEqual([{ year: 2026, units: 22, schools: 22, isDefault: true }]);
  });

  it('defaults to the coming filing season when the latest lines are older: the same units, from the same years', () => {
    const later = indexOf(2027);
    expect(later.defaultYear('物理类', 2)).toBe(2027);
    const r = recommend(later, request({ year: 2027, includeUnlikely: true }));
    expect(r).toMatchObject({ year: 2027, defaultYear: 2027, fullerYear: null, dataYears: [2025, 2023] });
    expect(r.rankTable).toMatchObject({ year: 2025, standIn: true });
    expect(r.yearOptions).toEqual([{ year: 2027, units: 22, schools: 22, isDefault: true }]);
    // Staleness is counted from the data's newest lines (2025), not from the filing year: the 2025
    // units are as fresh as the data; the 2023 ones lag it by two years.
    const flagsOf = new Map(r.units.map((u) => [u.schoolName, u.flags]));
    expect(flagsOf.get('新学校3')).not.toContain('stale');
    expect(flagsOf.get('老学校0')).toContain('stale');
    // 2027's plans are not published: the latest (2026) shows, named as 2026's.
    const planned = recommend(later, request({ year: 2027, includeUnlikely: true, filters: { keyword: '新学校0' } })).units[0];
    expect(planned.plan).toMatchObject({ year: 2026, planCount: 30, previousYear: 2025, change: 'grew' });
    // Lines newer than the season (a season's own lines) still move the default past them.
    const ahead = new ProvinceIndex({ config, records, rankTables: [], schools: new Map(), majorClasses: new Map(), dataMode: 'real', season: 2024 });
    expect(ahead.defaultYear('物理类', 2)).toBe(2026);
  });

  it("once the filing year's plan is out its seats move the expected line; an earlier year's plan standing in does not", () => {
    const unitOf = (ix: ProvinceIndex, year: number) => recommend(ix, request({ year, includeUnlikely: true, filters: { keyword: '新学校0' } })).units[0];
    const without = indexOf(2026, { ...DEFAULT_PARAMS, planElasticity: 0 });
    // 2026: the plan is 2026's own, 30 seats against 2025's 20: the expected rank is weaker by 1.5^β.
    const moved = unitOf(index, 2026);
    const still = unitOf(without, 2026);
    expect(DEFAULT_PARAMS.planElasticity).toBeGreaterThan(0);
    expect(moved.expectedRank! / still.expectedRank!).toBeCloseTo(1.5 ** DEFAULT_PARAMS.planElasticity, 2);
    expect(moved.flags).toContain('planAdjusted');
    expect(still.flags).not.toContain('planAdjusted');
    expect(explainUnit(moved, 15_000, 'zh-CN')).toContain('往年位次已按计划人数的变化调整');
    // A unit without a plan of its own is not moved.
    const other = recommend(index, request({ year: 2026, includeUnlikely: true, filters: { keyword: '新学校5' } })).units[0];
    expect(other.flags).not.toContain('planAdjusted');
    // 2027: the 2026 plan only stands in for the unpublished one: no move.
    const later = new ProvinceIndex({
      config,
      records,
      rankTables: [table(2025, '物理类', 110)],
      schools: new Map(),
      majorClasses: new Map(),
      dataMode: 'real',
      season: 2027,
    });
    expect(unitOf(later, 2027).flags).not.toContain('planAdjusted');
  });

  it("a year with under half the default's units is thin: said first, with the default offered", () => {
    const r = recommend(index, request({ year: 2025, includeUnlikely: true }));
    expect(r.fullerYear).toBe(2026);
    expect(r.yearOptions.map((o) => [o.year, o.units])).toEqual([
      [2026, 22],
      [2025, 2],
    ]);
    expect(r.notes[0]).toContain('2025 年志愿只能参考更早年份的录取线：仅 2 个单位');
    expect(r.rankTable).toMatchObject({ year: 2025, standIn: false });
    expect(r.total).toBe(2);
  });

  it("a unit carries its filing year's plan and how it changed; plan rows are never units", () => {
    const r = recommend(index, request({ year: 2026, includeUnlikely: true, filters: { keyword: '新学校' } }));
    const byName = new Map(r.units.map((u) => [u.schoolName, u]));
    expect(byName.get('新学校0')!.plan).toMatchObject({ year: 2026, planCount: 30, tuition: 5800, previousYear: 2025, previousPlanCount: 20, change: 'grew' });
    expect(byName.get('新学校1')!.plan).toMatchObject({ year: 2026, planCount: 5, tuition: 6000, previousYear: null, change: null });
    expect(byName.get('新学校2')!.plan).toBeNull();
    expect(r.units.every((u) => u.years.every((y) => y.minRank !== null))).toBe(true);
  });
});

describe('linking years', () => {
  const base = (p: Partial<LineRecord> & Pick<LineRecord, 'year' | 'minRank'>): LineRecord => ({
    subjectType: '物理类',
    batch: '本科批',
    level: 'major',
    schoolId: null,
    schoolName: '大连海事大学',
    schoolCode: '1001',
    groupCode: null,
    majorName: '航海技术',
    majorCode: null,
    electiveRequirement: '物理',
    minScore: null,
    rankDerived: false,
    planCount: 20,
    tuition: null,
    official: true,
    sourceQuality: 'official-test',
    ...p,
  });
  it('a campus note does not break a major\'s history ("航海技术(海滨)" ≡ "航海技术"); a programme note does', () => {
    const pools = buildPools(
      [
        base({ year: 2025, majorName: '航海技术(海滨)', minRank: 20_000 }),
        base({ year: 2024, minRank: 21_000 }),
        base({ year: 2021, majorName: '航海技术(海滨)', minRank: 60_000 }),
        base({ year: 2025, majorName: '计算机类(中外合作办学)', minRank: 40_000 }),
        base({ year: 2024, majorName: '计算机类', minRank: 9_000 }),
      ],
      { fillType: 2, examMode: 2 },
    );
    const units = pools.get('物理类|2')!.units;
    const campus = units.find((u) => u.majorName === '航海技术(海滨)')!;
    expect(campus.lines.map((l) => [l.year, l.minRank])).toEqual([
      [2025, 20_000],
      [2024, 21_000],
      [2021, 60_000],
    ]);
    expect(campus.lines[1].stemLinked).toBe(true);
    const joint = units.find((u) => u.majorName === '计算机类(中外合作办学)')!;
    expect(joint.lines.map((l) => l.year)).toEqual([2025]);
  });
  it("lines before the province's new gaokao are old-exam stand-ins whatever their label; one year since the reform is thin", () => {
    // 贵州 moved to 3+1+2 in 2024; the data set files its 2022–2023 理科 lines as 物理类.
    const reform = NEW_GAOKAO_FIRST_YEAR['贵州'];
    expect(reform).toBe(2024);
    const rows = (years: number[]) => years.map((year) => base({ year, minRank: 10_000 }));
    const unitOf = (years: number[], reformYear?: number) => buildPools(rows(years), { fillType: 2, examMode: 2, reformYear }).get('物理类|2')!.units[0];
    const oneSince = unitOf([2024, 2023, 2022], reform);
    expect(oneSince.lines.map((l) => l.mapped)).toEqual([false, true, true]);
    const ctx = { targetYear: 2025, history: 3, targetCohort: null, floor: 150, scaleOf: () => null };
    const p = { ...DEFAULT_PARAMS, yearShock: 0 };
    const thin = fitUnit(oneSince.lines, ctx, p)!;
    expect(thin.flags).toContain('oldSubjectMapped');
    expect(thin.thin).toEqual(['oldExam']);
    expect(shownApart(thin, chance(thin, 1000, 150, p).probability)).toBe(true);
    // Without the reform year the same lines looked like three years of the unit's own history.
    const unaware = fitUnit(unitOf([2024, 2023, 2022]).lines, ctx, p)!;
    expect(unaware.thin).toEqual([]);
    expect(thin.sigma).toBeCloseTo(unaware.sigma * p.mapped, 6);
    // The old exam's years weigh less beside the new exam's own line.
    const shifted = buildPools([base({ year: 2024, minRank: 10_000 }), base({ year: 2023, minRank: 20_000 }), base({ year: 2022, minRank: 20_000 })], {
      fillType: 2,
      examMode: 2,
      reformYear: reform,
    }).get('物理类|2')!.units[0];
    const light = fitUnit(shifted.lines, ctx, { ...p, mappedWeight: 0.25, shift: 0 })!;
    const full = fitUnit(shifted.lines, ctx, { ...p, mappedWeight: 1, shift: 0 })!;
    expect(light.expectedRank).toBeLessThan(full.expectedRank);
    // A unit with mapped years takes the old-exam weights (oldWeights); its two mapped years are both at 20 000.
    const [w0, w1, w2] = p.oldWeights;
    expect(Math.log(light.expectedRank)).toBeCloseTo((w0 * Math.log(10_000) + 0.25 * (w1 + w2) * Math.log(20_000)) / (w0 + 0.25 * (w1 + w2)), 6);
    // Two years since the reform: a unit like any other.
    const twoSince = fitUnit(unitOf([2025, 2024, 2023], reform).lines, { ...ctx, targetYear: 2026 }, p)!;
    expect(twoSince.thin).toEqual([]);
  });
  it('a group whose majors changed is linked with a flag and a wider σ, not carried over silently', () => {
    const g = (year: number, majors: string[], rank: number) => majors.map((m, i) => base({ year, groupCode: '201', majorName: m, minRank: rank + i }));
    const same = buildPools([...g(2025, ['法学', '汉语言文学', '新闻学'], 10_000), ...g(2024, ['法学', '汉语言文学', '新闻学'], 10_000)], {
      fillType: 1,
      examMode: 2,
    });
    const changed = buildPools([...g(2025, ['法学', '汉语言文学', '新闻学'], 10_000), ...g(2024, ['法学', '汉语言文学', '护理学', '药学'], 10_000)], {
      fillType: 1,
      examMode: 2,
    });
    const [a] = same.get('物理类|2')!.units;
    const [b] = changed.get('物理类|2')!.units;
    expect(b.lines[1].changed).toBe(true);
    expect(a.lines[1].changed).toBeUndefined();
    const ctx = { targetYear: 2026, history: 3, targetCohort: null, floor: 150, scaleOf: () => null };
    const fa = fitUnit(a.lines, ctx)!;
    const fb = fitUnit(b.lines, ctx)!;
    expect(fb.flags).toContain('groupChanged');
    expect(fb.sigma).toBeGreaterThan(fa.sigma);
  });
});
