import ExcelJS from 'exceljs';
import type { Lang } from '../../lib/i18n.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserFilter, UserService } from './service.ts';

export const EXPORT_MAX_ROWS = 10_000;

const HEADERS: Record<Lang, string[]> = {
  'zh-CN': ['用户名', '昵称', '手机号', '邮箱', '性别', '用户类型', '状态', '部门', '角色', '省份', '年级', '创建时间'],
  'en-US': ['Username', 'Nickname', 'Mobile', 'E-mail', 'Sex', 'Type', 'Status', 'Department', 'Roles', 'Province', 'Grade', 'Created'],
};
const LABELS: Record<Lang, { sex: string[]; type: string[]; status: Record<string, string> }> = {
  'zh-CN': { sex: ['保密', '男', '女'], type: ['普通用户', '管理员'], status: { 0: '正常', '-1': '禁用' } },
  'en-US': { sex: ['Unknown', 'Male', 'Female'], type: ['User', 'Administrator'], status: { 0: 'Normal', '-1': 'Disabled' } },
};

/** 导出用户: the same filters and data scope as the list, as one .xlsx sheet. */
export async function exportUsers(
  users: UserService,
  callerId: string,
  filter: UserFilter,
  page: { sort?: string; order?: 'asc' | 'desc'; startDate?: string; endDate?: string },
  lang: Lang,
): Promise<Buffer> {
  const result = await users.find(callerId, filter, { pageNumber: 1, pageSize: EXPORT_MAX_ROWS, ...page });
  if (result.totalElements > EXPORT_MAX_ROWS) throw new AppError(400, 'exportTooMany', { max: EXPORT_MAX_ROWS });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'zh-CN' ? '用户' : 'Users');
  sheet.addRow(HEADERS[lang]).font = { bold: true };
  const l = LABELS[lang];
  for (const u of result.content) {
    sheet.addRow([
      u.username,
      u.nickname,
      u.mobile ?? '',
      u.email ?? '',
      l.sex[Number(u.sex)] ?? '',
      l.type[u.type] ?? '',
      l.status[String(u.status)] ?? '',
      u.departmentTitle ?? '',
      u.roles.map((r) => r.name).join(','),
      u.province ?? '',
      u.grade ?? '',
      u.createTime,
    ]);
  }
  sheet.columns.forEach((c) => {
    c.width = 16;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
