import { defineMessages } from './define.ts';

/** Server messages of the admin's data upload and school aliases (zh-CN and en-US). */
export default defineMessages({
  zh: {
    uploadNoFile: '请选择要上传的文件（CSV 或 xlsx）',
    uploadBadType: '只接受 .csv 或 .xlsx 文件，收到的是：{name}',
    uploadTooLarge: '文件超过 {mb} MB 的上限',
    archiveTooLarge: '文件解压后超过 {mb} MB，已拒绝',
    archiveTooManyEntries: '压缩包内超过 {max} 个文件，已拒绝',
    xlsxTooHeavy: '解析该表格需要超过 {mb} MB 内存，已拒绝；请拆成几个较小的文件',
    uploadNoTable:
      '文件中没有可导入的表（{reason}）。第一行第一格应为 zhiyuan-import/1，第二格为表类型：lines、plans、rank-table 或 control-lines，格式说明见 docs/import-format.md',
    aliasExists: '别名「{alias}」已存在',
    aliasNotFound: '别名不存在',
    aliasInstitutionNotFound: '院校库中没有名称或代码为「{name}」的院校',
    aliasSameAsName: '别名与院校正式名称相同，无需添加',
    aliasIsInstitutionName: '该名称已是院校库中某所院校的名称或曾用名，不能作为别名',
    aliasFileUnreadable: '无法读取别名文件 {name}（CSV 须为 UTF-8 文本，xlsx 须为 Excel 工作簿）',
    aliasFileColumns: '别名文件第一行应为列名，缺少：{columns}（列名见模板 docs/import-templates/aliases.csv）',
    aliasFileEmpty: '别名文件中没有数据行',
    aliasFileTooManyRows: '别名文件超过 {max} 行，请拆分后上传',
  },
  en: {
    uploadNoFile: 'Choose a file to upload (CSV or xlsx)',
    uploadBadType: 'Only .csv or .xlsx files are accepted, got: {name}',
    uploadTooLarge: 'The file is larger than the {mb} MB limit',
    archiveTooLarge: 'The file inflates to more than {mb} MB; refused',
    archiveTooManyEntries: 'The archive holds more than {max} entries; refused',
    xlsxTooHeavy: 'Reading this workbook needs more than {mb} MB of memory; refused. Split it into smaller files',
    uploadNoTable:
      'The file holds no table to import ({reason}). Its first cell must be zhiyuan-import/1 and the second the table kind: lines, plans, rank-table or control-lines; see docs/import-format.md',
    aliasExists: 'The alias "{alias}" already exists',
    aliasNotFound: 'Alias not found',
    aliasInstitutionNotFound: 'No institution named or coded "{name}" in the catalog',
    aliasSameAsName: "The alias is the institution's own name",
    aliasIsInstitutionName: 'This is the name or a former name of an institution in the catalog, so it cannot be an alias',
    aliasFileUnreadable: 'Cannot read the alias file {name} (CSV must be UTF-8 text, xlsx an Excel workbook)',
    aliasFileColumns: 'The first row of an alias file names its columns; missing: {columns} (see the template docs/import-templates/aliases.csv)',
    aliasFileEmpty: 'The alias file holds no data rows',
    aliasFileTooManyRows: 'The alias file has more than {max} rows; split it',
  },
});
