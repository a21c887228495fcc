import { describe, expect, it } from 'vitest';
import type { ElectiveSubject } from '@zhiyuan/shared';
import { combinationsOf } from './combinations.ts';
import { admits, parseRequirement, requirementText, type Requirement } from './requirement.ts';

/**
 * Spellings as the public data set publishes them (written here by hand from what the files hold,
 * not copied from them), each with how it must read: 首选 first, then what is all required, then
 * the "one of" clause, in the product's words (requirementText).
 */
const READ: [published: string, reads: string][] = [
  // no requirement
  ['不限', '不限'],
  ['不提科目要求', '不限'],
  ['不提', '不限'],
  ['不限选考科目', '不限'],
  ['首选不限，再选不限', '不限'],
  ['综合改革（不限）', '不限'],
  ['不限中外合作办学', '不限'],
  ['不限(中外合办)', '不限'],
  ['不限分段培养项目', '不限'],
  ['不限高校中外学分互认联合培养项目', '不限'],
  ['不限(04)', '不限'],
  ['不限张家港校区', '不限'],
  ['不限马来西亚分校', '不限'],
  ['001专业组（选考科目不限）定向培养军士生', '不限'],
  ['001专业组（选选考科目不限）', '不限'],
  ['江西理工大学03专业组(不限)(中外合作)', '不限'],
  // first choice only
  ['首选物理', '物理'],
  ['首选历史', '历史'],
  ['物理', '物理'],
  ['仅物理', '物理'],
  ['物理(必须选考)', '物理'],
  ['物理（必须选考）', '物理'],
  ['物理+不限', '物理'],
  ['历史＋不限', '历史'],
  ['物理不限', '物理'],
  ['历史不限', '历史'],
  ['历史-不限', '历史'],
  ['首选物理，再选科目不提', '物理'],
  ['首选历史，再选不限', '历史'],
  ['物理类（再选不限）', '物理'],
  ['历史类（再选不限）', '历史'],
  ['14（物理+不限）', '物理'],
  ['02（历史+不限）', '历史'],
  ['物理+不限组', '物理'],
  ['物理+不限(第123组)', '物理'],
  ['物理+不限（007组）', '物理'],
  ['物理类.非定向.普通类.第301组.不限', '物理'],
  ['江西理工大学历史类第001组(不限)', '历史'],
  ['物', '物理'],
  ['历', '历史'],
  ['首选物理或历史，再选科目不提', '物理/历史'],
  // one subject besides
  ['化学', '化学'],
  ['化', '化学'],
  ['化学必选', '化学'],
  ['必选化学', '化学'],
  ['选考化学', '化学'],
  ['化学(必须选考)', '化学'],
  ['化学中外合作办学', '化学'],
  ['化学南京校区', '化学'],
  ['化学中外合作办学泰州校区', '化学'],
  ['002专业组(化学)', '化学'],
  ['502专业组(选考科目化学)', '化学'],
  ['江西理工大学04专业组(化学)(中外合作办学)', '化学'],
  ['思想政治', '政治'],
  ['政', '政治'],
  ['生物学', '生物'],
  ['地理（必选）', '地理'],
  ['思想政治(中外合办)', '政治'],
  // first choice and more
  ['物理+化学', '物理+化学'],
  ['物理＋化学', '物理+化学'],
  ['化学、物理（均须选考）', '物理+化学'],
  ['首选物理，再选化学', '物理+化学'],
  ['物理类（再选化学）', '物理+化学'],
  ['物理*化学', '物理+化学'],
  ['物理*(化学)', '物理+化学'],
  ['物理和化学', '物理+化学'],
  ['物理化学', '物理+化学'],
  ['物理-化学', '物理+化学'],
  ['物理+化学(01)', '物理+化学'],
  ['物理＋化学(中外合办)', '物理+化学'],
  ['物理+化学（必选）', '物理+化学'],
  ['物理＋化学(女)', '物理+化学'],
  ['物理+化学（工学组）', '物理+化学'],
  ['综合改革（物理+化学）', '物理+化学'],
  ['23（物理+化学）', '物理+化学'],
  ['物理+化学组', '物理+化学'],
  ['物化选考组', '物理+化学'],
  ['物+化', '物理+化学'],
  ['物理类.非定向.普通类.第302组.化学', '物理+化学'],
  ['江西理工大学物理类第002组(化学)', '物理+化学'],
  ['物理-化学-中外合作办学', '物理+化学'],
  ['物理＋化学（本科拔尖人才联合培养）', '物理+化学'],
  ['生物、化学、物理（均须选考）', '物理+化学+生物'],
  ['物理＋化学＋生物', '物理+化学+生物'],
  ['物理*化学*生物学', '物理+化学+生物'],
  ['物化生选考组', '物理+化学+生物'],
  ['物+化+生', '物理+化学+生物'],
  ['物理*(化学*生物)', '物理+化学+生物'],
  ['历史+政治', '历史+政治'],
  ['历史、思想政治（均须选考）', '历史+政治'],
  ['首选历史，再选思想政治', '历史+政治'],
  ['历史类（再选政治）', '历史+政治'],
  ['思想政治＋历史', '历史+政治'],
  ['历史*思想政治', '历史+政治'],
  ['历+政', '历史+政治'],
  ['历史地理', '历史+地理'],
  ['物理地理', '物理+地理'],
  ['地理、历史、思想政治（均须选考）', '历史+政治+地理'],
  ['化学和生物', '化学+生物'],
  ['化和生', '化学+生物'],
  ['政和地', '政治+地理'],
  ['思想政治和地理', '政治+地理'],
  ['化学+生物学', '化学+生物'],
  ['化学和生物分段培养项目', '化学+生物'],
  // one of
  ['物理+(化学或生物)', '物理+化学/生物'],
  ['物理*(化学+生物)', '物理+化学/生物'],
  ['首选物理，再选化学或生物', '物理+化学/生物'],
  ['物理+化学/生物', '物理+化学/生物'],
  ['物理+化学或生物', '物理+化学/生物'],
  ['物+化/生', '物理+化学/生物'],
  ['11（物理+化学或生物）', '物理+化学/生物'],
  ['物理+化学/生物组', '物理+化学/生物'],
  ['历史+化学/地理', '历史+化学/地理'],
  ['历史*(化学+地理)', '历史+化学/地理'],
  ['历+地/政', '历史+政治/地理'],
  ['物理或化学', '物理/化学'],
  ['物理／化学／生物(选考一门即可)', '物理/化学/生物'],
  ['物理/化学/生物（选考一门即可）', '物理/化学/生物'],
  ['生物／历史(选考一门即可)', '生物/历史'],
  ['物理或历史或地理', '物理/历史/地理'],
  ['江西理工大学05专业组(化学或地理)', '化学/地理'],
  // both 物理 and 历史 (3+3 only), either of them
  ['物理+历史', '物理+历史'],
  ['物理+历史+地理', '物理+历史+地理'],
  ['物理或历史', '物理/历史'],
  ['(物理+历史)*思想政治', '物理/历史+政治'],
  ['(物理+历史)*化学', '物理/历史+化学'],
];

/** Published text that says nothing readable about subjects (or is mangled): never guessed. */
const NOT_READ = [
  '',
  '\\',
  '-',
  '传统理工',
  '传统文史',
  '理工',
  '特殊路径',
  '三校生类',
  '体育类',
  '艺术类专业省级统考',
  '舞蹈类',
  '第502组',
  '第102组(普通组)',
  '江西理工大学(04)',
  'D-5-江西理工大学(02)',
  '03组,普通类',
  '218.物理组',
  '物理组',
  '本科批物理类003专业组',
  '001专业组',
  '北京',
  '苏州校区',
  '科类：理工；性别：男；生源类别：A类；志愿序：第一志愿',
  '建议25000位次以上报考',
  '2026年新增',
  '本硕一体化培养',
  '不限_美术',
  '001专业组（选选考科目不限）美术与设计类',
  '历史-不限-艺考类-美术与设计类',
  // OCR damage: 牛物学, 化坚+4物学, 思規政治 are not read as 生物 / 思想政治
  '化学+牛物学',
  '化坚+4物学',
  '化学＋思規政治',
  // two "one of" clauses, or "or" over "and", do not fit the shape
  '物理或化学+生物或地理',
  '物理或(化学+生物)',
  '物理+化学*生物',
];

describe('the 选科 requirement reader', () => {
  it.each(READ)('reads %s as %s', (published, reads) => {
    const parsed = parseRequirement(published);
    expect(parsed).not.toBe('unknown');
    expect(requirementText(parsed as Requirement)).toBe(reads);
  });

  it.each(NOT_READ)('keeps %j unknown', (published) => {
    expect(parseRequirement(published)).toBe('unknown');
  });

  it('gives the shape the report computes with', () => {
    expect(parseRequirement('首选物理，再选化学或生物')).toEqual({ first: '物理', allOf: [], anyOf: ['化学', '生物'] });
    expect(parseRequirement('地理、历史、思想政治（均须选考）')).toEqual({ first: '历史', allOf: ['政治', '地理'], anyOf: [] });
    expect(parseRequirement('(物理+历史)*思想政治')).toEqual({ first: '物理或历史', allOf: ['政治'], anyOf: [] });
    expect(parseRequirement('物理+历史')).toEqual({ first: '不限', allOf: ['物理', '历史'], anyOf: [] });
    expect(parseRequirement('不提科目要求')).toEqual({ first: '不限', allOf: [], anyOf: [] });
  });
});

describe('which combinations a requirement admits', () => {
  const admitted = (text: string, mode: '3+1+2' | '3+3' | '7选3') => {
    const req = parseRequirement(text) as Requirement;
    return combinationsOf(mode)
      .filter((c) => admits(req, new Set<ElectiveSubject>(c.subjects)))
      .map((c) => c.short);
  };

  it('has 12, 20 and 35 combinations', () => {
    expect(combinationsOf('3+1+2')).toHaveLength(12);
    expect(combinationsOf('3+3')).toHaveLength(20);
    expect(combinationsOf('7选3')).toHaveLength(35);
    expect(
      combinationsOf('3+1+2')
        .map((c) => c.short)
        .slice(0, 6),
    ).toEqual(['物化生', '物化政', '物化地', '物生政', '物生地', '物政地']);
  });

  it('admits every combination without a requirement and only 物理 ones for 首选物理', () => {
    expect(admitted('不限', '3+1+2')).toHaveLength(12);
    expect(admitted('首选物理', '3+1+2')).toEqual(['物化生', '物化政', '物化地', '物生政', '物生地', '物政地']);
  });

  it('binds 物理 and 化学: three combinations of 12, four of 20', () => {
    expect(admitted('物理+化学', '3+1+2')).toEqual(['物化生', '物化政', '物化地']);
    expect(admitted('化学、物理（均须选考）', '3+3')).toEqual(['物化生', '物化政', '物化史', '物化地']);
  });

  it('reads "one of" as one of', () => {
    expect(admitted('物理+化学/生物', '3+1+2')).toEqual(['物化生', '物化政', '物化地', '物生政', '物生地']);
    expect(admitted('物理/化学/生物（选考一门即可）', '3+3')).toHaveLength(19);
  });

  it('counts 技术 only where it can be chosen (浙江 7选3)', () => {
    expect(admitted('技术', '3+3')).toEqual([]);
    expect(admitted('技术', '7选3')).toHaveLength(15);
  });
});
