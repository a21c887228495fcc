import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml.tsx';

describe('SafeHtml', () => {
  it('cleans again on render: HTML that reached the page uncleaned loses handlers, runnable tags and script URLs', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<img src="x"/onerror="alert(1)"><details/open/ontoggle=alert(1)><a href="jav&#x61;script:alert(1)">x</a><svg onload=alert(1)></svg><iframe srcdoc="<script>alert(1)</script>"></iframe>'
        }
      />,
    );
    const root = container.firstElementChild!;
    expect(root.querySelectorAll('details, svg, iframe, script')).toHaveLength(0);
    for (const el of root.querySelectorAll('*'))
      expect(
        [...el.attributes].filter((a) => /^on/i.test(a.name)),
        el.outerHTML,
      ).toEqual([]);
    expect(root.querySelector('a')!.hasAttribute('href')).toBe(false);
  });

  it('shows safe formatting as HTML, links opening in a new tab without a handle on this one', () => {
    const { container } = render(<SafeHtml html={'<p><b>按时</b>填报</p><ul><li>一</li></ul><a href="https://example.com">官网</a>'} data-testid="x" />);
    const root = container.firstElementChild!;
    expect(root.querySelector('p b')!.textContent).toBe('按时');
    expect(root.querySelectorAll('li')).toHaveLength(1);
    expect(root.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('a')!.getAttribute('target')).toBe('_blank');
  });

  it('is the only place either app writes HTML into the page', () => {
    const appsDir = path.resolve(import.meta.dirname, '../../..');
    const writers = ['web', 'admin'].flatMap((app) =>
      (fs.readdirSync(path.join(appsDir, app, 'src'), { recursive: true }) as string[])
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .filter((f) =>
          /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(fs.readFileSync(path.join(appsDir, app, 'src', f), 'utf8')),
        )
        .map((f) => `${app}/${f}`),
    );
    expect(writers.sort()).toEqual(['admin/components/SafeHtml.tsx', 'web/components/SafeHtml.tsx']);
  });
});
