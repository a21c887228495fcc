import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { UserView } from '@zhiyuan/shared';
import { permissions, rolePermissions, roles, userRoles, departments } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/app.ts';

/** Small helpers of the admin-area tests. */
export function adminHelpers(t: TestApp, adminToken: () => string) {
  const post = <T = unknown>(url: string, payload: Record<string, unknown> | unknown[] | string, token = adminToken()) =>
    t.call<T>({
      method: 'POST',
      url,
      token,
      payload: payload as Record<string, unknown>,
      ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
    });
  const get = <T = unknown>(url: string, token = adminToken()) => t.call<T>({ method: 'GET', url, token });

  async function addUser(username: string, extra: Record<string, unknown> = {}) {
    const res = await post<UserView>('/api/user/admin/add', { username, password: 'secret123', nickname: username, ...extra });
    expect(res.code, res.message).toBe(200);
    return res.result;
  }

  /** A role holding exactly the given permission codes, with a data scope. */
  async function roleWith(name: string, codes: string[], dataType = 0) {
    const id = newId();
    await t.database.db.insert(roles).values({ id, name, dataType });
    for (const code of codes) {
      const [perm] = await t.database.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, code));
      expect(perm, `permission ${code}`).toBeTruthy();
      await t.database.db.insert(rolePermissions).values({ roleId: id, permissionId: perm.id });
    }
    return id;
  }

  /** A logged-in user holding a new role with these codes; returns ids and token. */
  async function userWith(username: string, codes: string[], dataType = 0, extra: Record<string, unknown> = {}) {
    const user = await addUser(username, extra);
    const roleId = await roleWith(`ROLE_${username.toUpperCase()}`, codes, dataType);
    await t.database.db.insert(userRoles).values({ userId: user.id, roleId });
    return { user, roleId, token: await t.login(username, 'secret123') };
  }

  async function department(title: string) {
    const [d] = await t.database.db.select().from(departments).where(eq(departments.title, title));
    return d;
  }

  async function permissionId(code: string) {
    const [p] = await t.database.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, code));
    return p.id;
  }

  return { post, get, addUser, roleWith, userWith, department, permissionId };
}

export type AdminHelpers = ReturnType<typeof adminHelpers>;

/**
 * One test app per file, logged in as admin and closed after the file. The callback receives the
 * app, the admin token and the helpers once they exist: `adminSuite((s) => ({ t, admin, h } = s));`.
 * `env`: configuration of the app (createTestApp's).
 */
export function adminSuite(
  receive: (s: { t: TestApp; admin: string; h: AdminHelpers }) => void,
  env: Record<string, string> = {},
  opts: TestAppOptions = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env, undefined, opts);
    const token = await app.login();
    receive({ t: app, admin: token, h: adminHelpers(app, () => token) });
  });
  afterAll(() => app?.close());
}
