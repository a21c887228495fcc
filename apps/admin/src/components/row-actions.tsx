import { DownOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { App, Dropdown, Popconfirm, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../access';
import { confirmDelete } from '../pages/sys/shared/confirm';

/**
 * What a click on a row action asks first:
 * - `pop`: a small Popconfirm on the link (disable a user, kick a session);
 * - `modal`: a confirmation dialog with the action's own words (void a card, unbind an account);
 * - `delete`: the console's one delete confirmation (`pages/sys/shared/confirm.ts`), naming the row.
 * The action runs on OK; a dialog waits for it (a failed call keeps it open for another try).
 */
export type RowConfirm<T> =
  | { kind: 'pop'; title: (row: T) => ReactNode; okDanger?: boolean; okTestId?: string }
  | { kind: 'modal'; title: (row: T) => ReactNode; content?: (row: T) => ReactNode; okText?: string; okDanger?: boolean; okTestId?: string }
  | { kind: 'delete'; thing: string; name: (row: T) => string };

/** One action of a table row, as data: the action column draws it as a link (or an item of 更多). */
export interface RowAction<T> {
  /** Unique within the row. */
  key: string;
  label: ReactNode | ((row: T) => ReactNode);
  onClick: (row: T) => unknown;
  /** Drawn only when the current page grants this button type or permission code (`useAccess().can`). */
  perm?: string | readonly string[];
  /** Not drawn for this row (a state the action does not apply to). */
  hidden?: (row: T) => boolean;
  /** Drawn but not clickable for this row. */
  disabled?: (row: T) => boolean;
  /** Red (delete, disable, void) or yellow (take offline). */
  tone?: 'danger' | 'warning';
  confirm?: RowConfirm<T>;
  /** The link's `data-testid`, fixed or per row (`user-edit-${username}`). */
  testId?: string | ((row: T) => string);
  /** The link's accessible name when its text is not enough. */
  ariaLabel?: (row: T) => string;
  /** In the row's 更多 menu rather than a link of its own (`RowActionsLayout.more` names the menu). */
  inMore?: boolean;
  /** The menu item's icon (items of 更多 only). */
  icon?: ReactNode;
}

/** How the links of a row are laid out. */
export interface RowActionsLayout<T> {
  /** Space between the links (12 unless told). */
  size?: number;
  wrap?: boolean;
  direction?: 'horizontal' | 'vertical';
  className?: string;
  /** The 更多 menu's link for the actions marked `inMore`. */
  more?: { label: ReactNode; testId?: (row: T) => string };
  /** Shown instead when the row has no action left to draw. */
  empty?: (row: T) => ReactNode;
}

const valueOf = <T,>(value: string | ((row: T) => string) | undefined, row: T) => (typeof value === 'function' ? value(row) : value);

/** The actions of one row that the user may use and that apply to it, in order. */
export function visibleActions<T>(actions: readonly RowAction<T>[], row: T, can: (perm: string | readonly string[]) => boolean): RowAction<T>[] {
  return actions.filter((action) => (action.perm === undefined || can(action.perm)) && !action.hidden?.(row));
}

/** The links of one row, from its actions as data: permission, state, confirmation, style and test id each come from the action. */
export function RowActions<T>({ row, actions, ...layout }: { row: T; actions: readonly RowAction<T>[] } & RowActionsLayout<T>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const access = useAccess();
  const shown = visibleActions(actions, row, access.can);
  if (!shown.length) return <>{layout.empty?.(row) ?? null}</>;

  const run = (action: RowAction<T>) => Promise.resolve(action.onClick(row));
  const fire = (action: RowAction<T>) => {
    const confirm = action.confirm;
    if (confirm?.kind === 'delete') {
      confirmDelete(modal, t, { names: [confirm.name(row)], thing: confirm.thing }, () => run(action));
    } else if (confirm?.kind === 'modal') {
      modal.confirm({
        title: confirm.title(row),
        content: confirm.content?.(row),
        okText: confirm.okText,
        okButtonProps: { ...(confirm.okDanger ? { danger: true } : {}), ...(confirm.okTestId ? ({ 'data-testid': confirm.okTestId } as object) : {}) },
        onOk: () => run(action),
      });
    } else {
      // The HTTP client has shown a failed call's message already.
      run(action).catch(() => undefined);
    }
  };
  const labelOf = (action: RowAction<T>) => (typeof action.label === 'function' ? action.label(row) : action.label);

  const link = (action: RowAction<T>) => {
    const confirm = action.confirm;
    const pop = confirm?.kind === 'pop';
    const props = {
      type: action.tone,
      disabled: action.disabled?.(row),
      'data-testid': valueOf(action.testId, row),
      'aria-label': action.ariaLabel?.(row),
    };
    if (pop) {
      return (
        <Popconfirm
          key={action.key}
          title={confirm.title(row)}
          onConfirm={() => run(action)}
          okButtonProps={{ ...(confirm.okDanger ? { danger: true } : {}), ...(confirm.okTestId ? ({ 'data-testid': confirm.okTestId } as object) : {}) }}
          disabled={props.disabled}
        >
          <Typography.Link {...props}>{labelOf(action)}</Typography.Link>
        </Popconfirm>
      );
    }
    return (
      <Typography.Link key={action.key} {...props} onClick={() => fire(action)}>
        {labelOf(action)}
      </Typography.Link>
    );
  };

  const inline = shown.filter((action) => !action.inMore);
  const more = shown.filter((action) => action.inMore);
  return (
    <Space size={layout.size ?? 12} wrap={layout.wrap} direction={layout.direction} className={layout.className}>
      {inline.map(link)}
      {more.length > 0 && (
        <Dropdown
          menu={{
            items: more.map((action) => ({
              key: action.key,
              icon: action.icon,
              label: labelOf(action),
              danger: action.tone === 'danger',
              disabled: action.disabled?.(row),
            })),
            onClick: ({ key }) => {
              const action = more.find((a) => a.key === key);
              if (action) fire(action);
            },
          }}
        >
          <Typography.Link data-testid={layout.more?.testId?.(row)}>
            {layout.more?.label ?? t('common.more')} <DownOutlined />
          </Typography.Link>
        </Dropdown>
      )}
    </Space>
  );
}

/** Where the action column sits and what it is called. */
export interface ActionColumnOptions<T> extends RowActionsLayout<T> {
  width: number;
  fixed?: 'right';
  /** `common.actions` (操作) unless told. */
  title?: ReactNode;
  /** Leaves the column out (no action the user may use on any row). */
  hideInTable?: boolean;
}

/** The action column of a ProTable: every list screen's operations are this column over its actions. */
export function actionColumn<T>(t: TFunction, actions: readonly RowAction<T>[], options: ActionColumnOptions<T>): ProColumns<T> {
  const { width, fixed, title, hideInTable, ...layout } = options;
  return {
    title: title ?? t('common.actions'),
    key: 'actions',
    valueType: 'option',
    width,
    ...(fixed ? { fixed } : {}),
    ...(hideInTable ? { hideInTable } : {}),
    render: (_, row) => <RowActions row={row} actions={actions} {...layout} />,
  };
}

/** The same column for a plain antd Table (lists that are not paged by ProTable). */
export function tableActionColumn<T>(t: TFunction, actions: readonly RowAction<T>[], options: Omit<ActionColumnOptions<T>, 'hideInTable'>): ColumnType<T> {
  const { width, fixed, title, ...layout } = options;
  return {
    title: title ?? t('common.actions'),
    key: 'actions',
    width,
    ...(fixed ? { fixed } : {}),
    render: (_: unknown, row: T) => <RowActions row={row} actions={actions} {...layout} />,
  };
}
