import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findPage, resolveMenu, type MenuPage, type ResolvedMenu } from '../menu/tree';
import { componentKey } from '../pages/component-key';
import { useSession } from '../stores/session';
import { hasButton, hasRole } from './rules';

export { hasButton, hasPermType, hasRole, isPermCode } from './rules';

/** The resolved menu of the signed-in user (top apps, side menus, page index). */
export function useResolvedMenu(): ResolvedMenu {
  const menus = useSession((s) => s.menus);
  const { t } = useTranslation();
  return useMemo(() => resolveMenu(menus, t('layout.defaultApp')), [menus, t]);
}

/** The menu page behind the current location, if the user has one. */
export function useCurrentPage(): MenuPage | undefined {
  const menu = useResolvedMenu();
  const { pathname } = useLocation();
  return findPage(menu, pathname);
}

export interface Access {
  /** Button rule: the current page grants this button type (add, edit, ...) or permission code (sys:role:edit). */
  can: (permType: string | readonly string[]) => boolean;
  /** Role rule: the stored roles include this role. */
  hasRole: (role: string | readonly string[]) => boolean;
  /** Whether the menu gives the user a page built from this component (e.g. 'sys/user'). */
  canOpen: (component: string) => boolean;
  /** The path of that page, for links. */
  pathOf: (component: string) => string | undefined;
}

/** The one place that turns the current user into capabilities; pages ask this, never roles. */
export function useAccess(): Access {
  const page = useCurrentPage();
  const roles = useSession((s) => s.roles);
  const menu = useResolvedMenu();
  return useMemo(() => {
    const pathOf = (component: string) => {
      const wanted = componentKey(component);
      return menu.pages.find((p) => p.component && componentKey(p.component) === wanted)?.path;
    };
    return {
      can: (permType) => hasButton(page, permType),
      hasRole: (role) => hasRole(roles, role),
      canOpen: (component) => pathOf(component) !== undefined,
      pathOf,
    };
  }, [page, roles, menu]);
}

export function useHasPerm(permType: string | readonly string[]): boolean {
  return useAccess().can(permType);
}

export function useHasRole(role: string | readonly string[]): boolean {
  return useAccess().hasRole(role);
}

interface GuardProps {
  children: ReactNode;
  /** Rendered instead of the children when access is missing (nothing by default: the element is removed). */
  fallback?: ReactNode;
}

/** Permission button: removes its children unless the current page grants `value` (a button type or a permission code). */
export function HasPerm({ value, children, fallback = null }: GuardProps & { value: string | readonly string[] }) {
  return <>{useHasPerm(value) ? children : fallback}</>;
}

/** Role rule: removes its children unless the stored roles include `value`. */
export function HasRole({ value, children, fallback = null }: GuardProps & { value: string | readonly string[] }) {
  return <>{useHasRole(value) ? children : fallback}</>;
}
