import { lazy, type ComponentType } from 'react';
import { componentKey } from './component-key';
import { HomePage } from './home';
import { ProfilePage } from './own-space';

/**
 * Page components by canonical component key (see component-key.ts). A menu page whose
 * component is not listed here shows the "coming in a later version" placeholder.
 */
const PAGES: Record<string, ComponentType> = {
  home: HomePage,
  'own-space': ProfilePage,
  'sys/user': lazy(() => import('./sys/user')),
};

export function pageFor(component: string | null | undefined): ComponentType | undefined {
  return component ? PAGES[componentKey(component)] : undefined;
}
