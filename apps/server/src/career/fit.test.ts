import { describe, expect, it } from 'vitest';
import {
  congruence,
  hexDistance,
  interestFit,
  letterWeights,
  preferenceFit,
  thingsPeople,
  topCode,
  traitLean,
  validCode,
  valuesFit,
  valueWeights,
} from './fit.ts';
import { occupationsByCode } from './library.ts';

describe('RIASEC fit', () => {
  it("measures hexagon distance and Brown & Gore's C index", () => {
    expect(hexDistance('R', 'I')).toBe(1);
    expect(hexDistance('R', 'C')).toBe(1);
    expect(hexDistance('R', 'A')).toBe(2);
    expect(hexDistance('R', 'S')).toBe(3);
    expect(congruence('IRC', 'IRC')).toBe(18);
    expect(congruence('RIA', 'SEC')).toBe(0);
    expect(congruence('IRC', 'IRA')).toBe(15);
    expect(congruence('SEC', 'SAE')).toBe(13);
    // A two-letter O*NET code: its missing third letter gives nothing.
    expect(congruence('EI', 'EIS')).toBe(15);
  });

  it('accepts one to three distinct RIASEC letters as a code', () => {
    expect(['R', 'IR', 'IRC'].every(validCode)).toBe(true);
    expect(['', 'IRCA', 'IIR', 'XYZ', 'irc'].some(validCode)).toBe(false);
  });

  it('weighs the letters of codes 3/2/1 and reads the top code back', () => {
    const w = letterWeights(['IRC', 'IRA']);
    expect(w.I).toBeCloseTo(6 / 12);
    expect(w.R).toBeCloseTo(4 / 12);
    expect(w.C).toBeCloseTo(1 / 12);
    expect(topCode(w)).toBe('IRA');
    expect(thingsPeople(letterWeights(['R']))).toBe(2);
    expect(thingsPeople(letterWeights(['S']))).toBe(-2);
  });

  it("averages a profile by the letters' weights, values by theirs, and leans traits to types", () => {
    const scores = { R: 20, I: 10, A: 0, S: 0, E: 0, C: 0 };
    expect(interestFit(scores, 20, letterWeights(['RI']))).toBeCloseTo((3 * 1 + 2 * 0.5) / 5);
    const vw = valueWeights([['achievement', 'independence']]);
    expect(valuesFit({ achievement: { score: 20, min: 4, max: 20 }, independence: { score: 4, min: 4, max: 20 } }, vw)).toBeCloseTo(3 / 5);
    const lean = traitLean({ extraversion: { score: 50, min: 10, max: 50 }, intellect: { score: 10, min: 10, max: 50 } });
    expect(lean.E).toBe(1);
    expect(lean.A).toBe(0);
    expect(lean.R).toBe(0.5);
    expect(preferenceFit({ theoryApplied: 2, peopleThings: 2 }, 1, 2)).toBe(1);
    expect(preferenceFit({ theoryApplied: -2, peopleThings: -2 }, 1, 2)).toBe(0);
  });

  it('orders the library by fit with a code, exact codes first', () => {
    const list = occupationsByCode('IRC');
    expect(list[0].congruence).toBe(18);
    expect(list[0].riasec).toBe('IRC');
    expect(list.at(-1)!.congruence).toBeLessThan(list[0].congruence);
    for (let i = 1; i < list.length; i++) expect(list[i].congruence).toBeLessThanOrEqual(list[i - 1].congruence);
  });
});
