import * as menuIcons from './menu-icons.ts';
import { iconKind } from '@zhiyuan/shared';
import type { ComponentType } from 'react';

/**
 * The antd icons a menu may name. Importing every icon would add about a megabyte, so the
 * console carries the common ones; an unknown name falls back to AppstoreOutlined.
 */
const ICONS: Record<string, ComponentType> = menuIcons as Record<string, ComponentType>;

const BY_LOWER_NAME = new Map(Object.entries(ICONS).map(([name, icon]) => [name.toLowerCase(), icon]));

/** 'UserOutlined', 'user', 'user-outlined' and 'team' all find their antd icon. */
export function namedIcon(name: string): ComponentType | undefined {
  const plain = name
    .trim()
    .replace(/[-_\s]/g, '')
    .toLowerCase();
  return BY_LOWER_NAME.get(plain) ?? BY_LOWER_NAME.get(`${plain}outlined`);
}

/** Spec §5: an image link, an iconfont class, or a named icon. */
export function MenuIcon({ icon }: { icon: string | null | undefined }) {
  if (!icon) return <menuIcons.AppstoreOutlined />;
  const kind = iconKind(icon);
  if (kind === 'image') return <img src={icon} alt="" className="menu-icon-image" />;
  if (kind === 'iconfont') return <span className={`anticon ${icon}`} />;
  const Icon = namedIcon(icon) ?? menuIcons.AppstoreOutlined;
  return <Icon />;
}
