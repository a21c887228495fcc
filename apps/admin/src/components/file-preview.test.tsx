import type { FileView } from '@zhiyuan/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../locales';
import { downloadUrl, FilePreview, FileThumb, fileKind } from './file-preview';

function file(type: string, extra: Partial<FileView> = {}): FileView {
  return {
    id: '1',
    title: `sample.${type.split('/')[1]}`,
    fKey: 'k',
    size: 10,
    type,
    location: 'local',
    url: '/api/file/view/1?e=1&s=sig',
    thumbUrl: null,
    width: null,
    height: null,
    categoryId: null,
    isCollect: false,
    shared: false,
    delFlag: 0,
    createBy: 'admin',
    nickname: 'A',
    createTime: '',
    updateTime: null,
    restDelTime: null,
    ...extra,
  };
}

afterEach(cleanup);

describe('the file previewer', () => {
  it('tells the kind by the MIME type', () => {
    expect(['image/png', 'application/pdf', 'video/mp4', 'audio/mpeg', 'application/zip'].map(fileKind)).toEqual(['image', 'pdf', 'video', 'audio', 'other']);
  });

  it('adds download=1 to the signed address', () => {
    expect(downloadUrl(file('application/pdf'))).toBe('/api/file/view/1?e=1&s=sig&download=1');
  });

  it('shows a PDF in a frame and a video with controls', () => {
    render(<FilePreview file={file('application/pdf')} onClose={() => {}} />);
    expect(screen.getByTestId('file-preview').querySelector('iframe')?.getAttribute('src')).toBe('/api/file/view/1?e=1&s=sig');
    cleanup();
    render(<FilePreview file={file('video/mp4')} onClose={() => {}} />);
    const video = screen.getByTestId('file-preview').querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it('offers only the download for a kind the browser cannot show', () => {
    render(<FilePreview file={file('application/zip')} onClose={() => {}} />);
    const preview = screen.getByTestId('file-preview');
    expect(preview.querySelector('iframe, video, audio, img')).toBeNull();
    expect(screen.getByTestId('file-preview-download').getAttribute('href')).toBe('/api/file/view/1?e=1&s=sig&download=1');
  });

  it("shows the thumbnail, in the trash too (its signed link opens it there), else the kind's icon", () => {
    render(<FileThumb file={file('image/png', { thumbUrl: '/t', delFlag: 2 })} />);
    expect(screen.getByTestId('file-thumb').getAttribute('src')).toBe('/t');
    cleanup();
    const { container } = render(<FileThumb file={file('application/pdf')} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
