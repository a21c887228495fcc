import { formatDateTime, type Page, type SocialAccountView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { assertCanActOnUsers } from '../../db/power.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import type { SocialPlatform } from '../settings/store.ts';
import type { SocialIdentity } from './oauth.ts';
import { socialAccountsOfUser } from '../user/repo.ts';
import {
  boundOnPlatform,
  deleteSocialAccounts,
  relateSocialAccount,
  saveIdentity,
  socialAccountById,
  socialOwners,
  socialPage,
  userByIdOrUsername,
  userStatusOf,
  type SocialAccountRow,
  type SocialFilter,
} from './repo.ts';

export const PLATFORM_ZH: Record<SocialPlatform, string> = {
  github: 'GitHub',
  qq: 'QQ',
  weibo: '微博',
  wechat: '微信',
  dingding: '钉钉',
  workwechat: '企业微信',
};

/** The provider's identity as recorded here: new, or known with its name and avatar refreshed. */
export async function recordIdentity(db: Db, platform: SocialPlatform, identity: SocialIdentity): Promise<SocialAccountRow> {
  return saveIdentity(db, platform, identity);
}

/** The user an identity logs in as: its bound user while that account is enabled, else null. */
export async function activeOwnerOf(db: Db, social: SocialAccountRow): Promise<string | null> {
  if (!social.userId) return null;
  const owner = await userStatusOf(db, social.userId);
  return owner?.status === 0 ? social.userId : null;
}

/** Binds a recorded identity to a user: refused when another user holds it or the user has one of that platform already. */
export async function bindSocial(db: Db, socialId: string, userId: string, platform: SocialPlatform): Promise<void> {
  const row = await socialAccountById(db, socialId);
  if (!row) throw new AppError(400, 'socialRelateExpired');
  if (row.userId && row.userId !== userId) throw new AppError(400, 'socialTaken');
  const other = await boundOnPlatform(db, userId, platform);
  if (other && other.id !== socialId) throw new AppError(400, 'socialPlatformBound', { platform: PLATFORM_ZH[platform] });
  await relateSocialAccount(db, socialId, userId);
}

export const toSocialView = (row: SocialAccountRow & { relateUsername?: string | null }): SocialAccountView => ({
  id: row.id,
  platform: row.platform,
  openId: row.openId,
  username: row.username,
  avatar: row.avatar,
  userId: row.userId,
  relateUsername: row.relateUsername ?? null,
  isRelated: !!row.userId,
  relateTime: row.relateTime ? formatDateTime(row.relateTime) : null,
  createTime: formatDateTime(row.createTime),
});

/**
 * Social identities bound to a user (id or username): oneself, or anyone when `mayView` (asked
 * only for another user's) says the caller holds sys:social:view.
 */
export async function relatedInfo(db: Db, callerId: string, idOrUsername: string, mayView: () => Promise<boolean>): Promise<SocialAccountView[]> {
  const target = await userByIdOrUsername(db, idOrUsername);
  const self = target?.id === callerId;
  if (!self && !(await mayView())) throw new AppError(403, 'forbidden');
  if (!target) throw new AppError(404, 'userNotFound');
  const rows = await socialAccountsOfUser(db, target.id);
  return rows.map(toSocialView);
}

/** Unbinds identities: one's own, or any when `mayDeleteAny` (sys:social:delete), within the caller's power over their users. */
export async function unbindSocials(db: Db, callerId: string, ids: string[], mayDeleteAny: () => Promise<boolean>): Promise<void> {
  const rows = await socialOwners(db, ids);
  if (rows.length !== new Set(ids).size) throw new AppError(404, 'socialNotFound');
  const admin = await mayDeleteAny();
  if (!admin && rows.some((r) => r.userId !== callerId)) throw new AppError(404, 'socialNotFound');
  await assertCanActOnUsers(
    db,
    callerId,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  await deleteSocialAccounts(db, ids);
}

export async function findSocials(db: Db, filter: SocialFilter, page: PageInput): Promise<Page<SocialAccountView>> {
  const { rows, total } = await socialPage(db, filter, { limit: page.pageSize, offset: (page.pageNumber - 1) * page.pageSize });
  return pageOf(
    rows.map((r) => toSocialView({ ...r.s, relateUsername: r.relateUsername })),
    total,
    page,
  );
}
