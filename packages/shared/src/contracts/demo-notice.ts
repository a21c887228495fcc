/** demoNotice (代码生成): a record as the API returns it, and what add and edit take. */

export interface DemoNoticeView {
  id: string;
  /** 标题 */
  title: string;
  /** 面向 */
  audience: string | null;
  /** 浏览量 */
  views: number | null;
  /** 置顶 */
  pinned: boolean;
  /** 发布日期 */
  publishDate: string | null;
  /** 正文 */
  content: string | null;
  createBy: string;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** The body of add; edit takes the editable fields with the id. */
export interface DemoNoticeSave {
  title: string;
  audience?: string;
  views?: number;
  pinned: boolean;
  publishDate?: string;
  content?: string;
}
