/** The site's notice bar (站内通知, set in the admin's 系统配置). */
const zhCN = {
  siteNotice: { label: '站内通知', close: '关闭通知', more: '查看详情' },
};
const enUS: typeof zhCN = {
  siteNotice: { label: 'Notice', close: 'Close the notice', more: 'Details' },
};

export default { 'zh-CN': zhCN, 'en-US': enUS };
