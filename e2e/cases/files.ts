/**
 * Issue 18, files: the admin file manager (文件对象存储) with an uploaded PNG, its thumbnail, the
 * image preview and a rename; 我的网盘 with folders two deep, an upload into one, a move, stars,
 * a trashed folder in 回收站 with its days left, and the restore; the drive at 390 wide too.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, ctx, overflowOf } from '../context.ts';

/** A real PNG made at run time: a gradient card with a few shapes (no data file committed). */
async function samplePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1677ff"/><stop offset="1" stop-color="#69b1ff"/></linearGradient></defs>
    <rect width="800" height="500" fill="url(#g)"/>
    <circle cx="620" cy="130" r="70" fill="#ffd666"/>
    <path d="M0 500 L260 230 L420 390 L560 280 L800 500 Z" fill="#0958d9" opacity="0.85"/>
    <rect x="60" y="60" width="300" height="40" rx="8" fill="#fff" opacity="0.9"/>
    <rect x="60" y="120" width="200" height="24" rx="6" fill="#fff" opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF with a line of text, written out by hand (offsets computed). */
function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 51 >>\nstream\nBT /F1 28 Tf 72 760 Td (Admission guide 2026) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Chooses a file in the page's (hidden) upload input and waits for the server's answer. */
async function upload(page: Page, name: string, buffer: Buffer, mimeType = 'image/png'): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/upload/file'), { timeout: 20_000 });
  await page.locator('input[type=file]').first().setInputFiles({ name, mimeType, buffer });
  const response = await answered;
  const body = (await response.json()) as { code: number; message: string };
  expect(body.code === 200, `upload ${name}: ${body.code} ${body.message}`);
}

/** Fills the one-field name dialog and saves it. */
async function nameDialog(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('title-input') });
  await dialog.getByTestId('title-input').fill(title);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

const treeFolder = (page: Page, title: string) => page.getByTestId('drive-tree').locator(`[data-testid=drive-folder][data-title="${title}"]`);
const fileCard = (page: Page, title: string) => page.locator(`[data-testid=drive-file][data-title="${title}"]`);

async function imageLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

export const cases: Case[] = [
  {
    name: 'files: admin file manager uploads, previews and renames an image',
    async run() {
      const page = await adminPage('desktop', '/sys/oss');
      await page.getByTestId('oss-page').waitFor({ timeout: 15_000 });
      const title = `校园风景-${Date.now().toString(36)}.png`;
      await upload(page, title, await samplePng());
      const row = page.getByRole('row').filter({ hasText: title });
      await row.waitFor({ timeout: 10_000 });
      await row.getByTestId('file-thumb').waitFor({ timeout: 10_000 });
      await page.waitForFunction(
        (t) => {
          const tr = [...document.querySelectorAll('tr')].find((r) => r.textContent?.includes(t));
          const img = tr?.querySelector<HTMLImageElement>('[data-testid=file-thumb]');
          return !!img && img.complete && img.naturalWidth > 0;
        },
        title,
        { timeout: 10_000 },
      );
      await screenshot(page, 'files-oss-list');

      await row.getByTestId('oss-preview').click();
      await page.locator('.ant-image-preview-img').waitFor({ timeout: 10_000 });
      await page.waitForFunction(
        () => {
          const img = document.querySelector<HTMLImageElement>('.ant-image-preview-img');
          return !!img && img.complete && img.naturalWidth > 0;
        },
        undefined,
        { timeout: 10_000 },
      );
      await page.waitForTimeout(500); // the mask fades in
      await screenshot(page, 'files-oss-preview');
      await page.keyboard.press('Escape');
      await page.locator('.ant-image-preview-img').waitFor({ state: 'hidden', timeout: 10_000 });

      const renamed = `风景-已重命名-${Date.now().toString(36)}.png`;
      await row.getByTestId('oss-rename').click();
      await nameDialog(page, renamed);
      await page.getByRole('row').filter({ hasText: renamed }).waitFor({ timeout: 10_000 });
      expect((await page.getByRole('row').filter({ hasText: title }).count()) === 0, 'the old name is gone after the rename');

      // A PDF opens in a dialog with a frame (and a download button).
      const pdf = `招生章程-${Date.now().toString(36)}.pdf`;
      await upload(page, pdf, samplePdf(), 'application/pdf');
      const pdfRow = page.getByRole('row').filter({ hasText: pdf });
      await pdfRow.getByTestId('oss-preview').click();
      await page.getByTestId('file-preview').locator('iframe').waitFor({ timeout: 10_000 });
      await page.getByTestId('file-preview-download').waitFor();
      // Headless Chromium has no PDF viewer: check what the frame loads instead of how it looks.
      const src = await page.getByTestId('file-preview').locator('iframe').getAttribute('src');
      const served = await page.evaluate(async (url) => {
        const res = await fetch(url!);
        return { status: res.status, type: res.headers.get('content-type') ?? '', frame: res.headers.get('x-frame-options') ?? '' };
      }, src);
      expect(served.status === 200 && served.type.startsWith('application/pdf') && served.frame !== 'DENY', `the PDF frame loads: ${JSON.stringify(served)}`);
      await screenshot(page, 'files-oss-pdf');
      await page.context().close();
    },
  },
  {
    name: 'files: my drive keeps folders as a tree, moves, stars, trashes and restores',
    async run() {
      const page = await adminPage('desktop', '/app/file');
      await page.getByTestId('drive-page').waitFor({ timeout: 15_000 });
      const stamp = Date.now().toString(36).slice(-4);
      const top = `志愿资料${stamp}`;
      const child = `2026招生简章${stamp}`;
      const old = `旧文件${stamp}`;

      // Two folders deep: 志愿资料 / 2026招生简章, and a third one to throw away.
      await page.getByTestId('drive-new-folder').click();
      await nameDialog(page, top);
      await treeFolder(page, top).click();
      await page.getByTestId('drive-new-folder').click();
      await nameDialog(page, child);
      await treeFolder(page, child).click();
      await page.getByTestId('drive-path').getByText(child).waitFor({ timeout: 10_000 });

      // Upload into the deep folder, then move the file one level up.
      const image = `录取分数线${stamp}.png`;
      await upload(page, image, await samplePng());
      await fileCard(page, image).waitFor({ timeout: 10_000 });
      await fileCard(page, image).getByTestId('drive-file-more').click();
      await page.getByTestId('drive-file-move').click();
      await page.getByTestId('move-tree').locator(`[data-testid=drive-folder][data-title="${top}"]`).click();
      await page.getByTestId('move-ok').click();
      await fileCard(page, image).waitFor({ state: 'detached', timeout: 10_000 });
      await treeFolder(page, top).click();
      await fileCard(page, image).waitFor({ timeout: 10_000 });
      expect(await imageLoaded(page, `[data-testid=drive-file][data-title="${image}"] [data-testid=file-thumb]`), 'the moved image shows its thumbnail');

      // Stars: the file and its folder.
      await fileCard(page, image).getByTestId('drive-file-collect').click();
      await fileCard(page, image).locator('.anticon-star').waitFor({ timeout: 10_000 });
      await page.getByTestId('drive-folder-collect').click();
      await treeFolder(page, top).locator('.anticon-star').waitFor({ timeout: 10_000 });
      await screenshot(page, 'files-drive-tree');
      // 收藏: the starred file, and the starred folder as a shortcut back to it.
      await page.getByTestId('drive-tab-collect').click();
      await fileCard(page, image).waitFor({ timeout: 10_000 });
      await screenshot(page, 'files-drive-collect');
      await page.getByRole('button', { name: top }).click();
      await treeFolder(page, top).waitFor({ timeout: 10_000 });

      // Trash a folder: it leaves the tree and shows in 回收站 with its days left.
      await page.getByTestId('drive-new-folder').click();
      await nameDialog(page, old);
      await treeFolder(page, old).click();
      await page.getByTestId('drive-folder-trash').click();
      await page.getByTestId('confirm-trash-ok').click();
      await treeFolder(page, old).waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByTestId('drive-tab-trash').click();
      const trashed = page.getByTestId('drive-trash').getByRole('row').filter({ hasText: old });
      await trashed.waitFor({ timeout: 10_000 });
      const days = await trashed.getByTestId('trash-days').innerText();
      expect(/\d+\s*天后清除/.test(days), `days left shown: ${days}`);
      await screenshot(page, 'files-drive-trash');

      await trashed.getByTestId('trash-restore').click();
      await trashed.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByTestId('drive-tab-all').click();
      await treeFolder(page, old).waitFor({ timeout: 10_000 });

      // A copy of the image goes to the trash on its own (the phone case shows it there).
      await treeFolder(page, top).click();
      await fileCard(page, image).getByTestId('drive-file-more').click();
      await page.getByTestId('drive-file-copy').click();
      await page.getByTestId('drive-file').nth(1).waitFor({ timeout: 10_000 });
      await page.getByTestId('drive-file').first().getByTestId('drive-file-more').click();
      await page.getByTestId('drive-file-trash').last().click();
      await page.getByTestId('drive-file').nth(1).waitFor({ state: 'detached', timeout: 10_000 });

      // A public link: the card says 公开, and the plain address opens without a token or signature.
      await fileCard(page, image).getByTestId('drive-file-more').click();
      await page.getByTestId('drive-file-share').last().click();
      await fileCard(page, image).getByTestId('drive-file-shared').waitFor({ timeout: 10_000 });
      const src = await fileCard(page, image).locator('img').first().getAttribute('src');
      const id = /\/api\/file\/view\/(\d+)/.exec(src ?? '')?.[1];
      const open = await fetch(`${ctx.server.base}/api/file/view/${id}?shared=1`);
      expect(
        open.status === 200 && (open.headers.get('content-type') ?? '').startsWith('image/'),
        `the public link opens the image (${open.status} ${open.headers.get('content-type')})`,
      );
      await screenshot(page, 'files-drive-shared');
      await page.context().close();
    },
  },
  {
    name: 'files: my drive and the file manager on a phone (390)',
    async run() {
      // Its own folders, so the case also runs alone: one with a sub-folder, one in the trash.
      const admin = await adminToken();
      const stamp = Date.now().toString(36).slice(-4);
      const add = async (parentId: string, title: string) => {
        const r = await call<{ id: string }>('/fileCategory/add', admin, { parentId, title });
        expect(r.code === 200, `add folder ${title}: ${r.message}`);
        return r.result.id;
      };
      await add(await add('0', `手机相册${stamp}`), '截图');
      const trashed = await call('/fileCategory/trash', admin, { id: await add('0', `临时${stamp}`) });
      expect(trashed.code === 200, `trash a folder: ${trashed.message}`);
      const shot = await call('/upload/file?detail=1', admin, { base64: (await samplePng()).toString('base64'), title: `手机截图${stamp}.png` });
      expect(shot.code === 200, `upload as base64: ${shot.message}`);
      const page = await adminPage('mobile', '/app/file', admin);
      await page.getByTestId('drive-page').waitFor({ timeout: 15_000 });
      await page.getByTestId('drive-tree').locator('[data-testid=drive-folder]').nth(1).click({ timeout: 10_000 });
      await page.getByTestId('drive-files').or(page.locator('.ant-empty')).first().waitFor({ timeout: 10_000 });
      const overflow = await overflowOf(page);
      await screenshot(page, 'files-drive-phone');
      expect(overflow <= 1, `no horizontal overflow at 390: ${overflow}px`);
      await page.getByTestId('drive-tab-trash').click();
      await page.getByTestId('drive-trash').getByTestId('trash-days').first().waitFor({ timeout: 10_000 });
      expect((await overflowOf(page)) <= 1, 'no horizontal overflow of the trash at 390');
      await screenshot(page, 'files-drive-trash-phone');

      await page.goto(`${ctx.server.base}/admin/#/sys/oss`);
      await page.getByTestId('oss-page').getByTestId('file-thumb').first().waitFor({ timeout: 15_000 });
      const ossOverflow = await overflowOf(page);
      await screenshot(page, 'files-oss-phone');
      expect(ossOverflow <= 1, `no horizontal overflow of the file manager at 390: ${ossOverflow}px`);
      await page.context().close();
    },
  },
];
