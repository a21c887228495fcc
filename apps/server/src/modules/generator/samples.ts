import type { FieldInput } from './service.ts';

/**
 * Sample definitions of 代码生成 (XBoot's Field JSON) for the tests: between them every field type,
 * search type and option source, a fixed (not editable) field, a default sort, 1–3 fields a row,
 * and both tree layouts.
 */

/** 公告栏, a list: all twelve field types. */
export const NOTICE_BOARD: FieldInput[] = [
  { field: 'title', name: '标题', type: 'text', validate: true, searchable: true, searchType: 'text', sortable: true, sortOrder: 1 },
  { field: 'kind', name: '类别', type: 'select', dictType: 'sex', searchable: true, searchType: 'select', searchLevel: '2', sortOrder: 2 },
  { field: 'views', name: '浏览量', type: 'number', sortable: true, sortOrder: 3 },
  { field: 'pinned', name: '置顶', type: 'switch', searchable: true, searchType: 'select', sortOrder: 4 },
  { field: 'publishDate', name: '发布日期', type: 'date', searchable: true, searchType: 'daterange', defaultSort: true, defaultSortType: 'desc', sortOrder: 5 },
  { field: 'publishTime', name: '发布时间', type: 'datetime', validate: true, searchable: true, searchType: 'date', sortOrder: 6 },
  { field: 'content', name: '正文', type: 'textarea', tableShow: false, level: '2', sortOrder: 7 },
  { field: 'openAt', name: '开放时间', type: 'time', sortOrder: 8 },
  { field: 'cover', name: '封面', type: 'upload', editable: false, sortOrder: 9 },
  { field: 'region', name: '地区', type: 'area', sortOrder: 10 },
  { field: 'score', name: '评分', type: 'slider', sortOrder: 11 },
  {
    field: 'audience',
    name: '面向',
    type: 'radio',
    customUrl: '/dictData/getByType/sex',
    searchable: true,
    searchType: 'select',
    searchDictType: 'sex',
    sortOrder: 12,
  },
];

/** 课程分类, a tree with its children as a table: every field editable, no options. */
export const COURSE_CATEGORY: FieldInput[] = [
  { field: 'title', name: '名称', type: 'text', validate: true, searchable: true },
  { field: 'sortOrder', name: '排序', type: 'number', sortable: true },
  { field: 'icon', name: '图标', type: 'text' },
  { field: 'enabled', name: '启用', type: 'switch' },
];

/** 区域节点, a tree showing the selected node: a radio, a fixed code, three fields a row. */
export const REGION_NODE: FieldInput[] = [
  { field: 'name', name: '名称', type: 'text', validate: true },
  { field: 'code', name: '编码', type: 'text', validate: true, editable: false, searchable: true, searchType: 'select' },
  { field: 'grade', name: '级别', type: 'radio', dictType: 'sex' },
  { field: 'openedOn', name: '设立日期', type: 'date', searchable: true, searchType: 'date' },
];
