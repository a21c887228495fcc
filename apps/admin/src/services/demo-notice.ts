import type { Page, PageQuery } from '@zhiyuan/shared';
import type { DemoNoticeSave, DemoNoticeView } from '@zhiyuan/shared/contracts/demo-notice';
import { http } from './http';

/** demoNotice (代码生成): the calls of its screen. */
export const getDemoNotices = (query: PageQuery & Record<string, unknown>) => http.get<Page<DemoNoticeView>>('/demoNotice/getByCondition', query);
export const addDemoNotice = (body: DemoNoticeSave) => http.post<DemoNoticeView>('/demoNotice/add', { ...body });
export const editDemoNotice = (id: string, body: DemoNoticeSave) => http.post<DemoNoticeView>('/demoNotice/edit', { ...body, id });
export const deleteDemoNotices = (ids: string[]) => http.post<null>('/demoNotice/delByIds', { ids });
