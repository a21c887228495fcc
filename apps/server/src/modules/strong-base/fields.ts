import { z } from 'zod';
import { COMPETITION_LEVELS, COMPETITION_SUBJECTS, INTEREST_SUBJECTS } from '@zhiyuan/shared';
import { idText } from '../../lib/schema.ts';
import { optionalYear, provinceField } from '../reference/fields.ts';
import { findProvinceUnit } from '../../lib/province.ts';

/** zod pieces the 强基 calls share. */

export const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const idParam = z.object({ id: idText });

/** A province in any form (北京, 北京市, 11) → its short name; blank = all. */
export const optionalProvince = z.preprocess(blank, provinceField.optional());
export { optionalYear, provinceField };

/** 高考 full mark of a province: 900 in 海南, 750 elsewhere. */
export const gaokaoFullMarkOf = (province: string) => (findProvinceUnit(province)?.name === '海南' ? 900 : 750);

/** `a,b` or `a，b` or an array → the listed values, each one of `values`. */
export function listOf<T extends string>(values: readonly T[], max: number) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined;
      const arr = Array.isArray(v) ? v : [v];
      return [
        ...new Set(
          arr
            .flatMap((x) => String(x).split(/[,，、]/))
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
    },
    z
      .array(z.enum(values as unknown as [T, ...T[]]))
      .max(max)
      .optional(),
  );
}

export const competitionField = z.preprocess(blank, z.enum(COMPETITION_LEVELS).optional());
export const competitionSubjectField = z.preprocess(blank, z.enum(COMPETITION_SUBJECTS).optional());
export const interestsField = listOf(INTEREST_SUBJECTS, INTEREST_SUBJECTS.length);
