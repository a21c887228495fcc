import { defineMessages } from './define.ts';

/** Server messages of 强基计划 (issue 20: /qjPlanYuanxiao, /qjPlanZhuanye, /qjEnrollScore, /qjPosition*), zh-CN and en-US. */
export default defineMessages({
  zh: {
    qjSchoolNotFound: '强基院校不存在',
    qjMajorNotFound: '强基专业不存在',
    qjScoreNotFound: '强基分数线不存在',
    qjRowsNotFound: '以下记录不存在：{ids}',
    qjScoreOverFullMark: '不能高于{province}高考满分 {max} 分',
    qjSchoolYearTaken: '该院校 {year} 年的强基计划已存在',
    qjMajorNotOfSchool: '该专业不属于所选院校',
    qjLineRequired: '入围线和综合成绩线至少填写一项',
    qjOverScale: '不能高于满分 {max}',
    qjInstitutionUnknown: '院校库中没有该院校',
    qjCompetitionWithoutLevel: '填写竞赛学科时须同时选择获奖等级',
    qjWeightRule: '高考成绩占比应在 0.85（教育部规定的下限）与 0.99 之间',
  },
  en: {
    qjSchoolNotFound: 'Strong-base school not found',
    qjMajorNotFound: 'Strong-base major not found',
    qjScoreNotFound: 'Strong-base score line not found',
    qjRowsNotFound: 'These records do not exist: {ids}',
    qjScoreOverFullMark: 'cannot be above the gaokao full mark of {province}, {max}',
    qjSchoolYearTaken: 'already has a strong-base plan for {year}',
    qjMajorNotOfSchool: 'is not a major of the chosen school',
    qjLineRequired: 'give the entry line, the composite line, or both',
    qjOverScale: 'cannot be above the full mark {max}',
    qjInstitutionUnknown: 'is not a school of the reference data',
    qjCompetitionWithoutLevel: 'a competition subject needs the award level too',
    qjWeightRule: 'must lie between 0.85 (the Ministry’s minimum) and 0.99',
  },
});
