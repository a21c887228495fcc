import type {
  ActAssigneeType,
  ActBusinessView,
  ActCategoryView,
  ActDeployResult,
  ActDoneView,
  ActFormField,
  ActHistoryView,
  ActInstanceDiagram,
  ActInstanceView,
  ActModelSource,
  ActModelView,
  ActNodeView,
  ActProcessView,
  ActTaskView,
  ActUserRef,
  DictItem,
  LeaveView,
  Page,
  PageQuery,
} from '@zhiyuan/shared';
import i18n from '../locales';
import { ApiError, apiUrl, http } from './http';
import { getToken } from './token';

type Query = PageQuery & Record<string, unknown>;

/** One assignee rule as the calls take it (the views add the title). */
export interface AssigneeRule {
  type: ActAssigneeType;
  relateId: string;
}

/** 流程分类 (a tree: type 0 group, 1 category). */
export interface CategoryForm {
  title: string;
  type: number;
  sortOrder: number;
}
export const getCategoriesByParentId = (parentId = '0') => http.get<ActCategoryView[]>(`/actCategory/getByParentId/${encodeURIComponent(parentId)}`);
export const searchCategories = (title: string) => http.get<ActCategoryView[]>('/actCategory/search', { title });
export const addCategory = (form: CategoryForm & { parentId: string }) => http.postJson<ActCategoryView>('/actCategory/add', { ...form });
export const editCategory = (form: CategoryForm & { id: string }) => http.postJson<ActCategoryView>('/actCategory/edit', { ...form });
export const deleteCategories = (ids: string[]) => http.postJson<null>('/actCategory/delByIds', { ids });

/** 模型管理. */
export interface ModelForm {
  name: string;
  modelKey: string;
  description: string;
  categoryId: string;
}
export const getModels = (query: Query) => http.get<Page<ActModelView>>('/actModel/getByCondition', query);
export const addModel = (form: ModelForm) => http.postJson<ActModelView>('/actModel/add', { ...form });
export const getModelSource = (id: string) => http.get<ActModelSource>(`/act/model/${encodeURIComponent(id)}/json`);
export const saveModelSource = (id: string, xml: string, svg?: string) =>
  http.putJson<ActModelView>(`/act/model/${encodeURIComponent(id)}/save`, { xml, ...(svg ? { svg } : {}) });
export const deployModel = (id: string) => http.postJson<ActDeployResult>(`/actModel/deploy/${encodeURIComponent(id)}`, {});
export const deployModelFile = (file: Blob, name: string, categoryId: string) =>
  http.postFile<ActDeployResult>('/actModel/deployByFile', file, name, { fields: categoryId ? { categoryId } : {} });
export const deleteModels = (ids: string[]) => http.postJson<null>('/actModel/delByIds', { ids });
export const downloadModel = (model: Pick<ActModelView, 'id' | 'modelKey'>, type: 'xml' | 'svg') =>
  downloadFile(`/actModel/export/${encodeURIComponent(model.id)}`, { type }, `${model.modelKey}.${type === 'xml' ? 'bpmn' : 'svg'}`);

/** 流程管理: deployed versions and their instances. */
export interface ProcessInfoForm {
  categoryId: string;
  description: string;
  routeName: string;
  businessTable: string;
}
export const getProcesses = (query: Query) => http.get<Page<ActProcessView>>('/actProcess/getByCondition', query);
/** The newest active version of a key (the leave form finds its process so). */
export const getProcessByKey = (key: string) => http.get<ActProcessView>(`/actProcess/getByKey/${encodeURIComponent(key)}`, undefined, { silent: true });
export const updateProcessInfo = (form: ProcessInfoForm & { id: string }) => http.postJson<ActProcessView>('/actProcess/updateInfo', { ...form });
export const updateProcessStatus = (id: string, status: number) => http.postJson<ActProcessView>('/actProcess/updateStatus', { id, status });
export const editStartUsers = (id: string, allUser: boolean, userIds: string[]) =>
  http.postJson<ActProcessView>('/actProcess/editStartUser', { id, allUser, userIds });
export const getProcessNodes = (id: string) => http.get<ActNodeView[]>(`/actProcess/getProcessNode/${encodeURIComponent(id)}`);
export const getFirstNode = (procDefId: string) =>
  http.get<ActNodeView>(`/actProcess/getFirstNode/${encodeURIComponent(procDefId)}`, undefined, { silent: true });
export const editNodeSettings = (body: { procDefId: string; nodeId: string; assignees: AssigneeRule[]; formFields: ActFormField[] }) =>
  http.postJson<null>('/actProcess/editNodeUser', { ...body });
export const convertToModel = (id: string) => http.postJson<ActModelView>(`/actProcess/convertToModel/${encodeURIComponent(id)}`, {});
export const deleteProcesses = (ids: string[]) => http.postJson<null>('/actProcess/delByIds', { ids });
export const downloadProcess = (process: Pick<ActProcessView, 'id' | 'processKey' | 'version'>) =>
  downloadFile('/actProcess/export', { id: process.id, type: 'xml' }, `${process.processKey}.v${process.version}.bpmn`);
/** A deployed version's XML as text (the export, read to draw it). */
export const getProcessXml = (id: string) => fetchExport('/actProcess/export', { id, type: 'xml' }).then((response) => response.text());
export const getRunningInstances = (query: Query) => http.get<Page<ActInstanceView>>('/actProcess/getRunningProcess', query);
export const getFinishedInstances = (query: Query) => http.get<Page<ActInstanceView>>('/actProcess/getFinishedProcess', query);
export const getInstanceDiagram = (procInstId: string) => http.get<ActInstanceDiagram>(`/actProcess/getHighlightImg/${encodeURIComponent(procInstId)}`);
/** 1 active, 0 suspended. */
export const updateInstanceStatus = (id: string, status: number) => http.postJson<null>('/actProcess/updateInsStatus', { id, status });
export const cancelInstances = (ids: string[], reason: string) => http.postJson<null>('/actProcess/delInsByIds', { ids, reason });
export const deleteFinishedInstances = (ids: string[]) => http.postJson<null>('/actProcess/delHistoricInsByIds', { ids });

/** 我的申请. */
export const getApplications = (query: Query) => http.get<Page<ActBusinessView>>('/actBusiness/getByCondition', query);
/** The processes the caller may apply with (general ones, and leave). */
export const getStartableProcesses = () => http.get<ActProcessView[]>('/actBusiness/startable');
/** A general application (title and text) on a process without a business form, saved as a draft. */
export interface GeneralApplicationForm {
  procDefId: string;
  title: string;
  description: string;
}
export const addApplication = (form: GeneralApplicationForm) => http.postJson<ActBusinessView>('/actBusiness/add', { ...form });
/** Submits a draft (or again, one withdrawn or rejected): its process starts. */
export const submitApplication = (id: string, priority?: number) =>
  http.postJson<ActBusinessView>('/actBusiness/apply', { id, ...(priority === undefined ? {} : { priority }) });
export const withdrawApplication = (id: string, reason: string) => http.postJson<null>('/actBusiness/cancel', { id, reason });
export const deleteApplications = (ids: string[]) => http.postJson<null>('/actBusiness/delByIds', { ids });

/** 我的待办 / 我的已办. */
export type TaskValues = Record<string, string | number | boolean>;
export const getTodoTasks = (query: Query) => http.get<Page<ActTaskView>>('/actTask/todoList', query);
export const getDoneTasks = (query: Query) => http.get<Page<ActDoneView>>('/actTask/doneList', query);
export const getHistory = (procInstId: string) => http.get<ActHistoryView[]>(`/actTask/historicFlow/${encodeURIComponent(procInstId)}`);
export const passTask = (id: string, comment: string, values: TaskValues) => http.postJson<null>('/actTask/pass', { id, comment, values });
export const passTasks = (ids: string[], comment: string) => http.postJson<null>('/actTask/passAll', { ids, comment });
export const backTask = (id: string, comment: string) => http.postJson<null>('/actTask/back', { id, comment });
export const backTasks = (ids: string[], comment: string) => http.postJson<null>('/actTask/backAll', { ids, comment });
export const getBackNodes = (procInstId: string) => http.get<ActNodeView[]>(`/actTask/getBackList/${encodeURIComponent(procInstId)}`);
export const backToNode = (id: string, backTaskKey: string, comment: string) => http.postJson<null>('/actTask/backToTask', { id, backTaskKey, comment });
/** Enabled users to delegate a task to, by part of the name or username (20 at most). */
export const searchDelegateUsers = (key: string) => http.get<ActUserRef[]>('/actTask/searchUser', { key });
export const delegateTask = (id: string, userId: string, comment: string) => http.postJson<null>('/actTask/delegate', { id, userId, comment });
export const deleteDoneTasks = (ids: string[]) => http.postJson<null>('/actTask/deleteHistoric', { ids });

/** 请假 (the demo business form). Dates as YYYY-MM-DD. */
export interface LeaveForm {
  type: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
}
export const addLeave = (form: LeaveForm & { procDefId: string }) => http.postJson<LeaveView>('/leave/add', { ...form });
export const getLeave = (id: string) => http.get<LeaveView>(`/leave/get/${encodeURIComponent(id)}`);
export const updateLeave = (form: LeaveForm & { id: string }) => http.putJson<LeaveView>('/leave/update', { ...form });
export const getLeaves = (query: Query) => http.get<Page<LeaveView>>('/leave/getByCondition', query);
/** The `leave_type` dictionary; silent, since a site without it uses the built-in types. */
export const getLeaveTypes = () => http.get<DictItem[]>('/dictData/getByType/leave_type', undefined, { silent: true });

/** An export (not an envelope), fetched with the token header; an envelope here is a refusal. */
async function fetchExport(path: string, params: Record<string, unknown>): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, params), { headers: { accessToken: getToken() ?? '', 'Accept-Language': i18n.language || 'zh-CN' } });
  } catch {
    throw new ApiError(0, i18n.t('http.timeout'));
  }
  if (response.headers.get('content-type')?.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(envelope?.code ?? response.status, envelope?.message || i18n.t('http.failed'));
  }
  if (!response.ok) throw new ApiError(response.status, i18n.t('http.failed'));
  return response;
}

async function downloadFile(path: string, params: Record<string, unknown>, fallbackName: string): Promise<void> {
  const response = await fetchExport(path, params);
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), encoded ? decodeURIComponent(encoded) : fallbackName);
}

/** Hands a file to the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
