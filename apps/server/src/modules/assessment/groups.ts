import { randomInt } from 'node:crypto';
import {
  formatDateTime,
  TEST_GROUP_ROLES,
  type TestGroupCreated,
  type TestGroupLeft,
  type TestGroupReport,
  type TestGroupRole,
  type TestGroupType,
  type TestGroupsDeleted,
  type TestGroupView,
  type TestKind,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { instrumentOf } from '../../assessment/registry.ts';
import { latestReportsOf } from './service.ts';
import * as repo from './groups-repo.ts';
import type { GroupRow } from './groups-repo.ts';

/** A user owns at most this many groups. */
export const GROUPS_PER_OWNER = 50;
/** Members a group takes. */
export const GROUP_MAX_MEMBERS: Record<TestGroupType, number> = { class: 200, family: 6 };
/** A class member sees the class means only once this many members have finished (so no one's score can be worked out). */
export const CLASS_MEANS_FROM = 3;

/** Invitation codes: 8 characters without the look-alikes 0/O, 1/I/L (31^8 ≈ 8.5·10^11 codes). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newGroupCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const isUniqueViolation = (err: unknown) => ((err as { cause?: { code?: string } })?.cause?.code ?? (err as { code?: string })?.code) === '23505';

/** Group reports: a class (a teacher's invitation code) or a parent and child; each member chooses to join. */
export function testGroupService(db: Db) {
  async function memberCounts(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await repo.memberCountRows(db, ids);
    return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
  }

  const viewOf = (g: GroupRow, userId: string, role: TestGroupRole | null, memberCount: number): TestGroupView => ({
    id: g.id,
    name: g.name,
    type: g.type,
    kind: g.kind as TestKind,
    title: instrumentOf(g.kind)?.title ?? g.kind,
    code: g.ownerId === userId ? g.code : null,
    owner: g.ownerId === userId,
    role,
    memberCount,
    createTime: formatDateTime(g.createTime),
  });

  async function roleOf(groupId: string, userId: string): Promise<TestGroupRole | null> {
    const m = await repo.membership(db, groupId, userId);
    return m?.role ?? null;
  }

  return {
    async add(userId: string, input: { name: string; type: TestGroupType; kind: TestKind }): Promise<TestGroupCreated> {
      if (!instrumentOf(input.kind)) throw fieldError('kind', 'assessmentNotAvailable');
      const owned = await repo.ownedGroupCount(db, userId);
      if (owned >= GROUPS_PER_OWNER) throw new AppError(400, 'testGroupLimit', { max: GROUPS_PER_OWNER });
      for (let attempt = 0; ; attempt++) {
        const row = { id: newId(), ownerId: userId, name: input.name, type: input.type, kind: input.kind, code: newGroupCode() };
        try {
          await repo.insertGroup(db, row);
          return { id: row.id, code: row.code };
        } catch (err) {
          // A code already taken: draw another (vanishingly rare).
          if (!isUniqueViolation(err) || attempt >= 4) throw err;
        }
      }
    },

    /** Joins by invitation code, with a role the group's type allows (joining again changes the role). */
    async join(userId: string, input: { code: string; role?: TestGroupRole }): Promise<TestGroupView> {
      const group = await repo.groupByCode(db, input.code);
      if (!group) throw fieldError('code', 'testGroupCode');
      const allowed = TEST_GROUP_ROLES[group.type];
      const role = input.role ?? (allowed.length === 1 ? allowed[0] : undefined);
      if (!role) throw fieldError('role', 'required');
      if (!allowed.includes(role)) throw fieldError('role', 'badOption', { options: allowed.join(', ') });
      const already = await roleOf(group.id, userId);
      if (!already) {
        const members = (await memberCounts([group.id])).get(group.id) ?? 0;
        if (members >= GROUP_MAX_MEMBERS[group.type]) throw new AppError(400, 'testGroupFull', { max: GROUP_MAX_MEMBERS[group.type] });
      }
      await repo.upsertMember(db, group.id, userId, role);
      return viewOf(group, userId, role, (await memberCounts([group.id])).get(group.id) ?? 0);
    },

    /** Groups the user owns or joined, newest first. */
    async mine(userId: string): Promise<TestGroupView[]> {
      const joined = await repo.membershipsOf(db, userId);
      const roles = new Map(joined.map((m) => [m.groupId, m.role]));
      const groups = await repo.ownedOrJoined(db, userId, [...roles.keys()]);
      const counts = await memberCounts(groups.map((g) => g.id));
      return groups.map((g) => viewOf(g, userId, roles.get(g.id) ?? null, counts.get(g.id) ?? 0));
    },

    /**
     * The group's report, for its owner and members only (anyone else: 404). Each member's latest
     * finished result of the group's test (scores and bands, never answers) and the mean of each
     * dimension over those who finished. In a class a member sees their own line and the means
     * (from CLASS_MEANS_FROM finished members); the owner sees every line; a family sees all.
     */
    async report(userId: string, id: string): Promise<TestGroupReport> {
      const group = await repo.groupById(db, id);
      if (!group) throw notFound();
      const role = await roleOf(group.id, userId);
      const isOwner = group.ownerId === userId;
      if (!isOwner && !role) throw notFound();

      const members = await repo.membersOf(db, group.id);
      const reports = await latestReportsOf(
        db,
        members.map((m) => m.userId),
        group.kind,
      );

      const sums = new Map<string, { label: string; min: number; max: number; total: number; count: number }>();
      for (const report of reports.values()) {
        for (const d of report.dimensions) {
          const s = sums.get(d.key) ?? { label: d.label, min: d.min, max: d.max, total: 0, count: 0 };
          s.total += d.score;
          s.count += 1;
          sums.set(d.key, s);
        }
      }
      const seesAll = isOwner || group.type === 'family';
      const visible = seesAll ? members : members.filter((m) => m.userId === userId);
      const showMeans = seesAll || reports.size >= CLASS_MEANS_FROM;
      return {
        group: viewOf(group, userId, role, members.length),
        members: visible.map((m) => {
          const report = reports.get(m.userId);
          return {
            name: m.nickname || m.username,
            role: m.role,
            joinTime: formatDateTime(m.joinTime),
            self: m.userId === userId,
            report: report
              ? {
                  recordId: report.recordId,
                  finishTime: report.finishTime,
                  code: report.code,
                  dimensions: report.dimensions.map((d) => ({
                    key: d.key,
                    label: d.label,
                    score: d.score,
                    min: d.min,
                    max: d.max,
                    ...(d.band ? { band: d.band } : {}),
                  })),
                }
              : null,
          };
        }),
        hidden: members.length - visible.length,
        finished: reports.size,
        means: showMeans
          ? [...sums].map(([key, s]) => ({ key, label: s.label, mean: Math.round((s.total / s.count) * 10) / 10, min: s.min, max: s.max, count: s.count }))
          : [],
      };
    },

    async leave(userId: string, id: string): Promise<TestGroupLeft> {
      if (!(await repo.deleteMembership(db, id, userId))) throw notFound();
      return { left: true };
    },

    /** Deletes groups the user owns (their memberships go with them); ids of others' groups are ignored. */
    async remove(userId: string, ids: string[]): Promise<TestGroupsDeleted> {
      return { deleted: await repo.deleteOwnedGroups(db, userId, ids) };
    },
  };
}
