import type { DeviceType } from '../../device.ts';
import { pagePath } from '../majors/links.ts';

/** The lecture hall (a route of both layouts): the list, a series, or one lesson of it. */
export function coursePath(courseId?: string, lessonId?: string): string {
  const search = new URLSearchParams();
  if (courseId) search.set('id', courseId);
  if (courseId && lessonId) search.set('lesson', lessonId);
  const qs = search.toString();
  return `/course${qs ? `?${qs}` : ''}`;
}

/** A 经典案例: case/{id} on a desktop, its topic page menuDetail/case?id= on a phone. */
export const casePath = (device: DeviceType, caseId: string) =>
  device === 'mobile' ? pagePath('mobile', 'case', { id: caseId }) : `/case/${encodeURIComponent(caseId)}`;

/** 平台介绍 (desktop only; the topic page on a phone). */
export const introductionPath = (device: DeviceType) => pagePath(device, 'introduction');
