import type { FormRescore, RiskReport, VolunteerForm, VolunteerFormSave, VolunteerFormSummary, VolunteerRow } from '@zhiyuan/shared';
import { currentLanguage } from '../stores/app.ts';
import { getToken } from '../stores/storage.ts';
import { http } from './client.ts';
import { API_BASE, newIdempotencyKey, unwrap } from './http.ts';

/** Typed calls of the volunteer forms (志愿表, "my wish"). */

export const getMyForms = (filter: { province?: string; batch?: number } = {}) => unwrap(http.get<VolunteerFormSummary[]>('/volunteerForm/getMine', filter));

export const getForm = (id: string) => unwrap(http.get<VolunteerForm>(`/volunteerForm/get/${encodeURIComponent(id)}`));

/**
 * Create or update; a refusal (code 400) comes back as the envelope so the editor can show every problem.
 * When the save times out, its truth is read back by sending it once more with the same
 * Idempotency-Key: the server answers with the first run's stored answer (waiting for it while it still
 * runs), or runs it now if the first never landed, so a form is never saved twice (issue 30).
 */
export function saveForm(form: VolunteerFormSave) {
  const idempotencyKey = newIdempotencyKey();
  return http.postJson<VolunteerForm>('/volunteerForm/save', form, {
    idempotencyKey,
    readBack: () => http.postJson<VolunteerForm>('/volunteerForm/save', form, { idempotencyKey }),
  });
}

export const deleteForms = (ids: string[]) => unwrap(http.post<{ deleted: number }>('/volunteerForm/delByIds', { ids }));

/** 按最新数据重新计算: each row's chance now beside the kept one (nothing saved). */
export const rescoreForm = (id: string) => unwrap(http.postJson<FormRescore>('/volunteerForm/rescore', { id }));

export const checkRisk = (input: { id?: string; province?: string; batch?: number; rows?: VolunteerRow[] }) =>
  unwrap(http.postJson<RiskReport>('/volunteerForm/riskCheck', input));

/**
 * Downloads a file the server makes (the .xlsx export, the report's PDF). A file answer is not an
 * envelope, so the body is read here (token in the header, not in the URL); an answer of another
 * type is an envelope with the refusal's message.
 */
export async function downloadFile(path: string, expectedType: string, fileName: string): Promise<void> {
  const response = await globalThis.fetch(`${API_BASE}${path}`, {
    headers: { accessToken: getToken() ?? '', 'Accept-Language': currentLanguage() },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes(expectedType)) {
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

/** Downloads the form's .xlsx export. */
export const downloadFormExcel = (id: string, fileName: string) => downloadFile(`/volunteerForm/export/${encodeURIComponent(id)}`, 'spreadsheetml', fileName);
