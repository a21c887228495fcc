import { describe, expect, it } from 'vitest';
import type { ScoreProfile } from '@zhiyuan/shared';
import { scoreStored } from './smartFill.ts';

const stored: ScoreProfile = {
  province: '广东',
  year: 2026,
  subjectType: '物理类',
  subjects: ['物理', '化学', '生物'],
  score: 600,
  rank: null,
  rankSource: 'table',
  sameScore: null,
  rankTableYear: 2025,
  updateTime: '2026-06-25 10:00:00',
};

describe('score read-back after a save timed out', () => {
  it('finds the save stored when the profile holds what was sent (subjects in any order)', () => {
    expect(scoreStored(stored, { province: '广东', year: 2026, subjectType: '物理类', subjects: ['生物', '物理', '化学'], score: 600 })).toBe(true);
  });

  it('does not when anything sent differs, or nothing is stored', () => {
    expect(scoreStored(stored, { province: '广东', year: 2026, subjectType: '物理类', score: 601 })).toBe(false);
    expect(scoreStored(stored, { province: '江苏', year: 2026, subjectType: '物理类', score: 600 })).toBe(false);
    expect(scoreStored(stored, { province: '广东', year: 2026, subjectType: '物理类', subjects: ['物理', '化学', '地理'], score: 600 })).toBe(false);
    expect(scoreStored(stored, { province: '广东', year: 2026, subjectType: '物理类', score: 600, rank: 30_000 })).toBe(false);
    expect(scoreStored(null, { province: '广东', year: 2026, score: 600 })).toBe(false);
  });
});
