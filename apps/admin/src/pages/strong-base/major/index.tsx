import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Alert, App, Button, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QjMajorAdminView, QjMajorBody } from '@zhiyuan/shared';
import { HasPerm, useAccess } from '../../../access';
import { qjMajorAdmin, strongBaseCodes } from '../../../services/strong-base';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest, valueEnum } from '../../sys/table';
import { DeleteExamplesButton, ExampleTag, numberOrNull, useSchoolOptions } from '../shared';

const CODES = strongBaseCodes('major');
type FormState = { open: false } | { open: true; row?: QjMajorAdminView };

/** 强基专业: each school's 强基 majors with their plan (empty = 未公布) and subject requirement. */
export default function StrongBaseMajorPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const schools = useSchoolOptions();
  const [form, setForm] = useState<FormState>({ open: false });
  const [selected, setSelected] = useState<QjMajorAdminView[]>([]);
  const reload = () => {
    setSelected([]);
    actionRef.current?.clearSelected?.();
    actionRef.current?.reload();
  };
  const remove = (rows: QjMajorAdminView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => `${r.schoolName} · ${r.name}`), thing: t('strongBase.major.thing') }, async () => {
      await qjMajorAdmin.remove(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      reload();
    });
  const yesNo = [{ value: 'true', label: t('common.yes') }, { value: 'false', label: t('common.no') }];

  const columns: ProColumns<QjMajorAdminView>[] = [
    {
      title: t('strongBase.major.name'), dataIndex: 'name', width: 180,
      render: (_, r) => (
        <Space size={6} wrap>
          <Typography.Text strong data-testid="qj-major-name">{r.name}</Typography.Text>
          {r.isExample && <ExampleTag />}
        </Space>
      ),
    },
    {
      title: t('strongBase.major.school'), dataIndex: 'qjSchoolId', width: 200, valueType: 'select',
      fieldProps: { options: schools.options, showSearch: true, optionFilterProp: 'label', loading: schools.loading },
      render: (_, r) => `${r.schoolName}（${r.schoolYear}）`,
    },
    { title: t('strongBase.school.year'), dataIndex: 'year', hideInTable: true },
    { title: t('strongBase.major.category'), dataIndex: 'category', search: false, width: 100, render: (_, r) => (r.category ? <Tag bordered={false} color="blue">{r.category}</Tag> : '-') },
    {
      title: t('strongBase.major.planCount'), dataIndex: 'planCount', search: false, width: 90,
      render: (_, r) => (r.planCount === null ? <Typography.Text type="secondary">{t('strongBase.notPublished')}</Typography.Text> : r.planCount),
    },
    { title: t('strongBase.major.subjectRequirement'), dataIndex: 'subjectRequirement', search: false, width: 140, render: (_, r) => r.subjectRequirement || '-' },
    { title: t('strongBase.major.note'), dataIndex: 'note', search: false, ellipsis: true, render: (_, r) => r.note || '-' },
    { title: t('strongBase.example'), dataIndex: 'isExample', hideInTable: true, valueType: 'select', valueEnum: valueEnum(yesNo) },
    {
      title: t('common.actions'), valueType: 'option', width: 120, fixed: 'right',
      render: (_, r) => (
        <Space size={10}>
          <HasPerm value={CODES.edit}><Typography.Link onClick={() => setForm({ open: true, row: r })} data-testid="qj-major-edit">{t('common.edit')}</Typography.Link></HasPerm>
          <HasPerm value={CODES.delete}><Typography.Link type="danger" onClick={() => remove([r])} data-testid="qj-major-delete">{t('common.delete')}</Typography.Link></HasPerm>
        </Space>
      ),
    },
  ];

  const editing = form.open ? form.row : undefined;
  return (
    <div data-testid="qj-major-page">
      <Alert type="info" showIcon message={t('strongBase.major.exampleFromSchool')} style={{ marginBottom: 16 }} />
      <ProTable<QjMajorAdminView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('strongBase.major.title')}
        cardBordered={false}
        scroll={{ x: 1000 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(qjMajorAdmin.list)}
        locale={{ emptyText: t('strongBase.major.empty') }}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => <Typography.Link type="danger" onClick={() => remove(selected)}>{t('adminCommon.batchDelete')}</Typography.Link>}
        toolBarRender={() => [
          <DeleteExamplesButton key="examples" area="major" onDone={reload} />,
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="qj-major-add">{t('strongBase.major.add')}</Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<QjMajorBody>
        key={form.open ? (editing?.id ?? 'new') : 'closed'}
        title={editing ? t('strongBase.major.edit') : t('strongBase.major.add')}
        open={form.open}
        width={560}
        initialValues={editing ?? { sortOrder: 0 }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setForm({ open: false }) }}
        onFinish={async (v) => {
          const body: QjMajorBody = { ...v, planCount: numberOrNull(v.planCount) };
          try {
            if (editing) await qjMajorAdmin.edit(editing.id, body);
            else await qjMajorAdmin.add(body);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setForm({ open: false });
          reload();
          return true;
        }}
      >
        <ProFormSelect
          name="qjSchoolId"
          label={t('strongBase.major.school')}
          options={schools.options}
          fieldProps={{ showSearch: true, optionFilterProp: 'label', loading: schools.loading }}
          rules={[{ required: true, message: t('adminCommon.required', { label: t('strongBase.major.school') }) }]}
        />
        <ProFormText name="name" label={t('strongBase.major.name')} rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('strongBase.major.name') }) }, { max: 50 }]} />
        <ProFormText name="category" label={t('strongBase.major.category')} placeholder={t('strongBase.major.categoryHint')} rules={[{ max: 20 }]} />
        <ProFormDigit name="planCount" label={t('strongBase.major.planCount')} tooltip={t('strongBase.major.planCountTip')} placeholder={t('strongBase.notPublished')} min={0} max={100000} fieldProps={{ precision: 0 }} />
        <ProFormText name="subjectRequirement" label={t('strongBase.major.subjectRequirement')} rules={[{ max: 200 }]} />
        <ProFormTextArea name="note" label={t('strongBase.major.note')} fieldProps={{ autoSize: { minRows: 2, maxRows: 4 }, maxLength: 500, showCount: true }} />
        <ProFormDigit name="sortOrder" label={t('strongBase.school.sortOrder')} min={-100000} max={100000} fieldProps={{ precision: 0 }} />
      </ModalForm>
    </div>
  );
}
