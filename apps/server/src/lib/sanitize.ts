import DOMPurify from 'isomorphic-dompurify';
import { sanitizeHtml } from '@zhiyuan/shared';

/**
 * Cleans user HTML (messages, content articles) with the shared allow-list before it is stored;
 * DOMPurify runs on isomorphic-dompurify's jsdom window here.
 */
export const sanitizeUserHtml = (dirty: string): string => sanitizeHtml(DOMPurify, dirty);
