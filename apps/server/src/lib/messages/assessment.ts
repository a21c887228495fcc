import { defineMessages } from './define.ts';

/** Server messages of the assessment area (测评 and test groups; zh-CN and en-US). */
export default defineMessages({
  zh: {
    assessmentNotAvailable: '该测评暂未开放',
    assessmentNoReport: '还没有已完成的测评报告',
    assessmentUnknownItem: '不是本测评的题目',
    assessmentNotNumber: '应为数字',
    assessmentFinished: '这次测评已经完成，答案不能再修改；重新测评会开始一条新记录',
    assessmentWrongKind: '是另一项测评的记录',
    assessmentMissing: '还有 {count} 题未作答（如 {first}），全部作答后才能提交',
    assessmentKindOrRecord: '请提供 kind 或 recordId',
    assessmentTooManyAnswers: '一次最多提交 300 个答案',
    testGroupCode: '没有使用该邀请码的小组',
    testGroupLimit: '每人最多创建 {max} 个测评小组',
    testGroupFull: '该小组已满（最多 {max} 人）',
  },
  en: {
    assessmentNotAvailable: 'This test is not available',
    assessmentNoReport: 'There is no finished report yet',
    assessmentUnknownItem: 'is not an item of this test',
    assessmentNotNumber: 'must be a number',
    assessmentFinished: 'this sitting is finished and its answers cannot change; a retake starts a new sitting',
    assessmentWrongKind: 'is a sitting of another test',
    assessmentMissing: '{count} items are not answered yet (e.g. {first}); answer them all before finishing',
    assessmentKindOrRecord: 'give kind or recordId',
    assessmentTooManyAnswers: 'at most 300 answers at a time',
    testGroupCode: 'no group has this invitation code',
    testGroupLimit: 'You can create at most {max} test groups',
    testGroupFull: 'This group is full (at most {max} members)',
  },
});
