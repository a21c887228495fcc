import { defineMessages } from './define.ts';

/** Server messages of stop words and the auto-chat (zh-CN and en-US). */
export default defineMessages({
  zh: {
    stopWordHit: '包含敏感词「{word}」',
    stopWordNotFound: '敏感词不存在',
    stopWordEmpty: '不能只含空格或标点',
    autoChatNotFound: '问答不存在',
    contactMemberNotFound: '联系人不存在',
    autoChatOff: '智能客服未开启',
    evaluateSaved: '感谢反馈',
    contentNotFound: '内容不存在或未发布',
  },
  en: {
    stopWordHit: 'contains the blocked word "{word}"',
    stopWordNotFound: 'Stop word not found',
    stopWordEmpty: 'must contain more than spaces or punctuation',
    autoChatNotFound: 'Question not found',
    contactMemberNotFound: 'Contact not found',
    autoChatOff: 'The chat assistant is turned off',
    evaluateSaved: 'Thanks for your feedback',
    contentNotFound: 'Content not found or not published',
  },
});
