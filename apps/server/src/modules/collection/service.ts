import { formatDateTime, type CollectionItem, type CollectionKind, type CollectionToggle } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import type { MajorService } from '../major/service.ts';
import type { SchoolService } from '../school/service.ts';
import { insertSaved, removeSaved, savedCount, savedOf } from './repo.ts';
import type { SavedFlags } from './saved.ts';

/** A user keeps at most this many saved items of each kind. */
export const COLLECTION_MAX = 500;

/** 收藏: a user's saved schools and majors. */
export function collectionService(db: Db, schools: SchoolService, majors: MajorService, savedFlags: SavedFlags) {
  return {
    /** Saves the target, or removes it when it was saved already. */
    async toggle(userId: string, kind: CollectionKind, targetId: string): Promise<CollectionToggle> {
      if (await removeSaved(db, userId, kind, targetId)) {
        await savedFlags.changed(userId);
        return { saved: false };
      }
      const exists = kind === 'school' ? await schools.exists(targetId) : await majors.exists(targetId);
      if (!exists) throw fieldError('targetId', 'notFound');
      const held = await savedCount(db, userId, kind);
      if (held >= COLLECTION_MAX) throw fieldError('targetId', 'tooBig', { max: COLLECTION_MAX });
      await insertSaved(db, userId, kind, targetId);
      await savedFlags.changed(userId);
      return { saved: true };
    },

    /** Newest first, each with the school or major it points at. */
    async list(userId: string, kind?: CollectionKind): Promise<CollectionItem[]> {
      const rows = await savedOf(db, userId, kind, COLLECTION_MAX * 2);
      const [schoolMap, majorMap] = await Promise.all([
        schools.summaries(rows.filter((r) => r.kind === 'school').map((r) => r.targetId)),
        majors.briefs(rows.filter((r) => r.kind === 'major').map((r) => r.targetId)),
      ]);
      return rows.map((r) => ({
        kind: r.kind,
        targetId: r.targetId,
        createTime: formatDateTime(r.createTime),
        school: r.kind === 'school' ? (schoolMap.get(r.targetId) ?? null) : null,
        major: r.kind === 'major' ? (majorMap.get(r.targetId) ?? null) : null,
      }));
    },
  };
}

export type CollectionService = ReturnType<typeof collectionService>;
