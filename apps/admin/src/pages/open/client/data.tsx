import type { ProColumns } from '@ant-design/pro-components';
import { OIDC_SCOPES, type OpenClientView } from '@zhiyuan/shared';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { valueEnum } from '../../sys/table';

/** Permission codes of 接入网站管理 (seeded with the menu). */
export const CODES = { add: 'open:client:add', edit: 'open:client:edit', delete: 'open:client:delete' } as const;

/** What the page does for a client's actions. */
export interface ClientActionHandlers {
  edit: (row: OpenClientView) => void;
  regenerate: (row: OpenClientView) => unknown;
  toggle: (row: OpenClientView) => unknown;
  remove: (row: OpenClientView) => void;
}

/** A client's actions: 编辑, 重置密钥 (confidential ones), 禁用 or 启用, 删除. */
export function clientActions(t: TFunction, on: ClientActionHandlers): RowAction<OpenClientView>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit, testId: (r) => `client-edit-${r.name}` },
    {
      key: 'regenerate',
      label: t('openClient.regenerate'),
      perm: CODES.edit,
      hidden: (r) => r.public,
      tone: 'warning',
      confirm: { kind: 'pop', title: () => t('openClient.regenerateConfirm'), okTestId: 'client-regenerate-ok' },
      onClick: on.regenerate,
      testId: (r) => `client-regenerate-${r.name}`,
    },
    {
      key: 'toggle',
      label: (r) => t(r.status === 0 ? 'openClient.disable' : 'openClient.enable'),
      perm: CODES.edit,
      confirm: { kind: 'pop', title: (r) => t(r.status === 0 ? 'openClient.disableConfirm' : 'openClient.enableConfirm'), okTestId: 'client-toggle-ok' },
      onClick: on.toggle,
      testId: (r) => `client-toggle-${r.name}`,
    },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove, testId: (r) => `client-delete-${r.name}` },
  ];
}

/** Columns and search fields of the client table. */
export function clientColumns(t: TFunction, actions: RowAction<OpenClientView>[]): ProColumns<OpenClientView>[] {
  return [
    {
      title: t('openClient.name'),
      dataIndex: 'name',
      width: 200,
      render: (_, r) => (
        <Space>
          {r.logo ? <img src={r.logo} alt="" width={24} height={24} style={{ borderRadius: 4, objectFit: 'contain' }} /> : null}
          <Space direction="vertical" size={0}>
            <Typography.Text strong>{r.name}</Typography.Text>
            {r.homeUri ? (
              <Typography.Link href={r.homeUri} target="_blank" rel="noopener noreferrer" style={{ fontSize: 12 }}>
                {r.homeUri}
              </Typography.Link>
            ) : null}
          </Space>
        </Space>
      ),
    },
    {
      title: 'client_id',
      dataIndex: 'id',
      search: false,
      width: 190,
      render: (_, r) => <Typography.Text copyable={{ text: r.id }}>{r.id}</Typography.Text>,
    },
    {
      title: t('openClient.redirectUris'),
      dataIndex: 'redirectUris',
      search: false,
      width: 300,
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ maxWidth: 280 }}>
          {r.redirectUris.map((u) => (
            <Typography.Text key={u} code ellipsis={{ tooltip: u }} style={{ fontSize: 12, maxWidth: 280 }}>
              {u}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    {
      title: t('openClient.scopes'),
      dataIndex: 'scopes',
      search: false,
      width: 200,
      render: (_, r) => (
        <Space size={[0, 4]} wrap>
          {r.scopes.map((s) => (
            <Tag key={s} bordered={false}>
              {s}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('openClient.kind'),
      dataIndex: 'public',
      search: false,
      width: 140,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{t(r.public ? 'openClient.public' : 'openClient.confidential')}</span>
          {r.autoApprove ? (
            <Tag color="blue" bordered={false}>
              {t('openClient.autoApprove')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('openClient.status'),
      dataIndex: 'status',
      search: false,
      width: 90,
      valueEnum: valueEnum([
        { value: 0, label: t('openClient.statuses.enabled') },
        { value: -1, label: t('openClient.statuses.disabled') },
      ]),
      render: (_, r) => (
        <Tag color={r.status === 0 ? 'green' : 'red'} bordered={false}>
          {t(r.status === 0 ? 'openClient.statuses.enabled' : 'openClient.statuses.disabled')}
        </Tag>
      ),
    },
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', search: false, width: 170 },
    actionColumn(t, actions, { width: 230, fixed: 'right' }),
  ];
}

/** A redirect URI the server takes: https, or http on a loopback host; no fragment. */
export function redirectUriProblem(uri: string): boolean {
  try {
    const url = new URL(uri);
    if (uri.includes('#')) return true;
    if (url.protocol === 'https:') return false;
    return !(url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
  } catch {
    return true;
  }
}

/** The text area's lines as redirect URIs. */
export const redirectLines = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The fields of the add / edit dialog. */
export function clientFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'name',
      label: t('openClient.name'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('openClient.name') }) }, { max: 50 }],
      fieldProps: { 'data-testid': 'client-form-name' },
    },
    { kind: 'text', name: 'logo', label: t('openClient.logo'), placeholder: 'https://… / /api/file/view/…', rules: [{ max: 500 }] },
    { kind: 'text', name: 'homeUri', label: t('openClient.homeUri'), placeholder: 'https://', rules: [{ type: 'url', message: t('openClient.badUrl') }] },
    {
      kind: 'textarea',
      name: 'redirectUris',
      label: t('openClient.redirectUris'),
      extra: t('openClient.redirectHelp'),
      fieldProps: { rows: 3, 'data-testid': 'client-form-redirects' },
      rules: [
        { required: true, message: t('adminCommon.required', { label: t('openClient.redirectUris') }) },
        {
          validator: (_rule, value: string | undefined) => {
            const bad = redirectLines(value).filter(redirectUriProblem);
            return bad.length ? Promise.reject(new Error(t('openClient.redirectBad', { uri: bad[0] }))) : Promise.resolve();
          },
        },
      ],
    },
    {
      kind: 'select',
      name: 'scopes',
      label: t('openClient.scopes'),
      options: OIDC_SCOPES.map((s) => ({ value: s, label: `${s} · ${t(`openClient.scopeNames.${s}`)}` })),
      fieldProps: { mode: 'multiple' },
    },
    { kind: 'switch', name: 'public', label: t('openClient.publicSwitch'), extra: t('openClient.publicHelp') },
    { kind: 'switch', name: 'autoApprove', label: t('openClient.autoApprove'), extra: t('openClient.autoApproveHelp') },
  ];
}
