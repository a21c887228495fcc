import { describe, expect, it } from 'vitest';
import type { GenField } from '@zhiyuan/shared/contracts/generator';
import { generatePath } from '../../../services/generator';
import { fieldColumns, fieldRows, fieldsOf, fileTabs, languageOf, newField, VUE_NAME } from './data';

const t = ((key: string) => key) as never;
/** XBoot's Field keys, every one an editor column. */
const FIELD_KEYS: (keyof GenField)[] = [
  'field',
  'name',
  'type',
  'level',
  'tableShow',
  'sortOrder',
  'searchable',
  'editable',
  'validate',
  'searchType',
  'searchLevel',
  'sortable',
  'defaultSort',
  'defaultSortType',
  'dictType',
  'customUrl',
  'searchDictType',
  'searchCustomUrl',
];

describe('代码生成 field editor', () => {
  it('has a column for each key of XBoot’s Field, then the delete', () => {
    const columns = fieldColumns(t);
    expect(
      columns
        .slice(0, -1)
        .map((c) => c.dataIndex)
        .sort(),
    ).toEqual([...FIELD_KEYS].sort());
    expect(columns.at(-1)?.valueType).toBe('option');
    const type = columns.find((c) => c.dataIndex === 'type');
    expect((type?.fieldProps as { options: { value: string }[] }).options.map((o) => o.value)).toContain('datetime');
  });

  it('starts a field with every key and a key of its own', () => {
    const a = newField(3, { field: 'title' });
    const b = newField(4);
    expect(
      Object.keys(a)
        .filter((k) => k !== 'key')
        .sort(),
    ).toEqual([...FIELD_KEYS].sort());
    expect(a).toMatchObject({ field: 'title', type: 'text', sortOrder: 3, tableShow: true, editable: true, dictType: null });
    expect(a.key).not.toBe(b.key);
  });

  it('sends the rows as Field JSON: no editor keys, trimmed, blanks as null, the name defaulting to the field', () => {
    const rows = fieldRows([{ ...newField(0), field: ' title ', name: '', dictType: ' ', customUrl: '/x ' }]);
    const [field] = fieldsOf(rows);
    expect(field).not.toHaveProperty('key');
    expect(field).toMatchObject({ field: 'title', name: 'title', dictType: null, customUrl: '/x' });
  });

  it('names each generated file for its tab, in the order given, highlighted by its kind', () => {
    const tabs = fileTabs({
      'apps/server/src/modules/a-b/routes.ts': 'x',
      'apps/admin/src/pages/a-b/index.tsx': 'y',
      'apps/server/src/modules/a-b/a-b.sql': 'z',
    });
    expect(tabs.map((x) => [x.name, x.language])).toEqual([
      ['a-b/routes.ts', 'typescript'],
      ['a-b/index.tsx', 'tsx'],
      ['a-b/a-b.sql', 'sql'],
    ]);
    expect(languageOf('README.md')).toBe('markdown');
  });

  it('takes only a camelCase name, and calls XBoot’s paths', () => {
    expect(['noticeBoard', 'a1'].every((n) => VUE_NAME.test(n))).toBe(true);
    expect(['NoticeBoard', 'notice-board', '1a', ''].some((n) => VUE_NAME.test(n))).toBe(false);
    expect(generatePath({ mode: 'table', vueName: 'noticeBoard', rowNum: 2, enableTable: true })).toBe('/generate/table/noticeBoard/2');
    expect(generatePath({ mode: 'tree', vueName: 'node', rowNum: 1, enableTable: false }, true)).toBe('/generate/zip/tree/node/1/false');
  });
});
