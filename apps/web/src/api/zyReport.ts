import type { ZyReport } from '@zhiyuan/shared';
import { currentLanguage } from '../stores/app.ts';
import { getToken } from '../stores/storage.ts';
import { http } from './client.ts';
import { API_BASE, unwrap } from './http.ts';

/** 志愿报告 of one of my forms (VIP only): the data of the print view. */
export const getFormReport = (id: string) => unwrap(http.get<ZyReport>(`/volunteerForm/report/${encodeURIComponent(id)}`));

/**
 * Downloads the server's PDF of the report. A file answer is not an envelope, so this call reads
 * the body itself (token in the header, not in the URL); a refusal is an envelope with the message.
 */
export async function downloadFormReportPdf(id: string, fileName: string): Promise<void> {
  const response = await globalThis.fetch(`${API_BASE}/volunteerForm/report/${encodeURIComponent(id)}/pdf`, {
    headers: { accessToken: getToken() ?? '', 'Accept-Language': currentLanguage() },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/pdf')) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
