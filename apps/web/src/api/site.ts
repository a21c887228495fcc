import { http } from './client.ts';
import { unwrap } from './http.ts';

/** The site's name and ICP filing number from the admin's 其他设置 (public). */
export interface SiteInfo {
  siteName: string;
  icp: string;
}
export const getSiteInfo = () => unwrap(http.get<SiteInfo>('/setting/site'));
