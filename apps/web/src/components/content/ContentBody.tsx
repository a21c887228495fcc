import { SafeHtml } from '../SafeHtml.tsx';
import './content.css';

/**
 * The HTML body of a content item (article, answer, bio …), cleaned by SafeHtml and styled by the
 * article CSS: readable headings and lists, images that fit, tables that scroll sideways on a phone.
 */
export function ContentBody({ html, className, testId = 'content-body' }: { html: string; className?: string; testId?: string }) {
  if (!html.trim()) return null;
  return <SafeHtml html={html} className={className ? `zy-article ${className}` : 'zy-article'} data-testid={testId} />;
}
