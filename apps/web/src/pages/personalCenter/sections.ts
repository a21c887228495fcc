import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The personal centre's sections (spec §2: personal, my score, my wish, school, major, account
 * bind, change pass; plus membership and messages). Each lives in its own file under sections/; the desktop
 * page shows them as tabs (`?tab=<key>`), the phone's 我的 page lists them and opens
 * menuDetail/personalCenter?tab=<key>.
 */
export interface Section {
  key: string;
  /** i18n key of its title */
  title: string;
  component: LazyExoticComponent<ComponentType>;
}

export const SECTIONS: readonly Section[] = [
  { key: 'personal', title: 'personalCenter.tabs.personal', component: lazy(() => import('./sections/Personal.tsx')) },
  { key: 'score', title: 'personalCenter.tabs.score', component: lazy(() => import('./sections/Score.tsx')) },
  { key: 'wish', title: 'personalCenter.tabs.wish', component: lazy(() => import('./sections/Wish.tsx')) },
  { key: 'school', title: 'personalCenter.tabs.school', component: lazy(() => import('./sections/School.tsx')) },
  { key: 'major', title: 'personalCenter.tabs.major', component: lazy(() => import('./sections/Major.tsx')) },
  { key: 'bind', title: 'personalCenter.tabs.bind', component: lazy(() => import('./sections/Bind.tsx')) },
  { key: 'password', title: 'personalCenter.tabs.password', component: lazy(() => import('./sections/Password.tsx')) },
  { key: 'vip', title: 'personalCenter.tabs.vip', component: lazy(() => import('./sections/Vip.tsx')) },
  { key: 'message', title: 'personalCenter.tabs.message', component: lazy(() => import('./sections/Messages.tsx')) },
  { key: 'invite', title: 'personalCenter.tabs.invite', component: lazy(() => import('./sections/Invite.tsx')) },
];

export const sectionOf = (key: string | null | undefined): Section => SECTIONS.find((s) => s.key === key) ?? SECTIONS[0];
