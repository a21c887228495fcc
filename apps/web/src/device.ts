import { createContext, useContext } from 'react';

export type DeviceType = 'mobile' | 'desktop';

/** Below this width (at load) a browser gets the mobile layout whatever its user agent says. */
export const MOBILE_BREAKPOINT = 768;

export const PHONE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|HarmonyOS.+Mobile|MicroMessenger.+Mobile|\bMobile\b/i;
export const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i;

/** Phone user agents get the mobile layout; tablets and desktops by width (< 768 px → mobile). */
export function detectDevice(env: { userAgent: string; width: number }): DeviceType {
  if (!TABLET_UA.test(env.userAgent) && PHONE_UA.test(env.userAgent)) return 'mobile';
  return env.width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/**
 * The device type of this page, read once at load (main.tsx). Resizing the window later does not
 * change it: the layout may reflow, but a URL keeps showing the page it names (issue 16 item 5).
 */
export function currentDevice(): DeviceType {
  if (typeof window === 'undefined') return 'desktop';
  return detectDevice({ userAgent: window.navigator.userAgent, width: window.innerWidth });
}

export const DeviceContext = createContext<DeviceType>('desktop');

export const useDevice = (): DeviceType => useContext(DeviceContext);
