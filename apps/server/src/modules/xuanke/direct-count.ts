import type { ElectiveSubject } from '@zhiyuan/shared';
import type { Combination, XuankeMode } from './combinations.ts';
import { majorBaseName } from './coverage.ts';
import type { StoredRow } from './repo.ts';
import { parseRequirement } from './requirement.ts';

/**
 * For the tests (must show 2 of issue 20): the coverage of one combination counted the plain way,
 * apart from coverage.ts — every stored row read one by one with a plain SQL select (no grouping),
 * each checked against the combination with its own loop, the sets built by hand.
 */
export interface DirectCount {
  majors: [admissible: number, total: number];
  pairs: [admissible: number, total: number];
  seats: [admissible: number, total: number];
  groups: [admissible: number, total: number];
  readRows: number;
  unknownRows: number;
}

export function directCount(rows: readonly StoredRow[], combination: Combination, mode: XuankeMode): DirectCount {
  const has = (s: ElectiveSubject) => combination.subjects.includes(s);
  const allMajors = new Set<string>();
  const openMajors = new Set<string>();
  const allPairs = new Set<string>();
  const openPairs = new Set<string>();
  const allGroups = new Set<string>();
  const openGroups = new Set<string>();
  const seatSources = new Map<string, { open: boolean; perSource: Map<string, number> }>();
  let readRows = 0;
  let unknownRows = 0;
  for (const row of rows) {
    const req = parseRequirement(row.elective_requirement);
    if (req === 'unknown') {
      unknownRows++;
      continue;
    }
    readRows++;
    let open = true;
    if (req.first === '物理' && !has('物理')) open = false;
    if (req.first === '历史' && !has('历史')) open = false;
    if (req.first === '物理或历史' && !has('物理') && !has('历史')) open = false;
    for (const s of req.allOf) if (!has(s)) open = false;
    if (req.anyOf.length > 0 && !req.anyOf.some(has)) open = false;
    if (mode === '3+1+2' && row.subject_type === '物理类' && !has('物理')) open = false;
    if (mode === '3+1+2' && row.subject_type === '历史类' && !has('历史')) open = false;
    const school = row.institution_id ?? row.school_name;
    if (row.level === 'group') {
      const group = `${school}|${row.subject_type}|${row.group_code ?? ''}`;
      allGroups.add(group);
      if (open) openGroups.add(group);
      continue;
    }
    if (!row.major_name) continue;
    const major = majorBaseName(row.major_name);
    const pair = `${school}|${major}`;
    allMajors.add(major);
    allPairs.add(pair);
    if (open) {
      openMajors.add(major);
      openPairs.add(pair);
    }
    if (row.plan_count !== null) {
      const key = `${pair}|${row.subject_type}|${row.elective_requirement}`;
      const entry = seatSources.get(key) ?? { open, perSource: new Map<string, number>() };
      entry.perSource.set(row.source, (entry.perSource.get(row.source) ?? 0) + Number(row.plan_count));
      seatSources.set(key, entry);
    }
  }
  let seatsTotal = 0;
  let seatsOpen = 0;
  for (const { open, perSource } of seatSources.values()) {
    const seats = Math.max(...perSource.values());
    seatsTotal += seats;
    if (open) seatsOpen += seats;
  }
  return {
    majors: [openMajors.size, allMajors.size],
    pairs: [openPairs.size, allPairs.size],
    seats: [seatsOpen, seatsTotal],
    groups: [openGroups.size, allGroups.size],
    readRows,
    unknownRows,
  };
}
