import type { TFunction } from 'i18next';

/** Catalogue facts of a major as sentences (issue 16: no raw labels). */
type T = TFunction;

/** 2500-3000 → 2,500–3,000 人 (the catalogue's national enrolment scale). */
export function scaleText(scale: string | null, t: T): string | null {
  if (!scale) return null;
  const m = /^\s*(\d+)\s*[-–~]\s*(\d+)\s*$/.exec(scale);
  if (m) return t('majors.detail.scaleRange', { from: Number(m[1]).toLocaleString('zh-CN'), to: Number(m[2]).toLocaleString('zh-CN') });
  const n = /^\s*(\d+)\s*$/.exec(scale);
  return n ? t('majors.detail.scaleValue', { count: Number(n[1]).toLocaleString('zh-CN') }) : scale;
}

/** 38/62 → 男 38% · 女 62% (the catalogue gives male/female shares). */
export function genderText(ratio: string | null, t: T): string | null {
  if (!ratio) return null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*[/:：]\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio);
  return m ? t('majors.detail.genderValue', { male: m[1], female: m[2] }) : ratio;
}
