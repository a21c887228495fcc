import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../api/http.ts';
import './SiteNotice.css';

interface SiteNoticeView {
  showing: boolean;
  level?: 'info' | 'warning';
  content?: string;
  link?: string;
  linkText?: string;
}

/** GET /api/setting/notice as a visitor (plain fetch, no token): a background read never shows an error toast. */
export async function fetchSiteNotice(fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<SiteNoticeView> {
  const res = await fetcher(`${API_BASE}/setting/notice`, { headers: { Accept: 'application/json' } });
  const body = (await res.json()) as { code?: number; result?: SiteNoticeView };
  if (body.code !== 200 || !body.result) throw new Error(`notice: ${body.code ?? res.status}`);
  return body.result;
}

const DISMISSED_KEY = 'zy.siteNotice.dismissed';
const dismissedText = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
};

/**
 * 站内通知: the admin's notice under the header on every page, while the server says it is shown.
 * Plain text (React escapes it; no HTML); closing it hides this text for the browser session, and a
 * changed text shows again.
 */
export function SiteNotice() {
  const { t } = useTranslation();
  const notice = useQuery({ queryKey: ['siteNotice'], queryFn: () => fetchSiteNotice(), staleTime: 5 * 60_000, retry: false });
  const [dismissed, setDismissed] = useState(dismissedText);
  const n = notice.data;
  if (!n?.showing || !n.content || dismissed === n.content) return null;
  const close = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, n.content!);
    } catch {
      // storage off (private mode): closed until the next load
    }
    setDismissed(n.content!);
  };
  const link = n.link && /^https?:\/\//.test(n.link) ? n.link : '';
  return (
    <div
      className={`zy-site-notice zy-site-notice--${n.level === 'warning' ? 'warning' : 'info'}`}
      role="status"
      aria-label={t('siteNotice.label')}
      data-testid="site-notice"
    >
      <span className="zy-site-notice__text">
        {n.content}
        {link && (
          <a className="zy-site-notice__link" href={link} target="_blank" rel="noopener noreferrer">
            {n.linkText || t('siteNotice.more')}
          </a>
        )}
      </span>
      <button type="button" className="zy-site-notice__close" aria-label={t('siteNotice.close')} onClick={close} data-testid="site-notice-close">
        ×
      </button>
    </div>
  );
}
