/** The tiers' promises on the smart-fill page (issue 17): the numbers come from TIER_PROMISES (back-test). */
export default {
  'zh-CN': {
    tierPromise: {
      title: '档位含义（按历年数据回测）',
      冲: '冲：回测中约 {{pct}} 的此类志愿被录取，值得一试但不能指望',
      稳: '稳：回测中约 {{pct}} 被录取',
      保: '保：回测中约 {{pct}} 被录取，接近十拿九稳，但不是保证',
      垫: '垫：回测中约 {{pct}} 被录取',
      note: '只有一年数据，或最近一次录取线比本省最新数据早两年以上的单位，最多列为“稳”。回测：{{asOf}}，{{pairs}} 个考生—单位组合，用往年数据预测之后一年。',
    },
  },
  'en-US': {
    tierPromise: {
      title: 'What the tiers mean (back-tested on past years)',
      冲: 'Reach: in back-tests about {{pct}} of such choices were admitted; worth a try, not to count on',
      稳: 'Match: about {{pct}} admitted in back-tests',
      保: 'Safe: about {{pct}} admitted in back-tests; close to sure, not a guarantee',
      垫: 'Fallback: about {{pct}} admitted in back-tests',
      note: 'Units with one year of data, or whose newest line is two or more years older than the province\'s newest lines, are at most "Match". Back-test of {{asOf}}: {{pairs}} student–unit pairs, each year predicted from the years before it.',
    },
  },
};
