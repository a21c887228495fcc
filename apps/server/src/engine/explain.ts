import type { EngineLang } from '@zhiyuan/shared';

export { explainUnit, type EngineLang } from '@zhiyuan/shared';

export const NOTES = {
  'zh-CN': {
    givenRank: '使用您填写的位次 {rank}。',
    tableRank: '按 {year} 年一分一段表，{score} 分对应位次 {rank}（同分 {count} 人，位次 {start}–{end}），按最差位次计算。',
    estimatedRank: '{year} 年一分一段表中没有 {score} 分，位次为估计值 {rank}，请以官方公布为准。',
    olderTable: '尚无 {year} 年一分一段表，位次按 {tableYear} 年的表估计，仅供参考。',
    noHistory: '该省份此科类、批次没有可用的历年录取数据。',
    thinYear:
      '{year} 年志愿只能参考更早年份的录取线：仅 {units} 个单位（{schools} 所院校）。按 {fuller} 年填报（默认，参考最近一年的录取线）可见 {fullerUnits} 个单位（{fullerSchools} 所院校）。',
    mapped: '部分年份为旧高考文/理科数据，已按位次比例折算并标注。',
    thirdParty: '部分或全部数据来自第三方整理，已标注。',
    elective: '已按选科要求排除 {n} 个不符合的单位。',
    electiveUnknown: '未填写完整选科，仅排除明确不符合首选科目的单位；请补充选科以获得准确结果。',
    demo: '当前为演示数据，并非真实录取数据。',
    dataYears: '使用 {years} 年的录取数据（最多 {history} 年）。',
    coverage:
      '公开数据中，本省此科类、批次有历年录取线的共 {units} 个单位（{schools} 所院校），并非全部招生院校；没有出现的院校不代表没有机会，请同时查阅省考试院公布的投档线。',
    method:
      '概率按往年最低位次（加权，最近一年为主）与您位次的差距估计，并按历年回测校准；数据越少、越旧、波动越大，区间越宽。仅一年数据、数据较旧或仅有旧高考参考的单位不列为“保”或“垫”：概率够高时单独列为“数据不足，概率仅供参考”。',
  },
  'en-US': {
    givenRank: 'Using the rank you entered: {rank}.',
    tableRank: 'By the {year} rank table, score {score} is rank {rank} ({count} students on that score, ranks {start}–{end}); the worst rank is used.',
    estimatedRank: 'Score {score} is not in the {year} rank table; rank {rank} is an estimate, check the official figure.',
    olderTable: 'No {year} rank table yet: the rank is estimated from the {tableYear} table, for reference only.',
    noHistory: 'No admission history for this subject type and batch in the province.',
    thinYear:
      'Filing for {year} can only use older lines: {units} units ({schools} schools). Filing for {fuller} (the default, using the latest year of lines) gives {fullerUnits} units ({fullerSchools} schools).',
    mapped: 'Some years are pre-reform arts/science data, mapped by rank share and marked.',
    thirdParty: 'Some or all data comes from third-party compilations, marked as such.',
    elective: '{n} units excluded by their subject requirements.',
    electiveUnknown:
      'Your subject selection is incomplete: only units that certainly require the other first subject are excluded. Add your subjects for exact results.',
    demo: 'Demo data: not real admission figures.',
    dataYears: 'Admission lines of {years} used (at most {history} years).',
    coverage:
      "The public data holds past lines for {units} units ({schools} schools) of this subject type and batch in the province, not every school that admits here; a school missing from the list is not ruled out, so check the provincial exam authority's published lines too.",
    method:
      'The chance compares your rank with past cut-off ranks (weighted, newest most), calibrated by back-tests on past years; fewer, older or noisier years give wider ranges. Units with one year of data, old data or only pre-reform years are never safe (保/垫): where their chance is that high they are listed apart as "too little data, chance for reference only".',
  },
} as const;

export type NoteKey = keyof (typeof NOTES)['zh-CN'];

export function note(lang: EngineLang, key: NoteKey, params: Record<string, string | number> = {}): string {
  return NOTES[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
