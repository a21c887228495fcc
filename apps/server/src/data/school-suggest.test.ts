import { describe, expect, it } from 'vitest';
import { aliasKindFor, coreName, SchoolSuggester } from './school-suggest.ts';

const suggester = new SchoolSuggester([
  { id: '10856', name: '上海应用技术大学', formerNames: [], province: '上海市' },
  { id: '10280', name: '上海大学', formerNames: [], province: '上海市' },
  { id: '10272', name: '上海财经大学', formerNames: [], province: '上海市' },
  { id: '10291', name: '南京工业大学', formerNames: [], province: '江苏省' },
  { id: '10288', name: '南京理工大学', formerNames: [], province: '江苏省' },
  { id: '10284', name: '南京大学', formerNames: [], province: '江苏省' },
  { id: '12336', name: '安徽工商职业学院', formerNames: [], province: '安徽省' },
  { id: '13053', name: '湖南工商职业学院', formerNames: [], province: '湖南省' },
  { id: '10213', name: '哈尔滨工业大学', formerNames: [], province: '黑龙江省' },
  { id: '12651', name: '湘潭理工学院', formerNames: ['湖南工商大学北津学院'], province: '湖南省' },
  { id: '10145', name: '东北大学', formerNames: [], province: '辽宁省' },
]);

const names = (schoolName: string, province: string | null = null) => suggester.suggest(schoolName, province).map((s) => s.institutionName);

describe('SchoolSuggester', () => {
  it('puts the institution a short name stands for first', () => {
    expect(names('上应大', '上海')[0]).toBe('上海应用技术大学');
    expect(names('南京工大', '上海')[0]).toBe('南京工业大学');
    expect(names('哈工大（威海）')[0]).toBe('哈尔滨工业大学');
  });

  it("keeps a short name's first character and prefers the well-known school in a near tie", () => {
    const s = new SchoolSuggester([
      { id: '1', name: '河南师范大学', formerNames: [], province: '河南省' },
      { id: '2', name: '赣南师范大学', formerNames: [], province: '江西省' },
      { id: '3', name: '南京师范大学', formerNames: [], province: '江苏省', wellKnown: true },
      { id: '4', name: '北华航天工业学院', formerNames: [], province: '河北省' },
      { id: '5', name: '北京航空航天大学', formerNames: [], province: '北京市', wellKnown: true },
    ]);
    // 南师大 shares the pair 南师 with 河南师范大学 and none with 南京师范大学: the first character decides.
    expect(s.suggest('南师大', '上海')[0].institutionName).toBe('南京师范大学');
    expect(s.suggest('北航', '上海')[0].institutionName).toBe('北京航空航天大学');
  });

  it('reads a name with a character misread, and a former name', () => {
    expect(names('支徽工商职业学院')[0]).toBe('安徽工商职业学院');
    expect(names('湖南工商大学北津学院')[0]).toBe('湘潭理工学院');
  });

  it("gives at most three, best first, and the rows' province the edge among near ties", () => {
    const found = suggester.suggest('工商职业学院', '湖南');
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0].institutionName).toBe('湖南工商职业学院');
    expect(suggester.suggest('工商职业学院', '安徽')[0].institutionName).toBe('安徽工商职业学院');
    expect(found.map((s) => s.score)).toEqual([...found.map((s) => s.score)].sort((a, b) => b - a));
  });

  it('offers the name without its campus note as the alias, with the likely kind', () => {
    const [first] = suggester.suggest('东北大学秦皇岛分校', '河北');
    expect(first).toMatchObject({ institutionName: '东北大学' });
    const [short] = suggester.suggest('上应大【公办】', '上海');
    expect(short).toMatchObject({ alias: '上应大', kind: 'short', institutionId: '10856' });
  });

  it('suggests nothing for a name sharing nothing with the catalog', () => {
    expect(suggester.suggest('ABC', null)).toEqual([]);
  });
});

describe('aliasKindFor', () => {
  it.each([
    ['上应大', '上海应用技术大学', [], 'short'],
    ['哈工大（威海）', '哈尔滨工业大学', [], 'campus'],
    ['北京大学医学部', '北京大学', [], 'campus'],
    ['湖南工商大学北津学院', '湘潭理工学院', ['湖南工商大学北津学院'], 'former'],
    ['支徽工商职业学院', '安徽工商职业学院', [], 'other'],
  ] as const)('%s → %s is %s', (alias, name, former, kind) => {
    expect(aliasKindFor(alias, name, former)).toBe(kind);
  });
});

describe('coreName', () => {
  it('drops debris and notes', () => {
    expect(coreName('业）福建卫生职业技术学院（定向专')).toBe('福建卫生职业技术学院');
    expect(coreName('防灾科技学院(廊坊市)[公办]')).toBe('防灾科技学院');
  });
});
