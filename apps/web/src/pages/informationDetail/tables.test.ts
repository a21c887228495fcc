import { describe, expect, it } from 'vitest';
import type { SimpleTable } from '@zhiyuan/shared';
import { tablesOutsideBody } from './tables.ts';

const table = (id: string, columns: string[]): SimpleTable => ({ id, title: `表${id}`, columns, rows: [columns.map((c) => `${c}值`)] });

describe('the data tables shown under an article', () => {
  const body = `<h2>示例</h2><table><thead><tr><th>志愿顺序</th><th>院校（示例）</th></tr></thead><tbody><tr><td>1</td><td>甲大学</td></tr></tbody></table>`;

  it('leaves out a table the body already shows in place', () => {
    expect(tablesOutsideBody(body, [table('1', ['志愿顺序', '院校（示例）'])])).toEqual([]);
  });

  it('keeps a table the body does not have', () => {
    const other = table('2', ['年份', '位次']);
    expect(tablesOutsideBody(body, [table('1', ['志愿顺序', '院校（示例）']), other])).toEqual([other]);
  });

  it('keeps every table of a body without tables, and ignores spacing in the header cells', () => {
    const tables = [table('3', ['批次', '分数线'])];
    expect(tablesOutsideBody('<p>正文</p>', tables)).toEqual(tables);
    expect(tablesOutsideBody('<table><tr><td> 批次 </td><td>分数线</td></tr></table>', tables)).toEqual([]);
  });
});
