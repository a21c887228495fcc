/**
 * 一分一段 as a two-way lookup: score → cumulative rank (with the same-score range) and rank →
 * score (等位分). Pure; built once per province/year/subject type.
 */
export interface RankRowInput {
  score: number;
  /** A bucket row (684+ = 684–750) spans scoreMin…scoreMax. */
  scoreMin?: number | null;
  scoreMax?: number | null;
  rankStart?: number | null;
  rankEnd: number;
  count?: number | null;
}

export interface RankAt {
  /** Cumulative rank at the score (the worst rank of the students on it). */
  rank: number;
  rankStart: number;
  count: number;
  /** 'table': the score is a row (or inside a bucket); 'estimated': above the top or below the bottom row. */
  source: 'table' | 'estimated';
}

interface Row {
  lo: number;
  hi: number;
  start: number;
  end: number;
}

export class RankScale {
  /** Highest score first; rankEnd ascending. */
  private readonly rows: Row[];
  readonly cohort: number;
  readonly topScore: number;
  readonly bottomScore: number;

  constructor(input: readonly RankRowInput[]) {
    const sorted = input
      .filter((r) => Number.isFinite(r.score) && Number.isFinite(r.rankEnd) && r.rankEnd > 0)
      .map((r) => ({ lo: r.scoreMin ?? r.score, hi: r.scoreMax ?? r.score, end: r.rankEnd, start: r.rankStart ?? 0, count: r.count ?? 0 }))
      .sort((a, b) => b.hi - a.hi || a.end - b.end);
    const rows: Row[] = [];
    let prevEnd = 0;
    for (const r of sorted) {
      if (r.end <= prevEnd) continue; // a non-increasing cumulative rank is a broken row
      const start = r.start > prevEnd && r.start <= r.end ? r.start : r.count > 0 && r.end - r.count + 1 > prevEnd ? r.end - r.count + 1 : prevEnd + 1;
      rows.push({ lo: Math.min(r.lo, r.hi), hi: Math.max(r.lo, r.hi), start, end: r.end });
      prevEnd = r.end;
    }
    if (!rows.length) throw new Error('empty rank table');
    this.rows = rows;
    this.cohort = rows[rows.length - 1].end;
    this.topScore = rows[0].hi;
    this.bottomScore = rows[rows.length - 1].lo;
  }

  get size(): number {
    return this.rows.length;
  }

  /** Rank of a score: its row, the bucket holding it, or (a gap) the next higher score's row. */
  rankAt(score: number): RankAt {
    const rows = this.rows;
    if (score > this.topScore) return { rank: 1, rankStart: 1, count: 1, source: 'estimated' };
    if (score < this.bottomScore) {
      const last = rows[rows.length - 1];
      return { rank: last.end, rankStart: last.start, count: last.end - last.start + 1, source: 'estimated' };
    }
    // first row (highest score first) whose lo <= score
    let lo = 0;
    let hi = rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rows[mid].lo <= score) hi = mid;
      else lo = mid + 1;
    }
    const row = rows[lo];
    // A fractional score between two rows: the students at or above it are those down to the higher row.
    if (score > row.hi && lo > 0) {
      const above = rows[lo - 1];
      return { rank: above.end, rankStart: above.start, count: above.end - above.start + 1, source: 'table' };
    }
    return { rank: row.end, rankStart: row.start, count: row.end - row.start + 1, source: 'table' };
  }

  /**
   * 等位分: the score a student of this rank had in this table — the row whose same-score range
   * holds the rank (the lowest score of a bucket). Beyond the table: its bottom score.
   */
  scoreAt(rank: number): number {
    const rows = this.rows;
    if (rank <= rows[0].end) return rows[0].lo;
    if (rank > this.cohort) return this.bottomScore;
    let lo = 0;
    let hi = rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rows[mid].end >= rank) hi = mid;
      else lo = mid + 1;
    }
    return rows[lo].lo;
  }
}

/** Ranks of two years compare by share of the cohort: a rank moved from one cohort to another. */
export function cohortRatio(targetCohort: number | null, yearCohort: number | null): { ratio: number; clamped: boolean } {
  if (!targetCohort || !yearCohort) return { ratio: 1, clamped: false };
  const raw = targetCohort / yearCohort;
  // Tables cut at different bottom scores distort the ratio; beyond ±50% it is not a cohort change.
  const ratio = Math.min(1.5, Math.max(0.67, raw));
  return { ratio, clamped: ratio !== raw };
}

/**
 * Cohort ratio of two tables read at their common depth: the cumulative rank at the higher of the
 * two bottom scores in each. Tables published to different depths (one to 403 points, the next to
 * 284) otherwise make a cohort look up to a fifth smaller than it is.
 */
export function commonDepthRatio(target: RankScale, year: RankScale): { ratio: number; clamped: boolean } {
  const depth = Math.max(target.bottomScore, year.bottomScore);
  return cohortRatio(target.rankAt(depth).rank, year.rankAt(depth).rank);
}
