/**
 * A school's 招生计划 compared with last year's (issue 16 item 2): a major listed twice this year
 * (two campuses) is compared in all and says the total it compared; a row whose 专业代号 matches
 * last year's is compared with that row alone; a major absent last year is new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionRecords, institutions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { schoolPlans } from './plans.ts';

let t: TestApp;
const SCHOOL = '19991';

const plan = (year: number, majorName: string, planCount: number, majorCode: string | null = null, n = 0) => ({
  id: `plan-test-${year}-${majorName}-${n}`,
  province: '广东',
  year,
  subjectType: '物理类',
  batch: '本科批',
  level: 'plan' as const,
  dataType: 'admission-plan',
  institutionId: SCHOOL,
  schoolName: '计划测试大学',
  majorName,
  majorCode,
  planCount,
  tuition: '6800(元/年)',
  sourceQuality: 'official-test',
  official: true,
  source: 'test',
  rowKey: `plan-test-${year}-${majorName}-${n}`,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(institutions).values({ id: SCHOOL, guobiaoCode: SCHOOL, name: '计划测试大学', provinceCode: '44', source: 'test' });
  await t.database.db.insert(admissionRecords).values([
    plan(2025, '计算机科学与技术', 40),
    plan(2025, '数学与应用数学', 10, '05'),
    // This year: computing on two campuses (30 + 20), mathematics under the same 专业代号, physics new.
    plan(2026, '计算机科学与技术', 30, null, 1),
    plan(2026, '计算机科学与技术', 20, null, 2),
    plan(2026, '数学与应用数学', 12, '05'),
    plan(2026, '物理学', 8),
  ]);
});
afterAll(() => t?.close());

describe('school plans: the comparison with last year', () => {
  it('compares a major listed twice by its total, and says which total it compared', async () => {
    const plans = await schoolPlans(t.database.db, SCHOOL, '广东', 2026);
    expect(plans).toMatchObject({ year: 2026, previousYear: 2025, totalPlan: 70 });
    const computing = plans.rows.filter((r) => r.majorName === '计算机科学与技术');
    expect(computing.map((r) => r.planCount).sort()).toEqual([20, 30]);
    for (const r of computing) expect(r).toMatchObject({ change: 'grew', previousPlanCount: 40, comparedTotal: 50 });
  });

  it("compares a row with last year's row of the same 专业代号, and a major absent last year as new", async () => {
    const plans = await schoolPlans(t.database.db, SCHOOL, '广东', 2026);
    expect(plans.rows.find((r) => r.majorName === '数学与应用数学')).toMatchObject({ change: 'grew', previousPlanCount: 10, comparedTotal: null });
    expect(plans.rows.find((r) => r.majorName === '物理学')).toMatchObject({ change: 'new', previousPlanCount: null, comparedTotal: null });
  });

  it('has nothing to compare in the first year of plans', async () => {
    const plans = await schoolPlans(t.database.db, SCHOOL, '广东', 2025);
    expect(plans.previousYear).toBeNull();
    expect(plans.rows.every((r) => r.change === null && r.comparedTotal === null)).toBe(true);
  });
});
