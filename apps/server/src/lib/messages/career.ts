import { defineMessages } from './define.ts';

/** Server messages of the career library and the 专业定位报告 (zh-CN and en-US). */
export default defineMessages({
  zh: {
    careerNoMajor: '职业库里没有这个专业或专业类',
    careerNoOccupation: '职业库里没有这个职业',
    careerOneOf: '请只提供 majorCode、occupation、riasec 中的一项',
    careerBadCode: '应为 1–3 个不重复的 RIASEC 字母，如 IRC',
    careerNoPositionTest: '还没有完成专业定位测评',
  },
  en: {
    careerNoMajor: 'The career library knows no such major or major class',
    careerNoOccupation: 'The career library has no such occupation',
    careerOneOf: 'give exactly one of majorCode, occupation and riasec',
    careerBadCode: 'must be 1–3 distinct RIASEC letters, e.g. IRC',
    careerNoPositionTest: 'The major-positioning test is not finished yet',
  },
});
