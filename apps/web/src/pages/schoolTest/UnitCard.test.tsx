import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { RecommendUnit } from '@zhiyuan/shared';
import '../../i18n/index.ts';
import { UnitCard } from './UnitCard.tsx';

const unit = (p: Partial<RecommendUnit>): RecommendUnit => ({
  key: '新设学院||',
  fillType: 1,
  schoolId: null,
  schoolName: '新设学院',
  schoolCode: null,
  groupCode: null,
  majorName: null,
  majorCode: null,
  majors: [],
  tier: '稳',
  thin: null,
  probability: 0.6,
  band: [0.5, 0.7],
  confidence: 'B',
  expectedRank: 10_000,
  spread: 1_000,
  years: [
    {
      year: 2025,
      subjectType: '物理类',
      minScore: 600,
      minRank: 10_000,
      normalizedRank: 10_000,
      studentRank: 5_000,
      equivalentScore: 620,
      planCount: 20,
      official: true,
      sourceQuality: 'official',
      rankDerived: false,
      mapped: false,
      weight: 1,
    },
  ],
  flags: [],
  electiveRequirement: null,
  tuition: null,
  region: null,
  city: null,
  tags: [],
  level: null,
  type: null,
  isPrivate: false,
  elite: false,
  plan: null,
  ...p,
});

describe('a recommended unit (issue 29: units with too little data are shown apart)', () => {
  it('a unit shown apart says 数据不足 with its reason and probability, and carries no tier badge', () => {
    const { unmount } = render(
      <UnitCard
        unit={unit({ tier: null, thin: { reasons: ['singleYear'], tier: '垫' }, probability: 0.97, flags: ['singleYear'] })}
        studentRank={5_000}
        added={false}
        busy={false}
        onAdd={() => {}}
      />,
    );
    expect(screen.queryByTestId('unit-tier')).toBeNull();
    expect(screen.getByTestId('unit-apart').textContent).toBe('数据不足');
    expect(screen.getByTestId('unit-apart-reason').textContent).toContain('数据不足，概率仅供参考（仅一年数据）');
    expect(screen.getByTestId('unit-apart-reason').textContent).toContain('单看概率可列为“垫”');
    expect(screen.getByTestId('unit-probability').textContent).toContain('97');
    fireEvent.click(screen.getByTestId('unit-why'));
    expect(screen.getByTestId('unit-explain').textContent).toContain('不列为保或垫');
    unmount();
  });
  it('a unit in a tier shows its tier', () => {
    render(<UnitCard unit={unit({})} studentRank={5_000} added={false} busy={false} onAdd={() => {}} />);
    expect(screen.getByTestId('unit-tier').textContent).toBe('稳');
    expect(screen.queryByTestId('unit-apart')).toBeNull();
  });
});
