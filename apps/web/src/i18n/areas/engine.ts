/**
 * The tiers' promises on the smart-fill page (issue 17): the numbers come from TIER_PROMISES
 * (back-test). And the units shown apart for thin data (issue 29): 数据不足，概率仅供参考.
 */
export default {
  'zh-CN': {
    tierPromise: {
      title: '档位含义（按历年数据回测）',
      冲: '冲：回测中约 {{pct}} 的此类志愿被录取，值得一试但不能指望',
      稳: '稳：回测中约 {{pct}} 被录取',
      保: '保：回测中约 {{pct}} 被录取，接近十拿九稳，但不是保证',
      垫: '垫：回测中约 {{pct}} 被录取',
      thin: '数据不足：单看概率可列为保或垫，但只有一年数据、数据较旧或仅有旧高考参考，不列为保或垫，单独列出；回测中约 {{pct}} 被录取，概率仅供参考',
      note: '回测：{{asOf}}，{{pairs}} 个考生—单位组合，用往年数据预测之后一年。',
    },
    thinGroup: {
      tab: '数据不足 {{n}}',
      badge: '数据不足',
      label: '数据不足，概率仅供参考（{{reasons}}）',
      would: '单看概率可列为“{{tier}}”',
      reason: { singleYear: '仅一年数据', oldExam: '旧高考参考', stale: '数据较旧' },
    },
  },
  'en-US': {
    tierPromise: {
      title: 'What the tiers mean (back-tested on past years)',
      冲: 'Reach: in back-tests about {{pct}} of such choices were admitted; worth a try, not to count on',
      稳: 'Match: about {{pct}} admitted in back-tests',
      保: 'Safe: about {{pct}} admitted in back-tests; close to sure, not a guarantee',
      垫: 'Fallback: about {{pct}} admitted in back-tests',
      thin: 'Too little data: the chance alone would make these safe, but with one year of lines, old lines or only pre-reform years they are listed apart, not as safe; about {{pct}} admitted in back-tests, the chance is for reference only',
      note: 'Back-test of {{asOf}}: {{pairs}} student–unit pairs, each year predicted from the years before it.',
    },
    thinGroup: {
      tab: 'Too little data {{n}}',
      badge: 'Little data',
      label: 'Too little data, chance for reference only ({{reasons}})',
      would: 'by the chance alone: {{tier}}',
      reason: { singleYear: 'one year of data', oldExam: 'pre-reform years', stale: 'old data' },
    },
  },
};
