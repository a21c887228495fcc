/**
 * 代码生成 (issue 35; XBoot's /generate/* calls, modules/generator on the server): XBoot's Field JSON
 * in, this project's own files out.
 */

/** The field types the generator takes (XBoot's form types), each becoming one column type. */
export const GEN_FIELD_TYPES = ['text', 'textarea', 'select', 'radio', 'switch', 'number', 'slider', 'date', 'datetime', 'time', 'upload', 'area'] as const;
export type GenFieldType = (typeof GEN_FIELD_TYPES)[number];

/** How a field is searched in the list: text (contains), select (equals), date (that day), daterange (from–to). */
export const GEN_SEARCH_TYPES = ['text', 'select', 'date', 'daterange'] as const;
export type GenSearchType = (typeof GEN_SEARCH_TYPES)[number];

/** One field of a definition: XBoot's generator `Field`, every key given. */
export interface GenField {
  /** The property name (camelCase); its column is the snake_case of it. */
  field: string;
  /** The label the screens show. */
  name: string;
  type: GenFieldType;
  /** '1' first: the order of the form's fields before sortOrder. */
  level: string;
  /** Shown as a column of the list (else only in the form). */
  tableShow: boolean;
  sortOrder: number;
  searchable: boolean;
  /** Changeable by edit; false: set when added, fixed afterwards. */
  editable: boolean;
  /** Required (and NOT NULL). */
  validate: boolean;
  searchType: GenSearchType;
  /** '1' first: the order of the search fields. */
  searchLevel: string;
  sortable: boolean;
  /** The list's default order is by this field. */
  defaultSort: boolean;
  defaultSortType: 'asc' | 'desc';
  /** A select or radio's options: a dictionary type, or a GET call of our API answering a list. */
  dictType: string | null;
  customUrl: string | null;
  searchDictType: string | null;
  searchCustomUrl: string | null;
}

/** What a generation gives: each file's path from the repository's root → its text. */
export type GeneratedFiles = Record<string, string>;

/** One of the product's tables that getEntityData reads. */
export interface GenTable {
  /** Its SQL name (`stop_word`). */
  name: string;
  /** How many fields it gives (the columns but the id, the author and time columns). */
  fields: number;
}
