import type { ProColumns } from '@ant-design/pro-components';
import { GEN_FIELD_TYPES, GEN_SEARCH_TYPES, type GeneratedFiles, type GenField } from '@zhiyuan/shared/contracts/generator';
import type { TFunction } from 'i18next';

/** A row of the field editor: a Field and the editor's own key. */
export type FieldRow = GenField & { key: string };

/** The form's name rule: what the server takes as vueName. */
export const VUE_NAME = /^[a-z][a-zA-Z0-9]{0,39}$/;

let counter = 0;
const nextKey = () => `f${Date.now().toString(36)}${(counter += 1)}`;

/** A new field for the editor: a text field shown in the list, as XBoot's generator starts one. */
export function newField(index: number, partial: Partial<GenField> = {}): FieldRow {
  return {
    key: nextKey(),
    field: '',
    name: '',
    type: 'text',
    level: '1',
    tableShow: true,
    sortOrder: index,
    searchable: false,
    editable: true,
    validate: false,
    searchType: 'text',
    searchLevel: '1',
    sortable: false,
    defaultSort: false,
    defaultSortType: 'desc',
    dictType: null,
    customUrl: null,
    searchDictType: null,
    searchCustomUrl: null,
    ...partial,
  };
}

/** Fields read from a table (getEntityData), as editor rows. */
export const fieldRows = (fields: GenField[]): FieldRow[] => fields.map((f, i) => ({ ...newField(i), ...f }));

/** The editor's rows as the Field JSON the server takes: keys dropped, blanks as null. */
export function fieldsOf(rows: FieldRow[]): GenField[] {
  const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  return rows.map(({ key: _key, ...f }) => ({
    ...f,
    field: f.field.trim(),
    name: f.name.trim() || f.field.trim(),
    sortOrder: Number(f.sortOrder) || 0,
    dictType: blank(f.dictType),
    customUrl: blank(f.customUrl),
    searchDictType: blank(f.searchDictType),
    searchCustomUrl: blank(f.searchCustomUrl),
  }));
}

const options = (values: readonly string[], label: (v: string) => string) => values.map((value) => ({ value, label: label(value) }));
const LEVELS = ['1', '2', '3'];

/** The editor's columns: one for each key of XBoot's Field, then the row's delete. */
export function fieldColumns(t: TFunction): ProColumns<FieldRow>[] {
  const col = (key: keyof GenField, extra: ProColumns<FieldRow> = {}): ProColumns<FieldRow> => ({
    title: t(`gen.col.${key}`),
    dataIndex: key,
    width: 110,
    ...extra,
  });
  const text = { formItemProps: { rules: [{ required: true, message: t('gen.required') }] } };
  const select = (values: ProColumns<FieldRow>['fieldProps']) => ({ valueType: 'select' as const, fieldProps: values });
  return [
    col('field', { width: 140, fixed: 'left', ...text, fieldProps: { placeholder: 'title' } }),
    col('name', { width: 120, fieldProps: { placeholder: t('gen.col.name') } }),
    col('type', { width: 130, ...select({ options: options(GEN_FIELD_TYPES, (v) => t(`gen.types.${v}`)) }) }),
    col('validate', { valueType: 'switch', width: 70 }),
    col('editable', { valueType: 'switch', width: 80 }),
    col('tableShow', { valueType: 'switch', width: 80 }),
    col('level', { width: 90, ...select({ options: options(LEVELS, (v) => v) }) }),
    col('sortOrder', { valueType: 'digit', width: 80 }),
    col('searchable', { valueType: 'switch', width: 80 }),
    col('searchType', { width: 120, ...select({ options: options(GEN_SEARCH_TYPES, (v) => t(`gen.searchTypes.${v}`)) }) }),
    col('searchLevel', { width: 90, ...select({ options: options(LEVELS, (v) => v) }) }),
    col('sortable', { valueType: 'switch', width: 80 }),
    col('defaultSort', { valueType: 'switch', width: 90 }),
    col('defaultSortType', { width: 100, ...select({ options: options(['asc', 'desc'], (v) => t(`gen.${v}`)) }) }),
    col('dictType', { width: 120, fieldProps: { placeholder: 'sex' } }),
    col('customUrl', { width: 160, fieldProps: { placeholder: '/dictData/getByType/sex' } }),
    col('searchDictType', { width: 120 }),
    col('searchCustomUrl', { width: 160 }),
    { title: t('common.actions'), valueType: 'option', width: 70, fixed: 'right' },
  ];
}

/** How the preview highlights a file (prism-react-renderer's language names). */
export function languageOf(path: string): string {
  if (path.endsWith('.tsx')) return 'tsx';
  if (path.endsWith('.ts')) return 'typescript';
  if (path.endsWith('.sql')) return 'sql';
  return 'markdown';
}

/** The preview's tabs, in the order the server wrote the files: the file's name, its path and its language. */
export function fileTabs(files: GeneratedFiles): { path: string; name: string; language: string; code: string }[] {
  return Object.entries(files).map(([path, code]) => {
    const parts = path.split('/');
    const name = parts.slice(-2).join('/');
    return { path, name, language: languageOf(path), code };
  });
}
