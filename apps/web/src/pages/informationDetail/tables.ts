import type { SimpleTable } from '@zhiyuan/shared';

const cellText = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
const signature = (cells: string[]) => cells.join('\u0001');

/**
 * The data tables an article has besides those already in its body. The server takes an
 * article's tables from the <table>s of its HTML (served again by /informationSimpleTable for
 * other clients); those the body shows in place are not shown a second time under it. A table
 * counts as in the body when a body table's first row has the same cells as its columns.
 */
export function tablesOutsideBody(bodyHtml: string, tables: readonly SimpleTable[]): SimpleTable[] {
  if (!tables.length) return [];
  const doc = new DOMParser().parseFromString(bodyHtml, 'text/html');
  const inBody = new Set(
    [...doc.querySelectorAll('table')].map((table) => {
      const firstRow = table.querySelector('tr');
      return signature(firstRow ? [...firstRow.querySelectorAll('th, td')].map(cellText) : []);
    }),
  );
  return tables.filter((table) => !inBody.has(signature(table.columns.map((c) => c.replace(/\s+/g, ' ').trim()))));
}
