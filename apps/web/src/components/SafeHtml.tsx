import { useMemo, type HTMLAttributes } from 'react';
import DOMPurify from 'dompurify';
import { sanitizeHtml } from '@zhiyuan/shared';

type Props = { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * User-written HTML (a message, an article), cleaned again here with the shared allow-list
 * (packages/shared/src/html.ts) although the server cleaned it on save: what was stored before
 * the server's rule, or by another path, still cannot run. The only way this app shows user HTML.
 */
export function SafeHtml({ html, ...rest }: Props) {
  const clean = useMemo(() => sanitizeHtml(DOMPurify, html), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
