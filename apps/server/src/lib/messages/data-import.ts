import { defineMessages } from './define.ts';

/** Server messages of the admin's data upload and school aliases (zh-CN and en-US). */
export default defineMessages({
  zh: {
    uploadNoFile: '请选择要上传的文件（CSV 或 xlsx）',
    uploadBadType: '只接受 .csv 或 .xlsx 文件，收到的是：{name}',
    uploadTooLarge: '文件超过 {mb} MB 的上限',
    uploadNoTable: '文件中没有可导入的表（{reason}）。第一行第一格应为 zhiyuan-import/1，第二格为表类型：lines、plans、rank-table 或 control-lines，格式说明见 docs/import-format.md',
    aliasExists: '别名「{alias}」已存在',
    aliasNotFound: '别名不存在',
    aliasInstitutionNotFound: '院校库中没有名为「{name}」的院校',
    aliasSameAsName: '别名与院校正式名称相同，无需添加',
  },
  en: {
    uploadNoFile: 'Choose a file to upload (CSV or xlsx)',
    uploadBadType: 'Only .csv or .xlsx files are accepted, got: {name}',
    uploadTooLarge: 'The file is larger than the {mb} MB limit',
    uploadNoTable: 'The file holds no table to import ({reason}). Its first cell must be zhiyuan-import/1 and the second the table kind: lines, plans, rank-table or control-lines; see docs/import-format.md',
    aliasExists: 'The alias "{alias}" already exists',
    aliasNotFound: 'Alias not found',
    aliasInstitutionNotFound: 'No institution named "{name}" in the catalog',
    aliasSameAsName: 'The alias is the institution\'s own name',
  },
});
