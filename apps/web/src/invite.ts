/**
 * 邀请链接 (issue 32 item 4): a visitor arriving by a member's link (`/?invite=CODE`, or `#/…?invite=CODE`)
 * keeps the code for the tab's session, so the register form fills it in whenever the visitor gets there.
 */
const KEY = 'zy:invite';

/** The code in this address, if any (the page's query or the hash route's). */
export function inviteInAddress(href: string): string | null {
  try {
    const url = new URL(href);
    const fromHash = url.hash.includes('?') ? new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1)).get('invite') : null;
    const code = (url.searchParams.get('invite') ?? fromHash)?.trim();
    return code && /^[0-9A-Za-z-]{4,20}$/.test(code) ? code.toUpperCase() : null;
  } catch {
    return null;
  }
}

/** Keeps the address's invite code; true when one was found. */
export function captureInvite(href = typeof location === 'undefined' ? '' : location.href): boolean {
  const code = inviteInAddress(href);
  if (!code) return false;
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    return false;
  }
  return true;
}

export function pendingInvite(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearInvite(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* storage off */
  }
}
