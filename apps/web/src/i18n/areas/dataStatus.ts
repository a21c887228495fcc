/** Data status area: the quiet notice shown while a data import runs (issue 16). */
export default {
  'zh-CN': {
    dataStatus: {
      updating: '数据更新中…',
      hint: '部分数字可能暂时不全，更新完成后页面会自动刷新',
    },
  },
  'en-US': {
    dataStatus: {
      updating: 'Updating data…',
      hint: 'Some numbers may be incomplete for a moment; the page refreshes when the update ends',
    },
  },
};
