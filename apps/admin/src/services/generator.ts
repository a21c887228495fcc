import type { GeneratedFiles, GenField, GenTable } from '@zhiyuan/shared/contracts/generator';
import i18n from '../locales';
import { ApiError, apiUrl, http } from './http';
import { getToken } from './token';
import { saveBlob } from './workflow';

/** 代码生成: what to generate (XBoot's path parameters). */
export interface GenerateTarget {
  mode: 'table' | 'tree';
  vueName: string;
  /** What the screen calls it (公告栏); the vueName when empty. */
  title?: string;
  /** Fields side by side in the dialog (1–4). */
  rowNum: number;
  /** Tree: the selected node's children as a table. */
  enableTable: boolean;
}

/** XBoot's paths: /generate/table/{vueName}/{rowNum}, /generate/tree/{vueName}/{rowNum}/{enableTable}; `zip/` before the mode for the download. */
export function generatePath(target: GenerateTarget, zip = false): string {
  const name = encodeURIComponent(target.vueName);
  const base = `/generate/${zip ? 'zip/' : ''}${target.mode}/${name}/${target.rowNum}`;
  const path = target.mode === 'tree' ? `${base}/${target.enableTable}` : base;
  return target.title?.trim() ? `${path}?title=${encodeURIComponent(target.title.trim())}` : path;
}

/** The files of a definition, by path from the repository's root. */
export const generateFiles = (target: GenerateTarget, fields: GenField[]) => http.postJson<GeneratedFiles>(generatePath(target), fields);

/** One of the product's tables as a definition. */
export const getEntityData = (table: string) => http.get<GenField[]>('/generate/getEntityData', { path: table });

/** The product's tables getEntityData reads. */
export const getGenTables = () => http.get<GenTable[]>('/generate/tables');

/** The same files as a .zip, saved to the administrator's downloads; an envelope in reply is a refusal. */
export async function downloadGenerated(target: GenerateTarget, fields: GenField[]): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(generatePath(target, true)), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language || 'zh-CN', accessToken: getToken() ?? '' },
      body: JSON.stringify(fields),
    });
  } catch {
    throw new ApiError(0, i18n.t('http.timeout'));
  }
  if (response.headers.get('content-type')?.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(envelope?.code ?? response.status, envelope?.message || i18n.t('http.failed'));
  }
  if (!response.ok) throw new ApiError(response.status, i18n.t('http.failed'));
  saveBlob(await response.blob(), `${target.vueName}.zip`);
}
