import { USER_IMPORT_FIELDS, USER_IMPORT_MAX_ROWS, type UserImportRow } from '@zhiyuan/shared';

/** At most this many rows per import (the server's limit). */
export const IMPORT_LIMIT = USER_IMPORT_MAX_ROWS;

export type ParseResult = { ok: true; rows: UserImportRow[] } | { ok: false; error: 'json' | 'notArray' | 'empty' | 'tooMany' | 'notObject'; row?: number };

const AS_GIVEN = new Set(['sex', 'type', 'roleIds', 'roles']);
const KNOWN = new Set<string>(USER_IMPORT_FIELDS);

/**
 * Reads the text of an import file: a JSON array of user objects, or `{ "users": [...] }`.
 * Skips blank values and turns numbers in text fields (mobile 139…) into strings, so a sheet
 * exported to JSON imports as typed. Every other key goes as it is: the server rejects a row with a
 * key it does not know and names the key, rather than the file losing a column unseen. Row checks
 * (format, uniqueness) are the server's.
 */
export function parseImport(text: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'json' };
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && Array.isArray((value as { users?: unknown }).users)) {
    value = (value as { users: unknown[] }).users;
  }
  if (!Array.isArray(value)) return { ok: false, error: 'notArray' };
  if (value.length === 0) return { ok: false, error: 'empty' };
  if (value.length > IMPORT_LIMIT) return { ok: false, error: 'tooMany' };
  const rows: UserImportRow[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const item = value[i] as Record<string, unknown>;
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { ok: false, error: 'notObject', row: i + 1 };
    const row: Record<string, unknown> = {};
    for (const [field, v] of Object.entries(item)) {
      if (v === undefined || v === null || v === '') continue;
      row[field] = KNOWN.has(field) && !AS_GIVEN.has(field) && typeof v === 'number' ? String(v) : v;
    }
    row.username = typeof row.username === 'string' ? row.username.trim() : String(row.username ?? '');
    rows.push(row as unknown as UserImportRow);
  }
  return { ok: true, rows };
}

/** The sample file offered for download. */
export const IMPORT_SAMPLE: UserImportRow[] = [
  { username: 'zhangsan', nickname: '张三', mobile: '13800000001', email: 'zhangsan@example.com', sex: 1, departmentTitle: '运营部', roles: ['ROLE_USER'] },
  { username: 'lisi', password: 'lisi2025', nickname: '李四', sex: 2, departmentTitle: '内容部' },
];
