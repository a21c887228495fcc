import DOMPurify from 'isomorphic-dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, urlScheme } from '@zhiyuan/shared';
import { sanitizeUserHtml } from './sanitize.ts';

describe('user HTML sanitizer', () => {
  it('reads a URL scheme the way a browser does, through blanks and control characters', () => {
    expect(urlScheme(' \tjava\nscript:alert(1)')).toBe('javascript');
    expect(urlScheme('\u0000DATA:text/html,x')).toBe('data');
    expect(urlScheme('/vip?a=b:c')).toBeNull();
    expect(urlScheme('#top')).toBeNull();
  });

  it('refuses to run where DOMPurify has no DOM instead of passing HTML through', () => {
    const withoutDom = DOMPurify({} as never);
    expect(withoutDom.isSupported).toBe(false);
    expect(() => sanitizeHtml(withoutDom, '<img src=x onerror=alert(1)>')).toThrow(/cannot sanitize/);
  });

  it('drops empty and data: image sources but keeps https ones', () => {
    expect(sanitizeUserHtml('<img/src/onerror=alert(1)><img src="data:image/png;base64,AAAA"><img src="https://a.example/b.png">')).toBe(
      '<img><img><img src="https://a.example/b.png">',
    );
  });

  it('leaves no hook on the shared DOMPurify instance for its other users', () => {
    sanitizeUserHtml('<a href="https://a.example">a</a>');
    expect(DOMPurify.sanitize('<a href="https://a.example">a</a>')).toBe('<a href="https://a.example">a</a>');
  });
});
