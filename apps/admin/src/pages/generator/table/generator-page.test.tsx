import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import { downloadGenerated, generateFiles } from '../../../services/generator';
import TableGeneratorPage from '.';

vi.mock('../../../services/generator', async (actual) => ({
  ...(await actual<typeof import('../../../services/generator')>()),
  getGenTables: vi.fn(async () => [{ name: 'stop_word', fields: 1 }]),
  getEntityData: vi.fn(async () => []),
  generateFiles: vi.fn(async () => ({
    'apps/server/src/modules/notice-board/routes.ts': "const noticeBoardRoutes = 'routes';",
    'apps/admin/src/pages/notice-board/index.tsx': 'export default function NoticeBoardPage() {}',
  })),
  downloadGenerated: vi.fn(async () => {}),
}));

/** ProTable renders slowly in jsdom when every test file runs at once. */
const SLOW = { timeout: 30_000 };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('表格生成 page', () => {
  it('generates from the name and the fields, shows the files highlighted in tabs, and downloads the zip', async () => {
    render(
      <App>
        <TableGeneratorPage />
      </App>,
    );
    expect(screen.getByTestId('gen-page')).toBeTruthy();
    const generate = screen.getByTestId('gen-generate');
    expect(generate.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('gen-name'), { target: { value: 'noticeBoard' } });
    await waitFor(() => expect(screen.getByTestId('gen-generate').hasAttribute('disabled')).toBe(false));

    fireEvent.click(screen.getByTestId('gen-generate'));
    await waitFor(() => expect(generateFiles).toHaveBeenCalledTimes(1));
    const [target, fields] = vi.mocked(generateFiles).mock.calls[0];
    expect(target).toEqual({ mode: 'table', vueName: 'noticeBoard', title: '', rowNum: 2, enableTable: true });
    expect(fields.map((f) => f.field)).toEqual(['title', 'enabled', 'publishDate']);
    expect(fields[0]).not.toHaveProperty('key');

    expect((await screen.findByTestId('gen-file-tab-0', undefined, SLOW)).textContent).toBe('notice-board/routes.ts');
    expect(screen.getByTestId('gen-file-tab-1').textContent).toBe('notice-board/index.tsx');
    await waitFor(() => expect(document.querySelector('pre')?.textContent).toContain("noticeBoardRoutes = 'routes'"), SLOW);
    expect(document.querySelectorAll('pre span.token').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('gen-download'));
    await waitFor(() => expect(downloadGenerated).toHaveBeenCalledWith(target, fields));
  }, 90_000);
});
