import type { SimpleTable } from '@zhiyuan/shared';
import './content.css';

/**
 * A data table embedded in an article (/informationSimpleTable): its title over a plain table in a
 * box that scrolls sideways, so a wide table never widens the page on a phone.
 */
export function SimpleTableView({ table }: { table: SimpleTable }) {
  return (
    <figure className="zy-stable" data-testid="simple-table">
      {table.title && <figcaption className="zy-stable__title">{table.title}</figcaption>}
      <div className="zy-stable__scroll" tabIndex={0} role="region" aria-label={table.title || undefined}>
        <table>
          <thead>
            <tr>
              {table.columns.map((column, i) => (
                <th key={i} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {table.columns.map((_, c) => (
                  <td key={c}>{row[c] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
