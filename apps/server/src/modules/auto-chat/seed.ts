import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { claimSeedMarker, insertChats, insertContacts } from './repo.ts';

/** Starting questions about using this site, written for it; an admin edits or removes them. */
const QUESTIONS: { title: string; content: string; category: string; keywords: string; synonyms: string }[] = [
  {
    title: '怎么填写志愿表？',
    category: '填报',
    content: '<p>登录后进入「模拟填报」，先填好高考分数、位次和选科，系统按冲、稳、保给出院校专业组，勾选后加入志愿表，再拖动调整顺序，最后点「保存」。</p>',
    keywords: '志愿表,填报,模拟填报',
    synonyms: '如何填志愿,志愿怎么填,填报流程',
  },
  {
    title: '录取概率是怎么算出来的？',
    category: '填报',
    content: '<p>概率根据你的位次和院校专业组近三年的最低录取位次估算，并考虑当年招生计划的变化。它只是参考，不是录取承诺。</p>',
    keywords: '录取概率,概率,冲稳保',
    synonyms: '概率准不准,录取可能性',
  },
  {
    title: '位次和分数哪个更重要？',
    category: '填报',
    content: '<p>位次更重要。每年试卷难度不同，分数会上下浮动，而位次反映你在全省考生中的排位，更适合和往年录取情况比较。</p>',
    keywords: '位次,分数,一分一段',
    synonyms: '排名,名次',
  },
  {
    title: '如何开通会员？',
    category: '会员',
    content: '<p>在「我的」页面点击「开通会员」，可用充值卡兑换或在线支付。开通后即可查看完整报告和更多推荐。</p>',
    keywords: '会员,开通,充值卡,VIP',
    synonyms: '买会员,购买会员,升级会员',
  },
  {
    title: '忘记密码怎么办？',
    category: '账号',
    content: '<p>在登录页点「忘记密码」，通过绑定的手机号或邮箱收取验证码后即可设置新密码。</p>',
    keywords: '忘记密码,重置密码,找回密码',
    synonyms: '密码忘了,登录不上',
  },
  {
    title: '怎么修改昵称和个人资料？',
    category: '账号',
    content: '<p>进入「我的」→「个人资料」即可修改昵称、省份、选科等信息。昵称不能包含敏感词。</p>',
    keywords: '昵称,个人资料,修改资料',
    synonyms: '改名字,改昵称',
  },
  {
    title: '志愿表可以保存几份？',
    category: '填报',
    content: '<p>每个批次可以保存多份志愿表，方便对比不同方案，在「我的志愿表」中查看和删除。</p>',
    keywords: '志愿表,保存,多份',
    synonyms: '方案对比',
  },
];

const CONTACTS = [
  { name: '客服小志', type: 'wechat', value: 'zhiyuantong-kefu', workTime: '每天 9:00–21:00', sortOrder: 1, isExample: true },
  { name: '客服热线', type: 'phone', value: '400-000-0000', workTime: '工作日 9:00–18:00', sortOrder: 2, isExample: true },
];

/** Seeds the questions and the contacts once per database (a marker row in the setting table), so an admin's deletions stick. */
export async function ensureAutoChat(db: Db): Promise<void> {
  if (!(await claimSeedMarker(db, 'autoChatSeeded'))) return;
  await insertChats(
    db,
    QUESTIONS.map((q, i) => ({ id: newId(), ...q, sortOrder: i + 1, createBy: 'system' })),
  );
  await insertContacts(
    db,
    CONTACTS.map((c) => ({ id: newId(), ...c })),
  );
}
