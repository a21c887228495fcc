import type { TFunction } from 'i18next';
import { newField, type FieldRow } from '../shared/data';

/** 表格生成 starts from a small list to edit: a title searched and sorted, a switch, a date searched by range. */
export function startingFields(t: TFunction): FieldRow[] {
  return [
    newField(0, { field: 'title', name: t('gen.sample.title'), validate: true, searchable: true, sortable: true }),
    newField(1, { field: 'enabled', name: t('gen.sample.enabled'), type: 'switch' }),
    newField(2, { field: 'publishDate', name: t('gen.sample.date'), type: 'date', searchable: true, searchType: 'daterange', defaultSort: true }),
  ];
}
