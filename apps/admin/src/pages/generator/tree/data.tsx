import type { TFunction } from 'i18next';
import { newField, type FieldRow } from '../shared/data';

/** 树形生成 starts from a tree to edit: each node's title, and sortOrder, which orders the siblings. */
export function startingFields(t: TFunction): FieldRow[] {
  return [
    newField(0, { field: 'title', name: t('gen.sample.title'), validate: true, searchable: true }),
    newField(1, { field: 'sortOrder', name: t('gen.sample.sortOrder'), type: 'number', sortable: true }),
    newField(2, { field: 'enabled', name: t('gen.sample.enabled'), type: 'switch' }),
  ];
}
