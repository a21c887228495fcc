import type { MajorTreeNode } from '@zhiyuan/shared';
import type { CareerLibrary, CareerMajorRef, CareerOfCode, CareerOfMajor, CareerOfOccupation } from '@zhiyuan/shared/contracts/career';
import { AppError } from '../../lib/errors.ts';
import { memo } from '../school/catalog.ts';
import type { SchoolService } from '../school/service.ts';
import type { MajorService } from '../major/service.ts';
import { classProfileOf, findOccupations, occupationOf, occupationsByCode, occupationsOfClass, type LibraryFilter } from '../../career/library.ts';
import { ONET_ATTRIBUTION } from '../../career/occupations.ts';

export const noMajor = () => new AppError(404, 'careerNoMajor');
export const noOccupation = () => new AppError(404, 'careerNoOccupation');

/** A catalogue major as the career answers need it. */
export interface CatalogueMajor {
  id: string;
  code: string;
  name: string;
  classCode: string;
}

/**
 * The 本科 catalogue by 专业类 and by code, read through the major service's tree and kept with the
 * data snapshot (it changes only with an import).
 */
export function undergraduateCatalogue(majors: MajorService, schools: SchoolService) {
  return async (): Promise<{ byClass: Map<string, CatalogueMajor[]>; byCode: Map<string, CatalogueMajor> }> =>
    memo(await schools.catalog.current(), 'career:catalogue', async () => {
      const tree: MajorTreeNode[] = await majors.tree('本科');
      const byClass = new Map<string, CatalogueMajor[]>();
      const byCode = new Map<string, CatalogueMajor>();
      for (const category of tree) {
        for (const cls of category.children ?? []) {
          for (const leaf of cls.children ?? []) {
            if (!leaf.id) continue;
            const m = { id: leaf.id, code: leaf.code, name: leaf.name, classCode: cls.code };
            byCode.set(m.code, m);
            const list = byClass.get(cls.code) ?? [];
            list.push(m);
            byClass.set(cls.code, list);
          }
        }
      }
      return { byClass, byCode };
    });
}

/** 职业库 and 职业发展 (spec §7 `/job_detail/careerDevelopment`): the library is code data; majors come from the database. */
export function careerService(schools: SchoolService, majors: MajorService) {
  const catalogue = undergraduateCatalogue(majors, schools);

  return {
    library(filter: LibraryFilter): CareerLibrary {
      const content = findOccupations(filter);
      return { total: content.length, content, attribution: ONET_ATTRIBUTION };
    },

    /** Where a 专业类 (four digits) or a 本科 major (its catalogue code) leads; 404 when neither is known. */
    async ofMajor(code: string): Promise<CareerOfMajor> {
      const classOnly = /^\d{4}$/.test(code);
      const major = classOnly ? null : (await catalogue()).byCode.get(code);
      const cls = classProfileOf(classOnly ? code : (major?.classCode ?? ''));
      if (!cls || (!classOnly && !major)) throw noMajor();
      return {
        kind: 'major',
        code,
        level: classOnly ? 'class' : 'major',
        name: major?.name ?? cls.name,
        classCode: cls.code,
        className: cls.name,
        classRiasec: cls.riasec,
        occupations: occupationsOfClass(cls.code),
      };
    },

    /** One occupation and, per 专业类 that leads there, the catalogue's majors of it in the database. */
    async ofOccupation(id: string): Promise<CareerOfOccupation> {
      const occupation = occupationOf(id);
      if (!occupation) throw noOccupation();
      const { byClass } = await catalogue();
      return {
        kind: 'occupation',
        occupation,
        classes: occupation.classes.map((c) => ({
          ...c,
          majors: (byClass.get(c.code) ?? []).map((m): CareerMajorRef => ({ id: m.id, code: m.code, name: m.name })),
        })),
      };
    },

    ofCode(code: string): CareerOfCode {
      return { kind: 'riasec', code, occupations: occupationsByCode(code) };
    },
  };
}

export type CareerService = ReturnType<typeof careerService>;
