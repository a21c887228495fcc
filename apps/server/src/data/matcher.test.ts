import { describe, expect, it } from 'vitest';
import { InstitutionMatcher, nameCandidates } from './matcher.ts';

const matcher = new InstitutionMatcher([
  { id: '10213', name: '哈尔滨工业大学', formerNames: [], guobiaoCode: '10213' },
  { id: '10145', name: '东北大学', formerNames: [], guobiaoCode: '10145' },
  { id: '10425', name: '中国石油大学（华东）', formerNames: [], guobiaoCode: '10425' },
  { id: '11414', name: '中国石油大学（北京）', formerNames: [], guobiaoCode: '11414' },
  { id: '10027', name: '北京师范大学', formerNames: [], guobiaoCode: '10027' },
  { id: '10001', name: '北京大学', formerNames: [], guobiaoCode: '10001' },
  { id: '10079', name: '华北电力大学', formerNames: [], guobiaoCode: '10079' },
  { id: '12345', name: '河北外国语学院', formerNames: [], guobiaoCode: '12345' },
  { id: '10674', name: '昆明理工大学', formerNames: [], guobiaoCode: '10674' },
  { id: '10626', name: '四川农业大学', formerNames: ['四川农学院'], guobiaoCode: '10626' },
  { id: '13735', name: '重庆水利电力职业技术学院', formerNames: [], guobiaoCode: '13735' },
  { id: '14001', name: '重庆三峡职业学院', formerNames: [], guobiaoCode: '14001' },
  { id: '14002', name: '重庆三峡医药高等专科学校', formerNames: [], guobiaoCode: '14002' },
]);

describe('InstitutionMatcher', () => {
  it.each([
    ['哈尔滨工业大学', '10213'],
    ['中国石油大学(华东)', '10425'],
    ['中国石油大学（北京）', '11414'],
    ['哈尔滨工业大学（威海）', '10213'],
    ['北京师范大学(珠海校区)', '10027'],
    ['北京大学（医学部）', '10001'],
    ['北京大学医学部', '10001'],
    ['东北大学秦皇岛分校', '10145'],
    ['中国石油大学(北京)克拉玛依校区', '11414'],
    ['华北电力大学(保定)', '10079'],
    ['河北外国语学院(石家庄市)[民办]', '12345'],
    ['(民办)河北外国语学院', '12345'],
    ['昆明理工大学中外合作办学', '10674'],
    ['四川农学院', '10626'],
  ])('matches %s', (name, id) => {
    expect(matcher.match(name)).toBe(id);
  });

  it('does not guess between campuses that are institutions of their own', () => {
    expect(matcher.match('中国石油大学')).toBeNull();
  });

  it('completes a name cut short only when one institution fits', () => {
    expect(matcher.match('重庆水利电力职业技术学')).toBe('13735');
    expect(matcher.match('重庆三峡医药高等专科学')).toBe('14002');
    expect(matcher.match('重庆三峡')).toBeNull();
  });

  it.each([['业）北京大学（定向专'], ['•北京大学'], ['北京大学CATIC'], ['【北京大学'], ['北京大学）'], ['年普通本科招生章程》)1220北京大学']])(
    'reads %s without the debris a split cell or a scan left',
    (name) => {
      expect(matcher.match(name)).toBe('10001');
    },
  );

  it('leaves unknown names unmatched', () => {
    expect(matcher.match('国防科技大学')).toBeNull();
    expect(matcher.match('上海师大')).toBeNull();
  });

  it('trusts a national 院校代码 before the name', () => {
    expect(matcher.match('哈工大', '10213')).toBe('10213');
    expect(matcher.match('北京大学', '99999')).toBe('10001');
  });
});

describe('nameCandidates', () => {
  it('tries the exact name first, then drops notes one by one', () => {
    expect(nameCandidates('河北大学(保定市)[公办]')).toEqual(['河北大学（保定市）【公办】', '河北大学（保定市）', '河北大学']);
  });

  it('drops a note cut open at either end, then the notes it still has', () => {
    expect(nameCandidates('站定向，光泽县）福建林业职业技术学院（乡镇林业')).toEqual([
      '站定向，光泽县）福建林业职业技术学院（乡镇林业',
      '福建林业职业技术学院',
    ]);
    expect(nameCandidates('北京师范大学(珠海校区')).toEqual(['北京师范大学（珠海校区', '北京师范大学']);
  });
});
