import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { SimpleTable } from '@zhiyuan/shared';
import { Button, Card, Empty, Input, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { newItemId } from './ids';

/** One data table as a grid of inputs: its title, a header row of column names, then the rows. */
function TableGrid({ table, onChange, onRemove, index }: { table: SimpleTable; onChange: (next: SimpleTable) => void; onRemove: () => void; index: number }) {
  const { t } = useTranslation();
  const setCell = (r: number, c: number, text: string) =>
    onChange({ ...table, rows: table.rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? text : cell)) : row)) });
  const addColumn = () => onChange({ ...table, columns: [...table.columns, ''], rows: table.rows.map((row) => [...row, '']) });
  const removeColumn = (c: number) =>
    onChange({ ...table, columns: table.columns.filter((_, j) => j !== c), rows: table.rows.map((row) => row.filter((_, j) => j !== c)) });
  const addRow = () => onChange({ ...table, rows: [...table.rows, table.columns.map(() => '')] });
  const removeRow = (r: number) => onChange({ ...table, rows: table.rows.filter((_, i) => i !== r) });
  const cols = `repeat(${table.columns.length}, minmax(96px, 1fr)) 32px`;
  return (
    <Card
      size="small"
      data-testid={`content-table-${index}`}
      title={
        <Input
          variant="borderless"
          value={table.title}
          maxLength={100}
          placeholder={t('content.tables.titlePlaceholder')}
          onChange={(e) => onChange({ ...table, title: e.target.value })}
          aria-label={t('content.tables.title')}
        />
      }
      extra={<Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('content.tables.remove')} />}
    >
      <div className="content-grid">
        <div className="content-grid__row" style={{ gridTemplateColumns: cols }}>
          {table.columns.map((name, c) => (
            <Input
              key={c}
              value={name}
              maxLength={50}
              className="content-grid__head"
              placeholder={t('content.tables.column', { n: c + 1 })}
              aria-label={t('content.tables.column', { n: c + 1 })}
              suffix={
                table.columns.length > 1 ? (
                  <DeleteOutlined className="content-grid__x" onClick={() => removeColumn(c)} aria-label={t('content.tables.removeColumn')} />
                ) : null
              }
              onChange={(e) => onChange({ ...table, columns: table.columns.map((x, j) => (j === c ? e.target.value : x)) })}
            />
          ))}
          <Tooltip title={t('content.tables.addColumn')}>
            <Button icon={<PlusOutlined />} onClick={addColumn} aria-label={t('content.tables.addColumn')} />
          </Tooltip>
        </div>
        {table.rows.map((row, r) => (
          <div key={r} className="content-grid__row" style={{ gridTemplateColumns: cols }}>
            {row.map((cell, c) => (
              <Input key={c} value={cell} maxLength={200} aria-label={`${r + 1}-${c + 1}`} onChange={(e) => setCell(r, c, e.target.value)} />
            ))}
            <Button type="text" danger icon={<DeleteOutlined />} onClick={() => removeRow(r)} aria-label={t('content.tables.removeRow')} />
          </div>
        ))}
      </div>
      <Button type="dashed" icon={<PlusOutlined />} onClick={addRow} style={{ marginTop: 8 }}>
        {t('content.tables.addRow')}
      </Button>
    </Card>
  );
}

/** 数据表格 of an article (GET /informationSimpleTable): edited as grids; the site shows them under the text. */
export function SimpleTablesEditor({ value = [], onChange }: { value?: SimpleTable[]; onChange?: (next: SimpleTable[]) => void }) {
  const { t } = useTranslation();
  const set = (next: SimpleTable[]) => onChange?.(next);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="content-tables">
      {value.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('content.tables.empty')} />}
      {value.map((table, i) => (
        <TableGrid
          key={table.id}
          index={i}
          table={table}
          onChange={(next) => set(value.map((x, j) => (j === i ? next : x)))}
          onRemove={() => set(value.filter((_, j) => j !== i))}
        />
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => set([...value, { id: newItemId(), title: '', columns: ['', ''], rows: [['', '']] }])}
        data-testid="content-table-add"
      >
        {t('content.tables.add')}
      </Button>
    </Space>
  );
}

/** Tables as the server takes them: trimmed, empty rows left out. */
export function tablesForSave(tables: SimpleTable[] | undefined): SimpleTable[] {
  return (tables ?? []).map((table) => ({
    ...table,
    title: table.title.trim(),
    columns: table.columns.map((c) => c.trim()),
    rows: table.rows.filter((row) => row.some((cell) => cell.trim())).map((row) => row.map((cell) => cell.trim())),
  }));
}
