/** Personal centre (desktop personalCenter, mobile 我的) strings. */
export default {
  'zh-CN': {
    personalCenter: {
      tabs: { personal: '个人信息', score: '我的成绩', wish: '我的志愿', school: '关注院校', major: '关注专业', bind: '账号绑定', password: '修改密码', vip: '会员服务', message: '我的消息' },
    },
  },
  'en-US': {
    personalCenter: {
      tabs: { personal: 'Profile', score: 'My score', wish: 'My forms', school: 'Saved schools', major: 'Saved majors', bind: 'Linked accounts', password: 'Change password', vip: 'Membership', message: 'Messages' },
    },
  },
};
