import { findProvince, type ElectiveSubject, type RecommendUnit, type Tier, type VolunteerRow } from '@zhiyuan/shared';
import type { DeviceType } from '../../device.ts';

/** Colours of the tiers, the same on every page. */
export const TIER_COLORS: Record<Tier, string> = { 冲: '#e8590c', 稳: '#1d5fe0', 保: '#2f9e44', 垫: '#868e96' };

export const percent = (p: number | null | undefined) => (p === null || p === undefined ? '—' : `${Math.round(p * 100)}%`);
export const bandText = (band: [number, number] | null | undefined) => (band ? `${percent(band[0])}–${percent(band[1])}` : '');

/** A desktop page's path on this device: phones open desktop-only pages as menuDetail/<name>. */
export const pagePath = (name: string, device: DeviceType, search = '') => `${device === 'mobile' ? `/menuDetail/${name}` : `/${name}`}${search}`;
export const formPath = (id: string, device: DeviceType) => pagePath('personalCenter', device, `?tab=wish&form=${encodeURIComponent(id)}`);

/** Subject types a student of this province chooses from (the config's label). */
export function subjectTypesOf(province: string): string[] {
  const label = findProvince(province)?.label ?? 2;
  if (label === 1) return ['理科', '文科'];
  if (label === 2) return ['物理类', '历史类'];
  return ['综合'];
}

/** The 选科 choices: 3+1+2 picks two of the four after 物理/历史; 3+3 picks three (浙江 with 技术). */
export function electiveChoices(province: string): { firstChoice: boolean; options: ElectiveSubject[]; pick: number } {
  const label = findProvince(province)?.label ?? 2;
  if (label === 1) return { firstChoice: false, options: [], pick: 0 };
  if (label === 2) return { firstChoice: true, options: ['化学', '生物', '政治', '地理'], pick: 2 };
  return {
    firstChoice: false,
    options: label === 4 ? ['物理', '化学', '生物', '政治', '历史', '地理', '技术'] : ['物理', '化学', '生物', '政治', '历史', '地理'],
    pick: 3,
  };
}

/** A recommended unit as a form row: the group's first majors (up to the batch's limit), or its single major. */
export function rowFromUnit(unit: RecommendUnit, majorNum: number): VolunteerRow {
  const majors = unit.majorName
    ? [{ name: unit.majorName, code: unit.majorCode }]
    : unit.majors.slice(0, majorNum).map((m) => ({ name: m.name, code: m.code }));
  return {
    unitKey: unit.key,
    schoolId: unit.schoolId,
    schoolName: unit.schoolName,
    schoolCode: unit.schoolCode,
    groupCode: unit.groupCode,
    majors,
    obeyAdjust: true,
    tier: unit.tier,
    probability: unit.probability,
    band: unit.band,
    confidence: unit.confidence,
    plan: unit.plan
      ? {
          year: unit.plan.year,
          planCount: unit.plan.planCount,
          tuition: unit.plan.tuition,
          tuitionLow: unit.plan.tuitionLow,
          change: unit.plan.change,
          previousPlanCount: unit.plan.previousPlanCount,
        }
      : null,
  };
}

export const rowKeyOf = (row: VolunteerRow) => row.unitKey ?? `${row.schoolCode ?? row.schoolName}|${row.groupCode ?? ''}|${row.majors[0]?.name ?? ''}`;
