import { describe, expect, it } from 'vitest';
import type { ReportDimension } from '@zhiyuan/shared';
import type { PositionProfile } from '../../assessment/instruments/major-position.ts';
import { rankClasses, weightsFor } from './rank.ts';
import { schoolsOf } from './position.ts';
import type { EngineUnit } from '../../engine/index.ts';

/** A student strongly Investigative and Realistic, applied, things: an engineer's profile. */
const ENGINEER: PositionProfile = {
  sums: { R: 17, I: 19, A: 4, S: 3, E: 5, C: 11 },
  max: 20,
  code: 'IRC',
  preferences: { theoryApplied: 1.5, peopleThings: 2 },
};
/** Strongly Social and Artistic, people, a little theory: a teacher's or counsellor's. */
const HELPER: PositionProfile = {
  sums: { R: 2, I: 8, A: 14, S: 20, E: 9, C: 4 },
  max: 20,
  code: 'SAE',
  preferences: { theoryApplied: -0.5, peopleThings: -2 },
};
const dim = (key: string, score: number, min: number, max: number): ReportDimension => ({ key, label: key, score, min, max });

describe('the 专业定位 ranking', () => {
  it('puts engineering classes first for an IRC student and the helping ones last', () => {
    const { ranked, weights } = rankClasses({ profile: ENGINEER });
    expect(weights).toEqual(weightsFor({ interest: true, preference: true, values: false, personality: false }));
    expect(weights.interest + weights.preference).toBeCloseTo(1);
    const top = ranked.slice(0, 10).map((r) => r.profile.name);
    expect(top).toEqual(expect.arrayContaining(['材料类', '电气类', '仪器类']));
    expect(ranked.slice(0, 10).every((r) => r.profile.riasec.startsWith('I') || r.profile.riasec.startsWith('R'))).toBe(true);
    expect(ranked.slice(-8).map((r) => r.profile.code)).toEqual(expect.arrayContaining(['0401', '1302', '0502']));
    expect(ranked[0].parts.map((p) => p.key)).toEqual(['interest', 'preference']);
    expect(ranked[0].reasons[0]).toContain('研究型 19/20');
    // Fits are in order and the top one is the weighted mean of its parts.
    for (let i = 1; i < ranked.length; i++) expect(ranked[i].fit).toBeLessThanOrEqual(ranked[i - 1].fit);
    const [first] = ranked;
    expect(first.fit).toBeCloseTo(
      first.parts.reduce((s, p) => s + weights[p.key] * p.score, 0),
      0,
    );
  });

  it('puts education and care first for an SAE student', () => {
    const { ranked } = rankClasses({ profile: HELPER });
    const top5 = ranked.slice(0, 5).map((r) => r.profile.code);
    expect(top5).toEqual(expect.arrayContaining(['0401']));
    expect(ranked.findIndex((r) => r.profile.code === '0809')).toBeGreaterThan(40);
  });

  it('weighs values and personality when the student has them, and says why', () => {
    const values = [
      dim('achievement', 20, 4, 20),
      dim('independence', 19, 4, 20),
      dim('relationships', 6, 4, 20),
      dim('support', 8, 4, 20),
      dim('recognition', 10, 4, 20),
      dim('working-conditions', 12, 4, 20),
    ];
    const personality = [
      dim('extraversion', 20, 10, 50),
      dim('agreeableness', 30, 10, 50),
      dim('conscientiousness', 45, 10, 50),
      dim('emotionalStability', 30, 10, 50),
      dim('intellect', 48, 10, 50),
    ];
    const { ranked, weights } = rankClasses({ profile: ENGINEER, values, personality });
    for (const [key, w] of Object.entries({ interest: 0.55, preference: 0.15, values: 0.2, personality: 0.1 }))
      expect(weights[key as keyof typeof weights]).toBeCloseTo(w);
    expect(ranked[0].parts.map((p) => p.key)).toEqual(['interest', 'preference', 'values', 'personality']);
    expect(ranked[0].reasons.some((r) => r.startsWith('价值观：'))).toBe(true);
    // Valuing achievement and independence over relationships lifts the engineer's classes further above nursing.
    const nursing = ranked.find((r) => r.profile.code === '1011')!;
    expect(nursing.parts.find((p) => p.key === 'values')!.score).toBeLessThan(ranked[0].parts.find((p) => p.key === 'values')!.score);
  });
});

describe("a major's schools in the province", () => {
  const unit = (school: string, lines: [number, number, number][]): { unit: EngineUnit; subjectType: string } => ({
    subjectType: '物理类',
    unit: {
      key: school,
      schoolId: school,
      schoolName: `${school}大学`,
      schoolCode: null,
      groupCode: null,
      majorName: '计算机科学与技术',
      majorCode: null,
      majors: [],
      electiveRaw: null,
      elective: {} as EngineUnit['elective'],
      tuition: null,
      lines: lines.map(([year, minScore, minRank]) => ({
        year,
        subjectType: '物理类',
        minScore,
        minRank,
        rankDerived: false,
        planCount: 5,
        official: true,
        sourceQuality: 'official',
        mapped: false,
      })),
    },
  });
  const units = [
    unit('甲', [
      [2025, 650, 3000],
      [2024, 648, 3200],
    ]),
    unit('乙', [[2025, 600, 20000]]),
    unit('丙', [
      [2025, 620, 12000],
      [2024, 615, 13000],
      [2023, 610, 14000],
      [2022, 600, 15000],
    ]),
  ];

  it("lists the nearest to the student's rank first, else the highest line first, with three years at most", () => {
    expect(schoolsOf(units, 13000).schools.map((s) => s.schoolId)).toEqual(['丙', '乙', '甲']);
    const byScore = schoolsOf(units, null);
    expect(byScore.schools.map((s) => s.schoolId)).toEqual(['甲', '丙', '乙']);
    expect(byScore.schoolCount).toBe(3);
    expect(byScore.schools[1].lines.map((l) => l.year)).toEqual([2025, 2024, 2023]);
  });
});
