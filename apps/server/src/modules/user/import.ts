import { addressField, birthField, descriptionField, streetField } from '../../lib/account-fields.ts';
import { USER_IMPORT_FIELDS, USER_IMPORT_MAX_ROWS, type UserImportRejected, type UserImportReport } from '@zhiyuan/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { DataScope } from '../../db/data-scope.ts';
import { t, type Lang, type MessageKey } from '../../lib/i18n.ts';
import { newId } from '../../lib/ids.ts';
import { passwordColumns, randomPassword } from './password.ts';
import { emailField, mobileField, nicknameField, passwordField, usernameField } from '../../lib/account-fields.ts';
import { assertCanAssignRoles } from '../../db/power.ts';
import { AppError } from '../../lib/errors.ts';
import { cutForEcho } from '../../lib/validation.ts';
import {
  allDepartmentTitles,
  allRoleNames,
  defaultRoleIds,
  departmentIdOf,
  departmentIdsInScope,
  insertUsersWithRoles,
  usersHolding,
  type NewUser,
} from './repo.ts';

export const IMPORT_MAX_ROWS = USER_IMPORT_MAX_ROWS;
const KNOWN_KEYS = new Set<string>(USER_IMPORT_FIELDS);

const blank = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v);
const SEX: Record<string, number> = { 0: 0, 1: 1, 2: 2, 男: 1, 女: 2, 保密: 0, 未知: 0 };
const TYPE: Record<string, number> = { 0: 0, 1: 1, 普通用户: 0, 管理员: 1 };
const list = (v: unknown) =>
  v === undefined || v === null || v === '' ? [] : (Array.isArray(v) ? v : String(v).split(/[,，]/)).map((s) => String(s).trim()).filter(Boolean);

/** One row's fields, each with the rule of the user form. */
const fieldRules: [string, MessageKey, z.ZodType][] = [
  ['username', 'fieldUsername', usernameField],
  ['password', 'fieldPassword', passwordField.optional()],
  ['nickname', 'fieldNickname', nicknameField.optional()],
  ['mobile', 'fieldMobile', mobileField.optional()],
  ['email', 'fieldEmail', emailField.optional()],
  ['address', 'fieldAddress', addressField],
  ['street', 'fieldStreet', streetField],
  ['birth', 'fieldBirth', birthField],
  ['description', 'fieldDescription', descriptionField],
];

interface CleanRow {
  row: number;
  username: string;
  password?: string;
  nickname: string;
  mobile?: string;
  email?: string;
  sex: number;
  type: number;
  departmentId: string | null;
  province?: string;
  grade?: string;
  address?: string;
  street?: string;
  birth?: string;
  description?: string;
  roleIds: string[];
}

/**
 * 导入用户: every row is checked (form rules, duplicates in the file and in the database,
 * departments within the caller's data scope, roles the caller may hand out); if any row fails
 * nothing is written and the report lists every bad row, otherwise all rows go in one transaction.
 */
export async function importUsers(
  db: Db,
  caller: { userId: string; username: string },
  scope: DataScope,
  rows: Record<string, unknown>[],
  lang: Lang,
  stopWords: { find(text: string): string | undefined },
): Promise<UserImportReport> {
  if (rows.length === 0) throw new AppError(400, 'importEmpty');
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError(400, 'importTooMany', { max: IMPORT_MAX_ROWS });
  const rejected: UserImportRejected[] = [];
  const clean: CleanRow[] = [];
  const seen = { username: new Map<string, number>(), mobile: new Map<string, number>(), email: new Map<string, number>() };

  const [deptRows, roleRows, defaults, me] = await Promise.all([
    allDepartmentTitles(db),
    allRoleNames(db),
    defaultRoleIds(db),
    departmentIdOf(db, caller.userId),
  ]);
  const allowedDepts = scope.all ? null : new Set((await departmentIdsInScope(db, scope, me?.departmentId ?? null)).map((d) => d.id));
  const field = (key: MessageKey) => t(lang, key);
  const reason = (name: MessageKey, why: MessageKey, params: Record<string, string | number> = {}) => `${field(name)}：${t(lang, why, params)}`;

  rows.forEach((raw, i) => {
    const rowNo = i + 1;
    const reasons: string[] = [];
    const values: Record<string, unknown> = {};
    const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    // Nothing is dropped: a column this import does not know rejects the row by name.
    const unknown = Object.keys(input).filter((key) => !KNOWN_KEYS.has(key));
    if (unknown.length) reasons.push(`${cutForEcho(unknown.join(', '))}：${t(lang, 'unknownField')}`);
    for (const [key, label, rule] of fieldRules) {
      const v = blank(typeof input[key] === 'string' ? (input[key] as string).trim() : input[key]);
      const parsed = rule.safeParse(v);
      if (parsed.success) values[key] = parsed.data;
      else {
        const msg = parsed.error.issues[0]?.message ?? 'badFormat';
        reasons.push(
          `${field(label)}：${t(lang, (msg in { usernameRule: 1, passwordRule: 1, mobileRule: 1, emailRule: 1 } ? msg : v === undefined ? 'required' : 'badFormat') as MessageKey)}`,
        );
      }
    }
    // The names a row publishes pass the stop-word filter, as they do when typed in the forms.
    for (const [key, label] of [
      ['username', 'fieldUsername'],
      ['nickname', 'fieldNickname'],
    ] as const) {
      const word = typeof values[key] === 'string' ? stopWords.find(values[key] as string) : undefined;
      if (word) reasons.push(reason(label, 'stopWordHit', { word }));
    }
    const sexRaw = blank(input.sex);
    const sex = sexRaw === undefined ? 0 : SEX[String(sexRaw).trim()];
    if (sex === undefined) reasons.push(reason('fieldSex', 'badFormat'));
    const typeRaw = blank(input.type);
    const type = typeRaw === undefined ? 0 : TYPE[String(typeRaw).trim()];
    if (type === undefined) reasons.push(reason('fieldType', 'badFormat'));

    let departmentId: string | null = null;
    const depId = blank(input.departmentId) as string | undefined;
    const depTitle = blank(input.departmentTitle) as string | undefined;
    if (depId || depTitle) {
      const hit = depId ? deptRows.find((d) => d.id === String(depId)) : deptRows.find((d) => d.title === String(depTitle).trim());
      if (!hit) reasons.push(`${field('fieldDepartment')}：${t(lang, 'importDepartmentUnknown', { title: String(depTitle ?? depId) })}`);
      else departmentId = hit.id;
    }
    if (allowedDepts && !(departmentId && allowedDepts.has(departmentId))) reasons.push(`${field('fieldDepartment')}：${t(lang, 'departmentOutOfScope')}`);

    let roleIds: string[] = [];
    const byId = list(input.roleIds);
    const byName = list(input.roles);
    for (const r of byId) {
      const hit = roleRows.find((x) => x.id === r);
      if (!hit) reasons.push(`${field('fieldRoles')}：${t(lang, 'importRoleUnknown', { name: r })}`);
      else roleIds.push(hit.id);
    }
    for (const r of byName) {
      const hit = roleRows.find((x) => x.name === r.toUpperCase());
      if (!hit) reasons.push(`${field('fieldRoles')}：${t(lang, 'importRoleUnknown', { name: r })}`);
      else roleIds.push(hit.id);
    }
    if (!byId.length && !byName.length) roleIds = defaults.map((d) => d.id);
    roleIds = [...new Set(roleIds)];

    for (const key of ['username', 'mobile', 'email'] as const) {
      const v = values[key] as string | undefined;
      if (!v) continue;
      const norm = key === 'mobile' ? v : v.toLowerCase();
      const first = seen[key].get(norm);
      const label: MessageKey = key === 'username' ? 'fieldUsername' : key === 'mobile' ? 'fieldMobile' : 'fieldEmail';
      if (first !== undefined) reasons.push(`${field(label)}：${t(lang, 'importDuplicateInFile', { row: first })}`);
      else seen[key].set(norm, rowNo);
    }

    const username = String(values.username ?? input.username ?? '');
    if (reasons.length) rejected.push({ row: rowNo, username, reasons });
    else
      clean.push({
        row: rowNo,
        username,
        password: values.password as string | undefined,
        nickname: (values.nickname as string | undefined) ?? username,
        mobile: values.mobile as string | undefined,
        email: values.email as string | undefined,
        sex: sex!,
        type: type!,
        departmentId,
        province: blank(input.province) as string | undefined,
        grade: blank(input.grade) as string | undefined,
        roleIds,
        address: values.address as string | undefined,
        street: values.street as string | undefined,
        birth: values.birth as string | undefined,
        description: values.description as string | undefined,
      });
  });

  // Already taken in the database.
  if (clean.length) {
    const names = clean.map((r) => r.username.toLowerCase());
    const mobiles = clean.map((r) => r.mobile).filter((m): m is string => !!m);
    const emails = clean.map((r) => r.email?.toLowerCase()).filter((m): m is string => !!m);
    const taken = await usersHolding(db, names, mobiles, emails);
    for (const r of [...clean]) {
      const reasons: string[] = [];
      if (taken.some((x) => x.username.toLowerCase() === r.username.toLowerCase())) reasons.push(`${field('fieldUsername')}：${t(lang, 'usernameTaken')}`);
      if (r.mobile && taken.some((x) => x.mobile === r.mobile)) reasons.push(`${field('fieldMobile')}：${t(lang, 'mobileTaken')}`);
      if (r.email && taken.some((x) => x.email?.toLowerCase() === r.email!.toLowerCase())) reasons.push(`${field('fieldEmail')}：${t(lang, 'emailTaken')}`);
      if (reasons.length) {
        rejected.push({ row: r.row, username: r.username, reasons });
        clean.splice(clean.indexOf(r), 1);
      }
    }
  }
  // Roles the caller may not hand out.
  const asked = [...new Set(clean.flatMap((r) => r.roleIds))];
  if (asked.length) {
    await assertCanAssignRoles(db, caller.userId, asked);
  }

  rejected.sort((a, b) => a.row - b.row);
  if (rejected.length) return { total: rows.length, imported: 0, rejected, passwords: [] };

  const passwords: UserImportReport['passwords'] = [];
  const prepared: { id: string; r: CleanRow; columns: { passwordHash: string; passStrength: string } }[] = [];
  for (const r of clean) {
    const password = r.password ?? randomPassword();
    const id = newId();
    if (!r.password) passwords.push({ id, username: r.username, password });
    prepared.push({ id, r, columns: await passwordColumns(password) });
  }
  // All rows go in one transaction, 200 users (then their roles) per insert.
  const chunks: { users: NewUser[]; roles: { userId: string; roleId: string }[] }[] = [];
  for (let i = 0; i < prepared.length; i += 200) {
    const chunk = prepared.slice(i, i + 200);
    chunks.push({
      users: chunk.map(({ id, r, columns }) => ({
        id,
        username: r.username,
        ...columns,
        nickname: r.nickname,
        mobile: r.mobile ?? null,
        email: r.email ?? null,
        sex: r.sex,
        type: r.type,
        departmentId: r.departmentId,
        province: r.province ?? null,
        grade: r.grade ?? null,
        createBy: caller.username,
        address: r.address ?? null,
        street: r.street ?? null,
        birth: r.birth ?? null,
        description: r.description ?? null,
      })),
      roles: chunk.flatMap(({ id, r }) => r.roleIds.map((roleId) => ({ userId: id, roleId }))),
    });
  }
  await insertUsersWithRoles(db, chunks);
  return { total: rows.length, imported: prepared.length, rejected: [], passwords };
}
