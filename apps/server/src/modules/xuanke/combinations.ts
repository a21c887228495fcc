import type { ElectiveSubject, ExamMode } from '@zhiyuan/shared';

/**
 * The subject combinations a province allows (research gaokao-domain.md §5.1): 3+1+2 → 12
 * (物理 or 历史, then 2 of 化/生/政/地), 3+3 → C(6,3) = 20, 浙江 7选3 (技术 too) → C(7,3) = 35.
 * The traditional 文/理 exam (新疆, 西藏) has none.
 */
export interface Combination {
  /** 物理+化学+生物: the first choice first (3+1+2), then catalogue order. */
  key: string;
  subjects: ElectiveSubject[];
  /** 物化生 */
  short: string;
}

export type XuankeMode = '3+1+2' | '3+3' | '7选3';

const SECOND: readonly ElectiveSubject[] = ['化学', '生物', '政治', '地理'];
const SIX: readonly ElectiveSubject[] = ['物理', '化学', '生物', '政治', '历史', '地理'];
const SEVEN: readonly ElectiveSubject[] = [...SIX, '技术'];
const SHORT: Record<ElectiveSubject, string> = { 物理: '物', 化学: '化', 生物: '生', 政治: '政', 历史: '史', 地理: '地', 技术: '技' };

export function modeOf(examMode: ExamMode): XuankeMode | null {
  return examMode === 2 ? '3+1+2' : examMode === 3 ? '3+3' : examMode === 4 ? '7选3' : null;
}

const combination = (subjects: ElectiveSubject[]): Combination => ({ key: subjects.join('+'), subjects, short: subjects.map((s) => SHORT[s]).join('') });

function choose(pool: readonly ElectiveSubject[], k: number): ElectiveSubject[][] {
  if (k === 0) return [[]];
  return pool.flatMap((s, i) => choose(pool.slice(i + 1), k - 1).map((rest) => [s, ...rest]));
}

export function combinationsOf(mode: XuankeMode): Combination[] {
  if (mode === '3+1+2') return (['物理', '历史'] as const).flatMap((first) => choose(SECOND, 2).map((two) => combination([first, ...two])));
  return choose(mode === '3+3' ? SIX : SEVEN, 3).map(combination);
}
