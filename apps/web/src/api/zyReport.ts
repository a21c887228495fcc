import type { ZyReport } from '@zhiyuan/shared';
import { http } from './client.ts';
import { downloadFile } from './forms.ts';
import { unwrap } from './http.ts';

/** 志愿报告 of one of my forms (VIP only): the data of the print view. */
export const getFormReport = (id: string) => unwrap(http.get<ZyReport>(`/volunteerForm/report/${encodeURIComponent(id)}`));

/** Downloads the server's PDF of the report (a refusal is an envelope with the message). */
export const downloadFormReportPdf = (id: string, fileName: string) =>
  downloadFile(`/volunteerForm/report/${encodeURIComponent(id)}/pdf`, 'application/pdf', fileName);
