import path from 'node:path';
import type { institutions } from '../db/schema/index.ts';
import { readCsv } from './csv.ts';
import { deriveInstitutionType } from './institution-type.ts';
import { namePinyin } from './pinyin.ts';
import type { ImportReporter } from './report.ts';

export type InstitutionRow = typeof institutions.$inferInsert & { id: string };

export const INSTITUTION_FILES = {
  list2026: 'moe_2026_institutions.csv',
  tags: 'undergraduate_institutions_tags.csv',
  list2020: 'moe_2020_institutions.csv',
} as const;

export interface InstitutionsRead {
  rows: InstitutionRow[];
  /** Rows of the merged files (tags, 2020 list) by the institution they completed: counted once that institution is written or found unchanged. */
  merged: { file: string; id: string }[];
  /** yxdm → name from the tags file: the offerings list uses its codes, a few of which differ from the MoE list's. */
  tagNames: Map<string, string>;
}

const flag = (v: string | undefined) => v === '1' || /^true$/i.test(v ?? '');
const text = (v: string | undefined) => (v ? v : null);
const splitTags = (v: string | undefined) =>
  (v ?? '')
    .split('|')
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * 院校: the MoE 2026 list is the base (one row each); the tags file adds published tags and the
 * 双一流 mark, matched by 院校代码 (or by exact name where its code differs); the 2020 list adds
 * former names (same 学校标识码, another name). The flags 985/211/双一流 are set when either
 * the list's column or a published tag says so.
 */
export function readInstitutions(dir: string, report: ImportReporter): InstitutionsRead {
  const file2026 = INSTITUTION_FILES.list2026;
  const rows: InstitutionRow[] = [];
  const bySchoolCode = new Map<string, InstitutionRow>();
  const byGuobiao = new Map<string, InstitutionRow>();
  const byName = new Map<string, InstitutionRow>();
  const merged: InstitutionsRead['merged'] = [];

  for (const r of readCsv(path.join(dir, 'institutions', file2026), report) ?? []) {
    const schoolCode = text(r.school_code);
    const guobiaoCode = text(r.guobiao_code);
    const name = r.name ?? '';
    if (!schoolCode && !guobiaoCode) {
      report.skip(file2026, 'missing code');
      continue;
    }
    if ((schoolCode && !/^\d{10}$/.test(schoolCode)) || (guobiaoCode && !/^\d{5}$/.test(guobiaoCode))) {
      report.skip(file2026, 'invalid code');
      continue;
    }
    if (!name) {
      report.skip(file2026, 'missing name');
      continue;
    }
    if ((schoolCode && bySchoolCode.has(schoolCode)) || (guobiaoCode && byGuobiao.has(guobiaoCode))) {
      report.skip(file2026, 'duplicate');
      continue;
    }

    const { initials, full } = namePinyin(name);
    const name2020 = text(r.name_2020);
    const row: InstitutionRow = {
      id: guobiaoCode ?? schoolCode!,
      schoolCode,
      guobiaoCode,
      name,
      formerNames: name2020 && name2020 !== name ? [name2020] : [],
      provinceCode: /^\d{2}$/.test(r.province_code ?? '') ? r.province_code : null,
      province: text(r.province),
      city: text(r.city),
      level: r.level === '本科' || r.level === '专科' ? r.level : null,
      isPrivate: flag(r.is_private),
      is985: flag(r.is_985),
      is211: flag(r.is_211),
      isDoubleFirstClass: flag(r.is_double_first_class),
      tags: splitTags(r.yangguang_tags),
      type: deriveInstitutionType(name),
      typeDerived: true,
      department: text(r.department_2020),
      website: text(r.website_2023),
      // The list is of current institutions: a row without a status is taken as active.
      status: r.status === 'inactive' ? 'inactive' : 'active',
      pinyinInitials: initials,
      pinyin: full,
      source: file2026,
      dataMode: 'real',
    };
    rows.push(row);
    if (schoolCode) bySchoolCode.set(schoolCode, row);
    if (guobiaoCode) byGuobiao.set(guobiaoCode, row);
    byName.set(name, row);
  }

  const tagNames = mergeTags(dir, report, byGuobiao, byName, merged);
  mergeList2020(dir, report, bySchoolCode, merged);
  for (const row of rows) {
    const tags = row.tags ?? [];
    row.is985 ||= tags.includes('985');
    row.is211 ||= tags.includes('211');
    row.isDoubleFirstClass ||= tags.some((t) => t.startsWith('一流大学'));
  }
  return { rows, merged, tagNames };
}

function mergeTags(
  dir: string,
  report: ImportReporter,
  byGuobiao: Map<string, InstitutionRow>,
  byName: Map<string, InstitutionRow>,
  merged: InstitutionsRead['merged'],
) {
  const file = INSTITUTION_FILES.tags;
  const tagNames = new Map<string, string>();
  const seen = new Set<string>();
  for (const r of readCsv(path.join(dir, 'institutions', file), report) ?? []) {
    const yxdm = r.yxdm ?? '';
    if (!yxdm) {
      report.skip(file, 'missing code');
      continue;
    }
    if (seen.has(yxdm)) {
      report.skip(file, 'duplicate');
      continue;
    }
    seen.add(yxdm);
    if (r.name) tagNames.set(yxdm, r.name);
    const row = byGuobiao.get(yxdm) ?? (r.name ? byName.get(r.name) : undefined);
    if (!row) {
      report.skip(file, 'unknown school');
      continue;
    }
    row.tags = [...new Set([...(row.tags ?? []), ...splitTags(r.tags)])];
    if (flag(r.shuangyiliu)) row.isDoubleFirstClass = true;
    merged.push({ file, id: row.id });
  }
  return tagNames;
}

function mergeList2020(dir: string, report: ImportReporter, bySchoolCode: Map<string, InstitutionRow>, merged: InstitutionsRead['merged']) {
  const file = INSTITUTION_FILES.list2020;
  const seen = new Set<string>();
  for (const r of readCsv(path.join(dir, 'institutions', file), report) ?? []) {
    const code = r['学校标识码'] ?? '';
    const name = r['学校名称'] ?? '';
    if (!code) {
      report.skip(file, 'missing code');
      continue;
    }
    if (seen.has(code)) {
      report.skip(file, 'duplicate');
      continue;
    }
    seen.add(code);
    const row = bySchoolCode.get(code);
    // Merged into another institution or closed since 2020: nothing in the 2026 list to attach it to.
    if (!row) {
      report.skip(file, 'not in the 2026 list');
      continue;
    }
    if (name && name !== row.name && !row.formerNames?.includes(name)) row.formerNames = [...(row.formerNames ?? []), name];
    row.department ??= text(r['主管部门']);
    merged.push({ file, id: row.id });
  }
}
