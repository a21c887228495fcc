import { Button, Switch, Tag, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { groupName, type VolunteerRow } from '@zhiyuan/shared';
import { TIER_COLORS, bandText, percent, rowKeyOf } from './model.ts';
import { PlanBadge } from './PlanBadge.tsx';

export interface RowsProps {
  rows: VolunteerRow[];
  /** Group mode shows 服从调剂; single-major mode does not. */
  groupMode: boolean;
  /** 1-based rows the last refused save named. */
  badRows: Set<number>;
  onChange(rows: VolunteerRow[]): void;
}

const move = (rows: VolunteerRow[], from: number, to: number) => (to < 0 || to >= rows.length ? rows : arrayMove(rows, from, to));
/** Stable ids for dnd-kit: the unit's key, with a counter for the (refused on save) duplicates. */
function ids(rows: VolunteerRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const key = rowKeyOf(r);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n ? `${key}#${n}` : key;
  });
}

function TierTag({ row }: { row: VolunteerRow }) {
  if (!row.tier) return <Tag data-testid="form-row-tier">—</Tag>;
  return (
    <Tag color={TIER_COLORS[row.tier]} data-testid="form-row-tier">
      {row.tier}
    </Tag>
  );
}

function Probability({ row }: { row: VolunteerRow }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={row.band ? t('forms.band', { band: bandText(row.band), confidence: row.confidence ?? '—' }) : t('forms.noProbability')}>
      <span className="zy-form__prob" data-testid="form-row-probability">
        {percent(row.probability)}
      </span>
    </Tooltip>
  );
}

function SortableTableRow({ id, index, row, props }: { id: string; index: number; row: VolunteerRow; props: RowsProps }) {
  const { t, i18n } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const { rows, onChange, groupMode } = props;
  const style = { transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' as const };
  return (
    <tr
      ref={setNodeRef}
      style={style}
      className={`zy-form__tr${isDragging ? ' is-dragging' : ''}${props.badRows.has(index + 1) ? ' is-bad' : ''}`}
      data-testid="form-row"
    >
      <td className="zy-form__handle-cell">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="zy-form__handle"
          aria-label={t('forms.drag')}
          data-testid="form-row-handle"
          {...attributes}
          {...listeners}
        >
          <HolderOutlined />
        </button>
        <span className="zy-form__order">{index + 1}</span>
      </td>
      <td>
        <div className="zy-form__school" data-testid="form-row-school">
          {row.schoolName}
        </div>
        <div className="zy-muted">{[row.schoolCode, row.groupCode && groupName(row.groupCode, i18n.language)].filter(Boolean).join(' · ')}</div>
        {row.plan ? <PlanBadge plan={row.plan} /> : null}
      </td>
      <td className="zy-form__majors">
        {row.majors.map((m, j) => (
          <Tag key={`${m.name}${j}`}>
            {j + 1}. {m.name}
          </Tag>
        ))}
      </td>
      {groupMode ? (
        <td>
          <Switch
            size="small"
            checked={row.obeyAdjust}
            aria-label={t('forms.obey')}
            onChange={(v) => onChange(rows.map((r, i) => (i === index ? { ...r, obeyAdjust: v } : r)))}
          />
        </td>
      ) : null}
      <td>
        <TierTag row={row} />
      </td>
      <td>
        <Probability row={row} />
      </td>
      <td className="zy-form__actions">
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined />}
          disabled={index === 0}
          aria-label={t('forms.up')}
          onClick={() => onChange(move(rows, index, index - 1))}
        />
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined />}
          disabled={index === rows.length - 1}
          aria-label={t('forms.down')}
          onClick={() => onChange(move(rows, index, index + 1))}
        />
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('forms.remove')}
          data-testid="form-row-remove"
          onClick={() => onChange(rows.filter((_, i) => i !== index))}
        />
      </td>
    </tr>
  );
}

/** Desktop: a table whose rows are dragged by their handle (mouse or keyboard) or moved by arrows. */
export function DesktopRows(props: RowsProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = ids(props.rows);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onChange(arrayMove(props.rows, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <table className="zy-form__table" data-testid="form-table">
        <thead>
          <tr>
            <th style={{ width: 72 }}>{t('forms.order')}</th>
            <th>{t('forms.school')}</th>
            <th>{t('forms.majors')}</th>
            {props.groupMode ? <th style={{ width: 80 }}>{t('forms.obey')}</th> : null}
            <th style={{ width: 64 }}>{t('forms.tier')}</th>
            <th style={{ width: 80 }}>{t('forms.probability')}</th>
            <th style={{ width: 110 }} />
          </tr>
        </thead>
        <tbody>
          <SortableContext items={keys} strategy={verticalListSortingStrategy}>
            {props.rows.map((row, i) => (
              <SortableTableRow key={keys[i]} id={keys[i]} index={i} row={row} props={props} />
            ))}
          </SortableContext>
        </tbody>
      </table>
    </DndContext>
  );
}

function SortableCard({ id, index, row, props }: { id: string; index: number; row: VolunteerRow; props: RowsProps }) {
  const { t, i18n } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const { rows, onChange, groupMode } = props;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`zy-form__card${isDragging ? ' is-dragging' : ''}${props.badRows.has(index + 1) ? ' is-bad' : ''}`}
      data-testid="form-row"
    >
      <div className="zy-form__card-head">
        <span className="zy-form__order">{index + 1}</span>
        <div className="zy-form__card-title">
          <div className="zy-form__school" data-testid="form-row-school">
            {row.schoolName}
          </div>
          <div className="zy-muted">{[row.schoolCode, row.groupCode && groupName(row.groupCode, i18n.language)].filter(Boolean).join(' · ')}</div>
          {row.plan ? <PlanBadge plan={row.plan} /> : null}
        </div>
        <TierTag row={row} />
        <Probability row={row} />
      </div>
      <div className="zy-form__majors">
        {row.majors.map((m, j) => (
          <Tag key={`${m.name}${j}`}>
            {j + 1}. {m.name}
          </Tag>
        ))}
      </div>
      <div className="zy-form__card-actions">
        {groupMode ? (
          <label className="zy-form__obey">
            <Switch size="small" checked={row.obeyAdjust} onChange={(v) => onChange(rows.map((r, i) => (i === index ? { ...r, obeyAdjust: v } : r)))} />
            <span>{t('forms.obey')}</span>
          </label>
        ) : (
          <span />
        )}
        <div className="zy-form__thumb">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="zy-form__handle zy-form__handle--touch"
            aria-label={t('forms.drag')}
            {...attributes}
            {...listeners}
          >
            <HolderOutlined />
          </button>
          <Button
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t('forms.up')}
            data-testid="form-row-up"
            onClick={() => onChange(move(rows, index, index - 1))}
          />
          <Button
            icon={<ArrowDownOutlined />}
            disabled={index === rows.length - 1}
            aria-label={t('forms.down')}
            data-testid="form-row-down"
            onClick={() => onChange(move(rows, index, index + 1))}
          />
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={t('forms.remove')}
            data-testid="form-row-remove"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          />
        </div>
      </div>
    </li>
  );
}

/** Phone: cards with thumb-sized move buttons, and a drag handle that waits for a short press (so scrolling still works). */
export function MobileRows(props: RowsProps) {
  const sensors = useSensors(
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
  );
  const keys = ids(props.rows);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onChange(arrayMove(props.rows, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="zy-form__cards" data-testid="form-table">
          {props.rows.map((row, i) => (
            <SortableCard key={keys[i]} id={keys[i]} index={i} row={row} props={props} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
