import { findProvince, type BindInfo, type Page, type ResetPassResult, type UserView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { dataScopeOf } from '../../db/data-scope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { assertUnique, resetPassword } from './accounts.ts';
import { hashPassword, passwordColumns, randomPassword, verifyPassword } from './password.ts';
import type { loginGuard } from '../captcha/login-guard.ts';
import { editWithScore } from '../engine/score-profile.ts';
import type { EngineStore } from '../engine/store.ts';
import { SOCIAL_PLATFORMS, type SettingsStore } from '../settings/store.ts';
import type { StopWordFilter } from '../stop-word/filter.ts';
import {
  allUsersInScope,
  anonymiseUser,
  contactsOf,
  deleteUsers,
  departmentById,
  existingRoleIds,
  insertUser,
  passwordHashOf,
  replaceUserRoles,
  roleIdsOfUser,
  socialAccountsOfUser,
  typeAndUsernameOf,
  updateUser,
  userPage,
  usersInScopeById,
  usersNamedLike,
  type UserChanges,
  type UserFilter,
} from './repo.ts';
import { toUserViews, userViewById } from './view.ts';
import { assertCanActOnUsers, assertCanAssignRoles, isSuperAdminName, superRoleId } from '../../db/power.ts';

export type { UserFilter } from './repo.ts';

/** An edit: a field left out is kept, a field sent empty (null) is cleared. */
export interface UserPatch {
  nickname?: string;
  mobile?: string | null;
  email?: string | null;
  sex?: number;
  type?: number;
  departmentId?: string | null;
  province?: string | null;
  grade?: string | null;
  school?: string | null;
  subjects?: string[];
  avatar?: string | null;
  address?: string | null;
  street?: string | null;
  birth?: string | null;
  description?: string | null;
  roleIds?: string[];
}

export interface UserFields {
  nickname: string;
  mobile?: string;
  email?: string;
  sex?: number;
  type?: number;
  departmentId?: string;
  province?: string;
  grade?: string;
  school?: string;
  subjects?: string[];
  avatar?: string;
  address?: string | null;
  street?: string | null;
  birth?: string | null;
  description?: string | null;
  roleIds: string[];
}

/** The profile columns of a new user. */
const profileColumns = (input: UserFields) => ({
  nickname: input.nickname,
  mobile: input.mobile ?? null,
  email: input.email ?? null,
  sex: input.sex ?? 0,
  type: input.type ?? 0,
  departmentId: input.departmentId ?? null,
  province: input.province ?? null,
  grade: input.grade ?? null,
  school: input.school ?? null,
  subjects: input.subjects ?? [],
  avatar: input.avatar ?? null,
  address: input.address ?? null,
  street: input.street ?? null,
  birth: input.birth ?? null,
  description: input.description ?? null,
});

/**
 * What the user service asks of the sessions: end a user's (but the one in use), and forget cached
 * ones. auth/tokens.ts's TokenService is one; passed in, since sign-in itself builds on the accounts here.
 */
export interface Sessions {
  revokeUser(userId: string, keepTokenId?: string): Promise<void>;
  forget(target: { tokenIds?: string[]; userIds?: string[] }): Promise<void>;
}

/** Users management, always within the caller's data scope. */
export function userService(db: Db, tokens: Sessions) {
  const scopeFor = (callerId: string) => dataScopeOf(db, callerId);

  /** The target users, refusing ids outside the caller's scope as if they did not exist. */
  async function targets(callerId: string, ids: string[]) {
    const rows = await usersInScopeById(db, await scopeFor(callerId), callerId, ids);
    if (rows.length !== new Set(ids).size) throw new AppError(404, 'userNotFound');
    return rows;
  }

  /** The targets of an action, refused unless the caller is at least as strong as each (db/power.ts). */
  async function actOn(callerId: string, ids: string[]) {
    const rows = await targets(callerId, ids);
    await assertCanActOnUsers(db, callerId, ids);
    return rows;
  }

  /** Nobody disables or deletes itself; `admin` is reached by nobody else (actOn), so it is protected too. */
  function guardProtected(callerId: string, rows: { id: string; username: string }[]) {
    if (rows.some((r) => r.id === callerId)) throw new AppError(400, 'cannotDisableSelf');
  }

  async function checkRefs(fields: UserPatch) {
    if (fields.departmentId) {
      const d = await departmentById(db, fields.departmentId);
      if (!d) throw fieldError('departmentId', 'departmentNotFound');
    }
    if (fields.roleIds?.length) {
      const found = await existingRoleIds(db, fields.roleIds);
      const missing = fields.roleIds!.find((id) => !found.some((r) => r.id === id));
      if (missing) throw new AppError(400, 'roleNotFound', { id: missing });
    }
  }

  async function setRoles(userId: string, roleIds: string[]) {
    await replaceUserRoles(db, userId, [...new Set(roleIds)]);
  }

  return {
    async find(callerId: string, filter: UserFilter, page: PageInput): Promise<Page<UserView>> {
      const { rows, total } = await userPage(db, await scopeFor(callerId), callerId, filter, page);
      return pageOf(await toUserViews(db, rows), total, page);
    },

    async add(caller: { userId: string; username: string }, input: UserFields & { username: string; password: string }): Promise<UserView> {
      await assertUnique(db, input);
      await checkRefs(input);
      await assertCanAssignRoles(db, caller.userId, input.roleIds);
      const id = newId();
      await insertUser(db, {
        id,
        username: input.username,
        ...(await passwordColumns(input.password)),
        ...profileColumns(input),
        createBy: caller.username,
      });
      await setRoles(id, input.roleIds);
      return (await userViewById(db, id))!;
    },

    async edit(callerId: string, id: string, patch: UserPatch): Promise<UserView> {
      const [target] = await actOn(callerId, [id]);
      await assertUnique(db, patch, id);
      await checkRefs(patch);
      if (patch.roleIds) {
        const current = await roleIdsOfUser(db, id);
        await assertCanAssignRoles(
          db,
          callerId,
          patch.roleIds,
          current.map((r) => r.id),
        );
        // Without ROLE_ADMIN nobody would be left who may act on admin.
        const superRole = await superRoleId(db);
        if (isSuperAdminName(target.username) && superRole && !patch.roleIds.includes(superRole)) throw new AppError(400, 'adminKeepsSuperRole');
      }
      const { roleIds, ...columns } = patch;
      const changes = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
      await updateUser(db, id, changes);
      if (roleIds) await setRoles(id, roleIds);
      // Their sessions carry the username and type: checked afresh on the next call.
      await tokens.forget({ userIds: [id] });
      return (await userViewById(db, id))!;
    },

    async setStatus(callerId: string, id: string, status: 0 | -1): Promise<void> {
      const rows = await actOn(callerId, [id]);
      if (status === -1) guardProtected(callerId, rows);
      await updateUser(db, id, { status });
      // A disabled user's tokens stop working at once.
      if (status === -1) await tokens.revokeUser(id);
    },

    async remove(callerId: string, ids: string[]): Promise<void> {
      const rows = await actOn(callerId, ids);
      guardProtected(callerId, rows);
      await deleteUsers(db, ids);
      await tokens.forget({ userIds: ids });
    },

    /**
     * New random passwords, shown once to the administrator who may act on every one of the users
     * (so never a stronger user's, never admin's but by admin); the users' sessions end.
     */
    async resetPasswords(callerId: string, ids: string[]): Promise<ResetPassResult[]> {
      const rows = await actOn(callerId, ids);
      const out: ResetPassResult[] = [];
      for (const row of rows) {
        const password = randomPassword();
        await resetPassword(db, row.id, password);
        if (row.id !== callerId) await tokens.revokeUser(row.id);
        out.push({ id: row.id, username: row.username, password });
      }
      return out;
    },

    async searchByName(callerId: string, name: string): Promise<UserView[]> {
      const rows = await usersNamedLike(db, await scopeFor(callerId), callerId, name);
      return toUserViews(db, rows);
    },

    async all(callerId: string): Promise<UserView[]> {
      const rows = await allUsersInScope(db, await scopeFor(callerId), callerId);
      return toUserViews(db, rows);
    },
  };
}

export type UserService = ReturnType<typeof userService>;

// ───────── One's own account (modules/user/self-routes.ts) ─────────

type LoginGuard = ReturnType<typeof loginGuard>;

/** The logged-in person acting on their own account, and the address the call came from. */
export interface Self {
  userId: string;
  username: string;
  ip: string;
}

const DERIVED = new Set(['departmentTitle', 'mobileVerified', 'passStrength', 'createTime', 'updateTime', 'roles']);
type SelfReadOnly =
  | 'id'
  | 'username'
  | 'mobile'
  | 'email'
  | 'type'
  | 'status'
  | 'departmentId'
  | 'departmentTitle'
  | 'mobileVerified'
  | 'passStrength'
  | 'createTime'
  | 'updateTime'
  | 'roles';

/** An edit of one's own profile as posted: the profile fields, and what /user/info returned posted back. */
export type OwnProfileEdit = Partial<Record<SelfReadOnly, unknown>> & { nickname?: string; description?: string | null; [field: string]: unknown };

/** Refuses a read-only field of one's own profile sent with another value than the one stored. */
function checkUnchanged(current: Record<string, unknown>, sent: Partial<Record<SelfReadOnly, unknown>>) {
  // Scalars only; a form post sends them as text ('0' for 0, '' for null).
  const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined || same(value, current[key])) continue;
    throw fieldError(key, key === 'mobile' || key === 'email' ? 'changedByCode' : 'notChangedHere');
  }
}

/** Edits one's own profile: absent fields are kept, empty ones cleared; read-only fields only posted back unchanged. */
export async function editOwnProfile(
  db: Db,
  engine: EngineStore,
  stopWords: StopWordFilter,
  userId: string,
  lang: Lang,
  body: OwnProfileEdit,
): Promise<UserView | null> {
  const { id, username, mobile, email, type, status, departmentId, ...profile } = body;
  const current = await userViewById(db, userId);
  if (!current) throw new AppError(401, 'unauthorized');
  checkUnchanged(current, { id, username, mobile, email, type, status, departmentId });
  // Stop words: a nickname with one is refused, a description has them masked (modules/stop-word).
  stopWords.refuse('nickname', profile.nickname);
  if (profile.description) profile.description = stopWords.mask(profile.description);
  const changes = Object.fromEntries(Object.entries(profile).filter(([key, v]) => v !== undefined && !DERIVED.has(key)));
  if (typeof changes.province === 'string') changes.province = findProvince(changes.province)!.province;
  // The score profile follows the account's province and 选科 (modules/engine/score-profile.ts).
  await editWithScore(
    db,
    engine,
    userId,
    { province: changes.province as string | null | undefined, subjects: changes.subjects as string[] | undefined },
    lang,
    async (tx) => {
      await updateUser(tx, userId, changes as UserChanges);
    },
  );
  return userViewById(db, userId);
}

/**
 * Checks the caller's own password, counted like login failures (per account and IP) so
 * re-authentication cannot be used to guess passwords.
 */
export async function checkOwnPassword(db: Db, guard: LoginGuard, self: Self, password: string) {
  await guard.attempt({ account: self.username, ip: self.ip, stepUp: false, failure: 'passwordWrong' }, async () => {
    const row = await passwordHashOf(db, self.userId);
    return row && (await verifyPassword(row.passwordHash, password)) ? row : null;
  });
}

/** Re-entering one's password (lock screen, before sensitive changes): the failure count starts over. */
export async function confirmOwnPassword(db: Db, guard: LoginGuard, self: Self, password: string): Promise<void> {
  await checkOwnPassword(db, guard, self, password);
  await guard.recordSuccess(self.username);
}

/** Changes one's password (the old one required); the other sessions end. */
export async function changeOwnPassword(
  db: Db,
  guard: LoginGuard,
  tokens: Sessions,
  self: Self & { tokenId: string },
  password: string,
  newPass: string,
): Promise<void> {
  await checkOwnPassword(db, guard, self, password);
  if (password === newPass) throw fieldError('newPass', 'passwordSame');
  await resetPassword(db, self.userId, newPass);
  await tokens.revokeUser(self.userId, self.tokenId);
  await guard.recordSuccess(self.username);
}

/** A new mobile, its code already checked: verified from now on. */
export async function setOwnMobile(db: Db, userId: string, mobile: string): Promise<UserView | null> {
  await assertUnique(db, { mobile }, userId);
  await updateUser(db, userId, { mobile, mobileVerified: true });
  return userViewById(db, userId);
}

/** A new e-mail, its code already checked. */
export async function setOwnEmail(db: Db, userId: string, email: string): Promise<UserView | null> {
  await assertUnique(db, { email }, userId);
  await updateUser(db, userId, { email });
  return userViewById(db, userId);
}

const mask = (v: string | null, kind: 'mobile' | 'email') => {
  if (!v) return null;
  if (kind === 'mobile') return `${v.slice(0, 3)}****${v.slice(-4)}`;
  const [name, domain] = v.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

/** One's bindings: masked mobile and e-mail, and each social platform. */
export async function bindInfoOf(db: Db, settings: SettingsStore, userId: string): Promise<BindInfo> {
  const me = await contactsOf(db, userId);
  if (!me) throw new AppError(401, 'unauthorized');
  const socials = await socialAccountsOfUser(db, userId);
  const social = await settings.read('social');
  return {
    username: me.username,
    mobile: mask(me.mobile, 'mobile'),
    mobileVerified: me.mobileVerified,
    email: mask(me.email, 'email'),
    socials: SOCIAL_PLATFORMS.map((platform) => {
      const s = socials.find((x) => x.platform === platform);
      return {
        platform,
        enabled: social[platform].enabled,
        bound: !!s,
        id: s?.id ?? null,
        username: s?.username ?? null,
        avatar: s?.avatar ?? null,
        relateTime: s?.relateTime?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * Deletes one's own account after the password is re-entered: personal data erased, sessions and
 * bindings removed. The super administrator cannot.
 */
export async function deleteOwnAccount(db: Db, guard: LoginGuard, tokens: Sessions, self: Self, password: string): Promise<void> {
  const me = await typeAndUsernameOf(db, self.userId);
  if (!me) throw new AppError(401, 'unauthorized');
  if (me.type === 1 || me.username.toLowerCase() === 'admin') throw new AppError(400, 'cannotDeleteAdmin');
  await checkOwnPassword(db, guard, self, password);
  // Anonymised rather than deleted (repo.ts): nobody can log in as it with this random password.
  await anonymiseUser(db, self.userId, await hashPassword(randomPassword(24)));
  await tokens.forget({ userIds: [self.userId] });
}
