import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../locales';
import { dataModeTag, hostOf, sourceCell } from './common';

const t = i18n.t.bind(i18n);

describe('provenance tags', () => {
  afterEach(cleanup);

  it('marks official sources green and third-party ones orange, with the source URL as a link', () => {
    const official = render(
      <>{sourceCell({ sourceQuality: 'official-provincial-exam-authority', official: true, sourceUrl: 'https://www.jseea.cn/a.html' }, t)}</>,
    );
    const tag = official.getByText('官方');
    expect(tag.className).toContain('ant-tag-green');
    const link = official.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://www.jseea.cn/a.html');
    expect(link.textContent).toBe('www.jseea.cn');
    cleanup();

    const third = render(<>{sourceCell({ sourceQuality: 'third-party-aggregator', official: false, sourceUrl: null }, t)}</>);
    expect(third.getByText('第三方').className).toContain('ant-tag-orange');
    expect(third.queryByRole('link')).toBeNull();
  });

  it('tags demo rows 演示 and leaves real ones plain', () => {
    expect(render(<>{dataModeTag('demo', t)}</>).getByText('演示').className).toContain('ant-tag');
    cleanup();
    expect(render(<>{dataModeTag('real', t)}</>).getByText('真实').className).not.toContain('ant-tag');
  });

  it('shortens a URL to its host', () => {
    expect(hostOf('https://gaokao.eol.cn/x?y=1')).toBe('gaokao.eol.cn');
    expect(hostOf('not a url')).toBe('not a url');
  });
});
