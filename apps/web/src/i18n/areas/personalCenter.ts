/** Personal centre (desktop personalCenter, mobile 我的) strings. */
export default {
  'zh-CN': {
    personalCenter: {
      tabs: {
        personal: '个人信息',
        score: '我的成绩',
        wish: '我的志愿',
        school: '关注院校',
        major: '关注专业',
        bind: '账号绑定',
        password: '修改密码',
        vip: '会员服务',
        message: '我的消息',
        invite: '邀请好友',
      },
      invite: {
        intro: '把邀请链接发给同学或家长，他们通过链接注册后会记在您名下。',
        code: '我的邀请码',
        link: '邀请链接',
        copy: '复制链接',
        copied: '已复制邀请链接',
        count: '已邀请 {{count}} 人',
      },
    },
  },
  'en-US': {
    personalCenter: {
      tabs: {
        personal: 'Profile',
        score: 'My score',
        wish: 'My forms',
        school: 'Saved schools',
        major: 'Saved majors',
        bind: 'Linked accounts',
        password: 'Change password',
        vip: 'Membership',
        message: 'Messages',
        invite: 'Invite friends',
      },
      invite: {
        intro: 'Send your invite link to classmates or parents: whoever registers through it is counted under you.',
        code: 'My invite code',
        link: 'Invite link',
        copy: 'Copy link',
        copied: 'Invite link copied',
        count: '{{count}} invited',
      },
    },
  },
};
