import { formatDateTime, userViewSchema, type UserView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { rolesOfUsers } from '../permission/repo.ts';
import { departmentTitles, userRowById, type UserRow } from './repo.ts';

export type { UserRow } from './repo.ts';

/** Users as the API shows them: no password hash, roles attached, times formatted. */
export async function toUserViews(db: Db, rows: UserRow[]): Promise<UserView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const deptIds = [...new Set(rows.map((r) => r.departmentId).filter((d): d is string => !!d))];
  const [roleRows, deptRows] = await Promise.all([rolesOfUsers(db, ids), deptIds.length ? departmentTitles(db, deptIds) : []]);
  const deptTitle = new Map(deptRows.map((d) => [d.id, d.title]));
  return rows.map((r) =>
    userViewSchema.parse({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      mobile: r.mobile,
      email: r.email,
      avatar: r.avatar,
      sex: String(r.sex),
      province: r.province,
      grade: r.grade,
      school: r.school ?? null,
      subjects: r.subjects ?? [],
      address: r.address,
      street: r.street,
      birth: r.birth,
      description: r.description,
      mobileVerified: r.mobileVerified,
      passStrength: r.passStrength as UserView['passStrength'],
      type: r.type,
      status: r.status,
      departmentId: r.departmentId,
      departmentTitle: r.departmentId ? (deptTitle.get(r.departmentId) ?? null) : null,
      createTime: formatDateTime(r.createTime),
      updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
      roles: roleRows.filter((x) => x.userId === r.id).map((x) => ({ id: x.id, name: x.name, description: x.description })),
    }),
  );
}

export async function userViewById(db: Db, id: string): Promise<UserView | null> {
  const rows = await userRowById(db, id);
  return (await toUserViews(db, rows))[0] ?? null;
}
