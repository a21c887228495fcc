import type { FastifyInstance } from 'fastify';
import { formatDateTime, type MemberView, type MyInvite, type Page, type VipGrantView } from '@zhiyuan/shared';
import { AppError } from '../../lib/errors.ts';
import { newInviteCode } from '../../lib/invite-code.ts';
import { pageOf } from '../../lib/schema.ts';
import { register } from '../auth/service.ts';
import { assertUnique } from '../user/accounts.ts';
import { passwordColumns } from '../user/password.ts';
import { memberRepo, type MemberQuery, type MemberRow } from './repo.ts';

export interface MemberFields {
  nickname?: string;
  mobile?: string;
  email?: string;
  sex?: number;
  province?: string;
  grade?: string;
}

function view(row: MemberRow): MemberView {
  const u = row.user;
  const vipNow = row.vipEnd !== null && row.vipEnd.getTime() > Date.now();
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    mobile: u.mobile,
    email: u.email,
    avatar: u.avatar,
    sex: u.sex,
    province: u.province,
    grade: u.grade,
    status: u.status,
    type: vipNow ? 1 : 0,
    vipStatus: vipNow ? 1 : 0,
    vipStartTime: row.vipStart ? formatDateTime(row.vipStart) : null,
    vipEndTime: row.vipEnd ? formatDateTime(row.vipEnd) : null,
    inviteCode: u.inviteCode,
    inviteBy: u.invitedBy,
    inviteByName: row.inviterName,
    inviteCount: Number(row.invitedCount),
    platform: -1,
    createTime: formatDateTime(u.createTime),
  };
}

/**
 * 会员管理 (issue 32 item 4; XBoot's /app/member/*): the site's registered students and parents, never
 * staff (an account holding any role beyond ROLE_USER/ROLE_VIP, or an administrator, is not a member
 * here, so these calls cannot reach anyone with power over the console). Invite codes, who invited whom,
 * membership state and history.
 */
export function memberService(app: FastifyInstance) {
  const repo = memberRepo(app.db);

  async function mustFind(id: string): Promise<MemberRow> {
    const row = await repo.one(id);
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  return {
    async page(q: MemberQuery): Promise<Page<MemberView>> {
      const { rows, total } = await repo.page(q);
      return pageOf(rows.map(view), total, q);
    },

    async one(id: string): Promise<MemberView> {
      return view(await mustFind(id));
    },

    /** An account made by an administrator: its mobile counts as verified (docs/decisions). */
    async add(input: MemberFields & { username: string; password: string; mobile: string }): Promise<MemberView> {
      app.stopWords.refuse('username', input.username);
      app.stopWords.refuse('nickname', input.nickname);
      const user = await register(app.db, input, true);
      await repo.update(user.id, { sex: input.sex ?? 0, province: input.province ?? null, grade: input.grade ?? null });
      return view(await mustFind(user.id));
    },

    async edit(id: string, input: MemberFields & { password?: string }): Promise<MemberView> {
      await mustFind(id);
      app.stopWords.refuse('nickname', input.nickname);
      await assertUnique(app.db, { mobile: input.mobile, email: input.email }, id);
      await repo.update(id, {
        ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
        ...(input.mobile !== undefined ? { mobile: input.mobile, mobileVerified: true } : {}),
        ...(input.email !== undefined ? { email: input.email || null } : {}),
        ...(input.sex !== undefined ? { sex: input.sex } : {}),
        ...(input.province !== undefined ? { province: input.province || null } : {}),
        ...(input.grade !== undefined ? { grade: input.grade || null } : {}),
        ...(input.password ? { ...(await passwordColumns(input.password)), passwordChangedAt: new Date() } : {}),
      });
      if (input.password) await app.tokens.revokeUser(id);
      return view(await mustFind(id));
    },

    /** Enables or disables; a disabled member's sessions end at once. */
    async setStatus(id: string, enable: boolean): Promise<MemberView> {
      await mustFind(id);
      await repo.update(id, { status: enable ? 0 : -1 });
      if (!enable) await app.tokens.revokeUser(id);
      return view(await mustFind(id));
    },

    /** Deletes members; an id of staff (or unknown) is refused by name, so nothing is half done. */
    async remove(ids: string[]): Promise<void> {
      const found = await repo.membersAmong(ids);
      const missing = ids.filter((id) => !found.some((m) => m.id === id));
      if (missing.length) throw new AppError(400, 'notAMember', { id: missing[0] });
      for (const id of ids) await app.tokens.revokeUser(id);
      await repo.delete(ids);
    },

    async vipHistory(id: string): Promise<VipGrantView[]> {
      await mustFind(id);
      return app.membership.grants(id);
    },

    /** The member's own invitation; a code is made the first time an older account asks. */
    async mine(userId: string): Promise<MyInvite> {
      const kept = await repo.codeOf(userId);
      if (kept === undefined) throw new AppError(404, 'notFound');
      const inviteCode = kept ?? (await repo.keepInviteCode(userId, newInviteCode()));
      return { inviteCode, path: `/?invite=${inviteCode}`, invitedCount: await repo.invitedCount(userId) };
    },
  };
}
