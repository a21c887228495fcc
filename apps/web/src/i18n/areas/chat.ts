/** 智能客服: the chat widget (desktop corner, phone entry under 我的). */
export default {
  'zh-CN': {
    chat: {
      open: '智能客服',
      indexHint: '填报、会员、账号问题，随时问我',
      title: '志愿通小助手',
      close: '关闭',
      placeholder: '输入你的问题，如：怎么填写志愿表',
      send: '发送',
      suggestions: '你可能想问',
      related: '相关问题',
      helpful: '有帮助',
      notHelpful: '没帮助',
      thanks: '感谢反馈',
      contacts: '人工客服',
      types: { phone: '电话', wechat: '微信', qq: 'QQ', email: '邮箱' },
      failed: '暂时无法回答，请稍后再试',
    },
  },
  'en-US': {
    chat: {
      open: 'Help chat',
      indexHint: 'Questions on filing, membership or your account? Ask here',
      title: 'Zhiyuantong assistant',
      close: 'Close',
      placeholder: 'Ask a question, e.g. how do I fill in a form',
      send: 'Send',
      suggestions: 'You may want to ask',
      related: 'Related questions',
      helpful: 'Helpful',
      notHelpful: 'Not helpful',
      thanks: 'Thanks for your feedback',
      contacts: 'Talk to a person',
      types: { phone: 'Phone', wechat: 'WeChat', qq: 'QQ', email: 'E-mail' },
      failed: 'Cannot answer right now, please try again later',
    },
  },
};
