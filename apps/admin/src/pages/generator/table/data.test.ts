import { describe, expect, it } from 'vitest';
import { VUE_NAME } from '../shared/data';
import { startingFields } from './data';

const t = ((key: string) => key) as never;

describe('表格生成 starting definition', () => {
  it('is a list with a required, searched and sorted title and a date searched by range', () => {
    const fields = startingFields(t);
    expect(fields.map((f) => f.field)).toEqual(['title', 'enabled', 'publishDate']);
    expect(fields.every((f) => VUE_NAME.test(f.field))).toBe(true);
    expect(fields[0]).toMatchObject({ validate: true, searchable: true, sortable: true, name: 'gen.sample.title' });
    expect(fields[2]).toMatchObject({ type: 'date', searchType: 'daterange', defaultSort: true });
  });
});
