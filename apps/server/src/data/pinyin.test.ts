import { describe, expect, it } from 'vitest';
import { namePinyin } from './pinyin.ts';

describe('namePinyin', () => {
  it.each([
    ['清华大学', 'qhdx', 'qinghuadaxue'],
    ['重庆大学', 'cqdx', 'chongqingdaxue'],
    ['厦门大学', 'xmdx', 'xiamendaxue'],
    ['蚌埠医科大学', 'bbykdx', 'bengbuyikedaxue'],
    ['长沙理工大学', 'cslgdx', 'changshaligongdaxue'],
    ['中国石油大学（北京）', 'zgsydxbj', 'zhongguoshiyoudaxuebeijing'],
    ['西安电子科技大学长安学院', 'xadzkjdxcaxy', 'xiandianzikejidaxuechanganxueyuan'],
    ['上海闵行职业技术学院', 'shmhzyjsxy', 'shanghaiminhangzhiyejishuxueyuan'],
    ['西藏藏医药大学', 'xzzyydx', 'xizangzangyiyaodaxue'],
  ])('spells %s as %s / %s', (name, initials, full) => {
    expect(namePinyin(name)).toEqual({ initials, full });
  });

  it('keeps Latin letters and digits', () => {
    expect(namePinyin('3D打印技术').initials).toBe('3ddyjs');
  });
});
