/**
 * 强基计划 综合成绩 (research gaokao-domain.md §6.2): on a scale S (100, 750 or 1000 as the school
 * publishes its line),
 *
 *   综合 = w·(G/Gmax)·S + (1−w)·(T/Tmax)·S
 *
 * with G the 高考 score of Gmax, T the 校测 score of Tmax and w the 高考 weight (≥ 0.85 by the
 * Ministry's rule). Solving for T gives the 校测 score that reaches a published line C*:
 *
 *   T = (C* − w·G/Gmax·S) / ((1−w)·S) · Tmax
 *
 * Pure code: no I/O, no rounding except where a function says so.
 */

import type { TestNeededStatus } from '@zhiyuan/shared';

export interface CompositeRule {
  /** w: the 高考 share of the composite (0 < w < 1). */
  gaokaoWeight: number;
  /** Gmax: the 高考 full mark of the province (750; 900 in 海南). */
  gaokaoFullMark: number;
  /** Tmax: the 校测 full mark. */
  testFullMark: number;
  /** S: the scale the composite and its line are given on. */
  scale: number;
}

function assertRule(rule: CompositeRule) {
  const { gaokaoWeight: w, gaokaoFullMark, testFullMark, scale } = rule;
  if (!(w > 0 && w < 1)) throw new RangeError(`gaokaoWeight must lie strictly between 0 and 1, got ${w}`);
  for (const [name, v] of [
    ['gaokaoFullMark', gaokaoFullMark],
    ['testFullMark', testFullMark],
    ['scale', scale],
  ] as const) {
    if (!(v > 0) || !Number.isFinite(v)) throw new RangeError(`${name} must be a positive number, got ${v}`);
  }
}

/** The composite score of a 高考 score and a 校测 score, on the rule's scale. */
export function compositeScore(rule: CompositeRule, gaokao: number, test: number): number {
  assertRule(rule);
  const { gaokaoWeight: w, gaokaoFullMark, testFullMark, scale } = rule;
  return w * (gaokao / gaokaoFullMark) * scale + (1 - w) * (test / testFullMark) * scale;
}

export interface TestNeeded {
  /** w·G/Gmax·S: what the 高考 score alone brings to the composite. */
  gaokaoPart: number;
  /** (1−w)·S: the most the 校测 can bring (15 on a 100 scale at w = 0.85). */
  testShare: number;
  /** C* − gaokaoPart: the composite points the 校测 must bring, before clamping (≤ 0: already reached). */
  pointsRaw: number;
  /** pointsRaw clamped to [0, testShare]. */
  points: number;
  /** The 校测 score needed on Tmax, before clamping. */
  testRaw: number;
  /** testRaw clamped to [0, Tmax]. */
  test: number;
  /** testRaw / Tmax: the share of the 校测 needed (> 1 unreachable, ≤ 0 reached). */
  ratio: number;
  /** reached: the 高考 alone reaches the line; unreachable: even full marks in the 校测 fall short. */
  status: TestNeededStatus;
}

/**
 * The 校测 score needed to reach the line `line` (C*) with the 高考 score `gaokao` (G), clamped to
 * [0, Tmax] and flagged: 'reached' when nothing is needed (≤ 0), 'unreachable' when more than Tmax is.
 */
export function testNeeded(rule: CompositeRule, gaokao: number, line: number): TestNeeded {
  assertRule(rule);
  const { gaokaoWeight: w, gaokaoFullMark, testFullMark, scale } = rule;
  const gaokaoPart = w * (gaokao / gaokaoFullMark) * scale;
  const testShare = (1 - w) * scale;
  const pointsRaw = line - gaokaoPart;
  const ratio = pointsRaw / testShare;
  const testRaw = ratio * testFullMark;
  const status: TestNeededStatus = ratio <= 0 ? 'reached' : ratio > 1 ? 'unreachable' : 'reachable';
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  return { gaokaoPart, testShare, pointsRaw, points: clamp(pointsRaw, testShare), testRaw, test: clamp(testRaw, testFullMark), ratio, status };
}

/** Rounds half away from zero to `digits` decimals (what the API shows). */
export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * f)) / f;
}
