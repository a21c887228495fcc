import { ProTable, type ActionType } from '@ant-design/pro-components';
import type { ContentKind, SampleRow } from '@zhiyuan/shared';
import { Alert, App, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HasPerm, hasButton, useAccess, useResolvedMenu } from '../../../access';
import { componentKey } from '../../component-key';
import { sampleAdmin } from '../../../services/samples';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest } from '../../sys/table';
import { ContentFormDrawer, type FormTarget } from '../shared/content-form';
import '../shared/content.css';
import { CODES, pageKind, SAMPLE_KINDS, sampleActions, sampleColumns } from './data';

/**
 * 示例内容 (issue 30): every row still marked 示例, across kinds: open one to edit it (saving it makes
 * it real content), mark rows as real, or delete them, one by one or in bulk. ?kind= filters.
 */
export default function SamplesPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const menu = useResolvedMenu();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<SampleRow[]>([]);
  const [form, setForm] = useState<{ kind: ContentKind; target: FormTarget } | null>(null);
  const initialKind = SAMPLE_KINDS.find((k) => k === params.get('kind'));

  const done = (text: string) => {
    void message.success(text);
    setSelected([]);
    actionRef.current?.clearSelected?.();
    actionRef.current?.reload();
  };
  const remove = (rows: SampleRow[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.title), thing: t('content.samples.thing') }, async () => {
      const { deleted } = await sampleAdmin.remove(rows.map((r) => r.id));
      done(t('content.samples.removed', { count: deleted }));
    });
  const markReal = (rows: SampleRow[]) =>
    modal.confirm({
      title: t('content.samples.markRealTitle'),
      content: t('content.samples.markRealConfirm', { count: rows.length }),
      okButtonProps: { ...({ 'data-testid': 'samples-mark-real-ok' } as object) },
      onOk: async () => {
        const { updated } = await sampleAdmin.markReal(rows.map((r) => r.id));
        done(t('content.samples.markRealDone', { count: updated }));
      },
    });
  const open = (row: SampleRow) => {
    if (row.kind === 'contact') {
      const path = access.pathOf('auto-chat/setting');
      if (path) navigate(path);
      return;
    }
    if (row.kind === 'lesson') {
      const path = access.pathOf('content/course');
      if (path) navigate(path);
      return;
    }
    setForm({ kind: row.kind, target: { open: true, id: row.id } });
  };
  /** What the kind's own page grants (its 编辑 and 发布 buttons), for the editor opened here. */
  const kindCan = (kind: ContentKind) => (code: string) =>
    hasButton(
      menu.pages.find((p) => p.component && componentKey(p.component) === `content/${pageKind(kind)}`),
      code,
    );
  const canOpen = (row: SampleRow) => (row.kind === 'contact' ? access.canOpen('auto-chat/setting') : access.canOpen(`content/${pageKind(row.kind)}`));

  const columns = sampleColumns(t, {
    initialKind,
    canOpen,
    open,
    actions: sampleActions(t, { canOpen, open, markReal: (row) => markReal([row]), remove: (row) => remove([row]) }),
  });

  const canBatch = access.can([CODES.edit, CODES.delete]);
  return (
    <div data-testid="content-page-samples" className="content-page">
      <Alert type="info" showIcon message={t('content.samples.intro')} style={{ marginBottom: 12 }} />
      <ProTable<SampleRow>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('content.samples.title')}
        cardBordered={false}
        scroll={{ x: 800 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={pagedRequest(sampleAdmin.list)}
        locale={{ emptyText: t('content.samples.empty') }}
        rowSelection={canBatch ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Space size={16}>
            <HasPerm value={CODES.edit}>
              <Typography.Link onClick={() => markReal(selected)} data-testid="samples-batch-mark-real">
                {t('content.samples.markReal')}
              </Typography.Link>
            </HasPerm>
            <HasPerm value={CODES.delete}>
              <Typography.Link type="danger" onClick={() => remove(selected)} data-testid="samples-batch-delete">
                {t('adminCommon.batchDelete')}
              </Typography.Link>
            </HasPerm>
          </Space>
        )}
      />
      {form && (
        <ContentFormDrawer
          kind={form.kind}
          target={form.target}
          onClose={() => setForm(null)}
          onSaved={() => actionRef.current?.reload()}
          can={kindCan(form.kind)}
        />
      )}
    </div>
  );
}
