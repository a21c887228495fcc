import type { DeviceType } from '../../device.ts';

/**
 * Where a desktop page opens on this device: itself on a desktop, its topic page
 * (menuDetail/<name>) on a phone, keeping the query.
 */
export function pagePath(device: DeviceType, name: string, query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${device === 'mobile' ? `/menuDetail/${name}` : `/${name}`}${qs ? `?${qs}` : ''}`;
}

export const majorDetailPath = (device: DeviceType, id: string) => pagePath(device, 'majorDetail', { id });
/** School detail (afterAssessedDetail) is a page of both layouts. */
export const schoolDetailPath = (id: string) => `/afterAssessedDetail?id=${encodeURIComponent(id)}`;

/** Only http(s) links from the data are followed. */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
