import { formatDateTime, type VipGrantView, type VipStatus } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import * as repo from './repo.ts';

export const VIP_ROLE = 'ROLE_VIP';

/** A transaction or the db: grants run inside the caller's transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * 会员: a member holds ROLE_VIP (which opens the VIP routes through notAllow) and, when the
 * membership was bought or activated, a dated row in vip_membership. ROLE_VIP without a row is a
 * membership an administrator gave by hand: it does not expire. When a dated membership ends,
 * the role is taken away (at the next look and by a periodic sweep).
 */
export function membershipService(db: Db) {
  let roleId: string | undefined;
  const vipRoleId = async (tx: Tx = db): Promise<string> => {
    if (roleId) return roleId;
    const id = await repo.roleIdByName(tx, VIP_ROLE);
    if (!id) throw new Error('ROLE_VIP is missing: run the seed');
    return (roleId = id);
  };

  async function status(userId: string): Promise<VipStatus> {
    const rid = await vipRoleId();
    const [membership, role] = await Promise.all([repo.membershipRow(db, userId), repo.hasUserRole(db, userId, rid)]);
    const now = Date.now();
    if (membership && membership.expiresAt.getTime() <= now && role) {
      await repo.removeUserRole(db, userId, rid);
    }
    const dated = membership && membership.expiresAt.getTime() > now;
    const permanent = !membership && role;
    return {
      isVip: Boolean(dated || permanent),
      permanent,
      expireTime: membership ? formatDateTime(membership.expiresAt) : null,
      expired: Boolean(membership && !dated),
      daysLeft: dated ? Math.ceil((membership.expiresAt.getTime() - now) / 86_400_000) : 0,
      since: membership ? formatDateTime(membership.createTime) : null,
    };
  }

  return {
    vipRoleId,
    status,

    async isVip(userId: string): Promise<boolean> {
      return (await status(userId)).isVip;
    },

    /** For routes serving VIP-only data: 403 `vipRequired` unless the caller is a member now. */
    async requireVip(userId: string): Promise<void> {
      if (!(await status(userId)).isVip) throw new AppError(403, 'vipRequired');
    },

    /** Refuses to sell or activate more time to a member whose membership never ends. */
    async assertCanExtend(userId: string): Promise<void> {
      const s = await status(userId);
      if (s.permanent) throw new AppError(400, 'vipPermanent');
    },

    /**
     * Adds `days` to the membership inside the caller's transaction: from its current end when
     * still running, from now otherwise, in one statement so two grants at once both count.
     */
    async grant(tx: Tx, userId: string, days: number, source: 'card' | 'order' | 'refundClosed', refId: string): Promise<Date> {
      const expiresAt = await repo.extendMembership(tx, userId, days);
      await repo.addUserRole(tx, userId, await vipRoleId(tx));
      await repo.insertGrant(tx, { id: newId(), userId, source, refId, days, expiresAt });
      return expiresAt;
    },

    /**
     * Takes back the days a refunded order gave (inside the caller's transaction); when none are
     * left the role goes at once. Recorded as a grant of minus `days`.
     */
    async revoke(tx: Tx, userId: string, days: number, refId: string): Promise<void> {
      const expiresAt = await repo.shortenMembership(tx, userId, days);
      if (expiresAt && expiresAt.getTime() <= Date.now()) await repo.removeUserRole(tx, userId, await vipRoleId(tx));
      await repo.insertGrant(tx, { id: newId(), userId, source: 'refund', refId, days: -days, expiresAt: expiresAt ?? new Date() });
    },

    async grants(userId: string): Promise<VipGrantView[]> {
      const rows = await repo.grantsOf(db, userId);
      return rows.map((r) => ({
        id: r.id,
        source: r.source,
        refId: r.refId,
        days: r.days,
        expireTime: formatDateTime(r.expiresAt),
        createTime: formatDateTime(r.createTime),
      }));
    },

    /** Takes ROLE_VIP from every member whose dated membership has ended. Returns how many. */
    async sweepExpired(): Promise<number> {
      const rid = await vipRoleId();
      return repo.removeRoleFromEnded(db, rid);
    },
  };
}

export type MembershipService = ReturnType<typeof membershipService>;

/**
 * For any module serving VIP-only data: 401 without a user, 403 `vipRequired` unless a member now.
 * Use in a handler (`await requireVip(app.membership, req.auth?.userId)`) or as a preHandler:
 * `preHandler: (req) => requireVip(app.membership, req.auth?.userId)`.
 */
export async function requireVip(membership: MembershipService, userId: string | null | undefined): Promise<void> {
  if (!userId) throw new AppError(401, 'unauthorized');
  await membership.requireVip(userId);
}
