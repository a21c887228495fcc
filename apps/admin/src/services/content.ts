import type {
  ContentAdminView,
  ContentDeleted,
  ContentExtraByKind,
  ContentKind,
  ContentStatus,
  FileView,
  Page,
  PageQuery,
  QuestionImportReport,
} from '@zhiyuan/shared';
import { apiUrl, http } from './http';
import { getToken } from './token';
import { uploadFile } from './file';

type Query = PageQuery & Record<string, unknown>;

/** What the admin writes of an item (POST /content/admin/{kind}/save; edit adds the id). */
export interface ContentBody<K extends ContentKind = ContentKind> {
  title: string;
  summary?: string;
  body?: string;
  category?: string;
  province?: string | null;
  tags?: string[];
  recommended?: boolean;
  pinned?: boolean;
  sortOrder?: number;
  parentId?: string | null;
  extra: ContentExtraByKind[K] | Record<string, unknown>;
  status?: ContentStatus;
  /** 'yyyy-MM-dd HH:mm:ss'; a future time schedules a published item. */
  publishTime?: string | null;
}

/** 内容管理: one set of calls per kind (lessons go through 'lesson' with the course as parentId). */
export const contentAdmin = (kind: ContentKind) => {
  const base = `/content/admin/${kind}`;
  return {
    list: (query: Query) => http.get<Page<ContentAdminView>>(`${base}/getByCondition`, query),
    get: (id: string) => http.get<ContentAdminView>(`${base}/get/${id}`),
    save: (body: ContentBody) => http.postJson<ContentAdminView>(`${base}/save`, { ...body }),
    edit: (id: string, body: ContentBody) => http.postJson<ContentAdminView>(`${base}/edit`, { ...body, id }),
    /** Publishes now, or at `publishTime` when it lies ahead (定时发布). */
    publish: (ids: string[], publishTime?: string) => http.postJson<null>(`${base}/publish`, publishTime ? { ids, publishTime } : { ids }),
    offline: (ids: string[]) => http.postJson<null>(`${base}/offline`, { ids }),
    remove: (ids: string[]) => http.postJson<null>(`${base}/delByIds`, { ids }),
    /** Removes every 示例 item of the kind. */
    removeExamples: () => http.postJson<ContentDeleted>(`${base}/delExamples`, {}),
  };
};

/** 百问 bulk import: one .xlsx (分类 | 问题 | 回答 | 推荐). */
export const importQuestions = (file: Blob, name: string) => http.postFile<QuestionImportReport>('/content/admin/question/import', file, name);

/** Saves the import template (fetched with the token header, then handed to the browser as a download). */
export async function downloadQuestionTemplate(fileName: string): Promise<void> {
  const response = await fetch(apiUrl('/content/admin/question/template'), { headers: { accessToken: getToken() ?? '' } });
  if (!response.ok || response.headers.get('content-type')?.includes('json')) throw new Error(`template: HTTP ${response.status}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/**
 * A picture or file for public content: uploaded to the editor's drive, then shared so its address
 * needs no signature that expires (an article lives longer than a signed link).
 */
export async function uploadPublicFile(file: Blob, name: string): Promise<FileView> {
  const saved = await uploadFile(file, name);
  return http.post<FileView>('/file/user/share', { id: saved.id, shared: true });
}
