import { describe, expect, it } from 'vitest';
import { deriveInstitutionType } from './institution-type.ts';

describe('deriveInstitutionType', () => {
  it.each([
    ['北京师范大学', '师范'],
    ['天津职业技术师范大学', '师范'],
    ['黔南民族师范学院', '师范'],
    ['北京中医药大学', '医药'],
    ['右江民族医学院', '医药'],
    ['中国药科大学', '医药'],
    ['中南财经政法大学', '财经'],
    ['对外经济贸易大学', '财经'],
    ['北京工商大学', '财经'],
    ['中国政法大学', '政法'],
    ['中国人民公安大学', '政法'],
    ['中央美术学院', '艺术'],
    ['中国传媒大学', '艺术'],
    ['北京体育大学', '体育'],
    ['中央民族大学', '民族'],
    ['中国农业大学', '农林'],
    ['东北林业大学', '农林'],
    ['山东畜牧兽医职业学院', '农林'],
    ['北京外国语大学', '语言'],
    ['北京语言大学', '语言'],
    ['清华大学', '综合'],
    ['北京理工大学', '理工'],
    ['电子科技大学', '理工'],
    ['中国石油大学（北京）', '理工'],
    ['中国矿业大学', '理工'],
    ['国防科技大学', '军事'],
    ['北京大学', '综合'],
    ['中国海洋大学', '综合'],
  ])('%s is %s', (name, type) => {
    expect(deriveInstitutionType(name)).toBe(type);
  });

  it('does not read a place name as a keyword', () => {
    expect(deriveInstitutionType('桂林学院')).toBeNull();
    expect(deriveInstitutionType('商丘学院')).toBeNull();
    expect(deriveInstitutionType('吉林农业大学')).toBe('农林');
    expect(deriveInstitutionType('吉林大学')).toBe('综合');
  });

  it('leaves a 学院 or 职业学院 that names no field unknown', () => {
    expect(deriveInstitutionType('邢台学院')).toBeNull();
    expect(deriveInstitutionType('潍坊职业学院')).toBeNull();
  });
});
