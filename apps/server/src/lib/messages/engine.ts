import { defineMessages } from './define.ts';

/** Server messages of the engine area (zh-CN and en-US). */
export default defineMessages({
  zh: {
    engineNoRankTable: '该省份此年份没有一分一段表，请填写您的位次',
    engineNoSubjectType: '请选择科类（物理类/历史类等）或填写选科',
    engineSubjectsCount: '须选择 3 门科目',
    engineSubjectsFirst: '须在物理、历史中选且只选一门首选科目',
    engineSubjectsTechnology: '技术仅浙江可选',
    engineSubjectsDuplicate: '科目不能重复',
    engineSubjectsMismatch: '与所选科类不一致',
    engineBatchUnknown: '不是本省可填报的批次',
    engineProvinceUnknown: '暂不支持该省份',
    engineScoreRequired: '推荐模式下必须填写分数',
  },
  en: {
    engineNoRankTable: 'No rank table for this province and year: please enter your rank',
    engineNoSubjectType: 'Choose a subject type (physics/history track …) or enter your subjects',
    engineSubjectsCount: 'choose exactly 3 subjects',
    engineSubjectsFirst: 'choose exactly one of physics and history as the first subject',
    engineSubjectsTechnology: 'technology can only be chosen in Zhejiang',
    engineSubjectsDuplicate: 'subjects must not repeat',
    engineSubjectsMismatch: 'does not match the subject type',
    engineBatchUnknown: 'is not a batch of this province',
    engineProvinceUnknown: 'this province is not supported yet',
    engineScoreRequired: 'a score is required in recommend mode',
  },
});
