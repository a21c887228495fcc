import type { Page, PageQuery } from '@zhiyuan/shared';
import type { DemoRegionSave, DemoRegionView } from '@zhiyuan/shared/contracts/demo-region';
import { http } from './http';

/** demoRegion (代码生成): the calls of its screen. */
export const getDemoRegions = (query: PageQuery & Record<string, unknown>) => http.get<Page<DemoRegionView>>('/demoRegion/getByCondition', query);
export const addDemoRegion = (body: DemoRegionSave) => http.post<DemoRegionView>('/demoRegion/add', { ...body });
export const editDemoRegion = (id: string, body: DemoRegionSave) => http.post<DemoRegionView>('/demoRegion/edit', { ...body, id });
export const deleteDemoRegions = (ids: string[]) => http.post<null>('/demoRegion/delByIds', { ids });
/** A node's children ('0': the roots). */
export const getDemoRegionChildren = (parentId: string) => http.get<DemoRegionView[]>('/demoRegion/getByParentId/' + encodeURIComponent(parentId));
