/** 我的消息: the header bell, the live notice and the personal-centre section. */
export default {
  'zh-CN': {
    inbox: {
      bell: '我的消息（{{count}} 条未读）',
      newMessage: '收到一条新消息',
      newMessageTitled: '新消息：{{title}}',
      unreadCount: '未读 {{count}} 条',
      readAll: '全部标为已读',
      empty: '暂无消息',
    },
  },
  'en-US': {
    inbox: {
      bell: 'Messages ({{count}} unread)',
      newMessage: 'You have a new message',
      newMessageTitled: 'New message: {{title}}',
      unreadCount: '{{count}} unread',
      readAll: 'Mark all read',
      empty: 'No messages',
    },
  },
};
