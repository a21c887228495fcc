/** demoRegion (代码生成): a record as the API returns it, and what add and edit take. */

export interface DemoRegionView {
  id: string;
  /** 名称 */
  title: string;
  /** 编码 */
  code: string;
  /** 排序 */
  sortOrder: number | null;
  /** 启用 */
  enabled: boolean;
  /** The parent node ('0': a root). */
  parentId: string;
  isParent: boolean;
  createBy: string;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** The body of add; edit takes the editable fields with the id. */
export interface DemoRegionSave {
  title: string;
  code: string;
  sortOrder?: number;
  enabled: boolean;
  /** The parent node (a root when left out). */
  parentId?: string;
}
