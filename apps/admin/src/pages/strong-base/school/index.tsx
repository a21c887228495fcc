import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProForm, ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QjSchoolBody, QjSchoolView } from '@zhiyuan/shared';
import { HasPerm, useAccess } from '../../../access';
import { qjSchoolAdmin, strongBaseCodes } from '../../../services/strong-base';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest, valueEnum } from '../../sys/table';
import { DeleteExamplesButton, ExampleTag } from '../shared';

const CODES = strongBaseCodes('school');
type FormState = { open: false } | { open: true; row?: QjSchoolView };

/** 强基院校: the schools of each year with their dates, entry rule and 85/15 weight; 示例 marked, removable at once. */
export default function StrongBaseSchoolPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<FormState>({ open: false });
  const [selected, setSelected] = useState<QjSchoolView[]>([]);
  const reload = () => {
    setSelected([]);
    actionRef.current?.clearSelected?.();
    actionRef.current?.reload();
  };
  const remove = (rows: QjSchoolView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => `${r.name}（${r.year}）`), thing: t('strongBase.school.thing') }, async () => {
      await qjSchoolAdmin.remove(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      reload();
    });
  const yesNo = [{ value: 'true', label: t('common.yes') }, { value: 'false', label: t('common.no') }];

  const columns: ProColumns<QjSchoolView>[] = [
    {
      title: t('strongBase.school.name'), dataIndex: 'name', width: 200,
      render: (_, r) => (
        <Space size={6} wrap>
          <Typography.Link strong onClick={() => setForm({ open: true, row: r })} data-testid="qj-school-name">{r.name}</Typography.Link>
          {r.isExample && <ExampleTag />}
        </Space>
      ),
    },
    { title: t('strongBase.school.year'), dataIndex: 'year', width: 80 },
    { title: t('strongBase.school.place'), key: 'place', search: false, width: 110, render: (_, r) => [r.province, r.city !== r.province ? r.city : null].filter(Boolean).join(' · ') || '-' },
    { title: t('strongBase.school.signupStart'), dataIndex: 'signupStart', search: false, width: 170, ellipsis: true, render: (_, r) => r.signupStart ?? '-' },
    { title: t('strongBase.school.testPeriod'), dataIndex: 'testPeriod', search: false, width: 170, ellipsis: true, render: (_, r) => r.testPeriod ?? '-' },
    { title: t('strongBase.school.gaokaoWeight'), dataIndex: 'gaokaoWeight', search: false, width: 100, render: (_, r) => `${Math.round(r.gaokaoWeight * 100)}% / ${Math.round((1 - r.gaokaoWeight) * 100)}%` },
    { title: t('strongBase.school.majorCount'), dataIndex: 'majorCount', search: false, width: 70 },
    { title: t('strongBase.school.lineCount'), dataIndex: 'lineCount', search: false, width: 70 },
    { title: t('strongBase.example'), dataIndex: 'isExample', hideInTable: true, valueType: 'select', valueEnum: valueEnum(yesNo) },
    {
      title: t('common.actions'), valueType: 'option', width: 120, fixed: 'right',
      render: (_, r) => (
        <Space size={10}>
          <HasPerm value={CODES.edit}><Typography.Link onClick={() => setForm({ open: true, row: r })} data-testid="qj-school-edit">{t('common.edit')}</Typography.Link></HasPerm>
          <HasPerm value={CODES.delete}><Typography.Link type="danger" onClick={() => remove([r])} data-testid="qj-school-delete">{t('common.delete')}</Typography.Link></HasPerm>
        </Space>
      ),
    },
  ];

  const editing = form.open ? form.row : undefined;
  return (
    <div data-testid="qj-school-page">
      <ProTable<QjSchoolView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('strongBase.school.title')}
        cardBordered={false}
        scroll={{ x: 1150 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(qjSchoolAdmin.list)}
        locale={{ emptyText: t('strongBase.school.empty') }}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => <Typography.Link type="danger" onClick={() => remove(selected)}>{t('adminCommon.batchDelete')}</Typography.Link>}
        toolBarRender={() => [
          <DeleteExamplesButton key="examples" area="school" onDone={reload} />,
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="qj-school-add">{t('strongBase.school.add')}</Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<QjSchoolBody>
        key={form.open ? (editing?.id ?? 'new') : 'closed'}
        title={editing ? t('strongBase.school.edit') : t('strongBase.school.add')}
        open={form.open}
        width={640}
        initialValues={editing ?? { year: new Date().getFullYear() + 1, gaokaoWeight: 0.85, testFullMark: 100, isExample: false, sortOrder: 0 }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setForm({ open: false }) }}
        readonly={!!editing && !access.can(CODES.edit)}
        onFinish={async (v) => {
          const body: QjSchoolBody = { ...v, institutionId: v.institutionId || null };
          try {
            if (editing) await qjSchoolAdmin.edit(editing.id, body);
            else await qjSchoolAdmin.add(body);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setForm({ open: false });
          reload();
          return true;
        }}
      >
        <ProForm.Group>
          <ProFormText name="name" label={t('strongBase.school.name')} width="md" rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('strongBase.school.name') }) }, { max: 50 }]} />
          <ProFormDigit name="year" label={t('strongBase.school.year')} tooltip={t('strongBase.school.yearTip')} min={2020} max={2100} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
        </ProForm.Group>
        <ProFormText name="institutionId" label={t('strongBase.school.institutionId')} tooltip={t('strongBase.school.institutionIdTip')} rules={[{ max: 40 }]} />
        <ProFormText name="signupStart" label={t('strongBase.school.signupStart')} tooltip={t('strongBase.school.dateTip')} rules={[{ max: 100 }]} />
        <ProFormText name="signupEnd" label={t('strongBase.school.signupEnd')} tooltip={t('strongBase.school.dateTip')} rules={[{ max: 100 }]} />
        <ProFormText name="testPeriod" label={t('strongBase.school.testPeriod')} tooltip={t('strongBase.school.dateTip')} rules={[{ max: 100 }]} />
        <ProFormTextArea name="entryRule" label={t('strongBase.school.entryRule')} fieldProps={{ autoSize: { minRows: 2, maxRows: 6 }, maxLength: 2000, showCount: true }} />
        <ProForm.Group>
          <ProFormDigit name="gaokaoWeight" label={t('strongBase.school.gaokaoWeight')} tooltip={t('strongBase.school.gaokaoWeightTip')} min={0.85} max={0.99} fieldProps={{ step: 0.01, precision: 3 }} />
          <ProFormDigit name="testFullMark" label={t('strongBase.school.testFullMark')} min={1} max={1000} fieldProps={{ precision: 0 }} />
          <ProFormDigit name="sortOrder" label={t('strongBase.school.sortOrder')} min={-100000} max={100000} fieldProps={{ precision: 0 }} />
        </ProForm.Group>
        <ProFormTextArea name="summary" label={t('strongBase.school.summary')} fieldProps={{ autoSize: { minRows: 2, maxRows: 6 }, maxLength: 2000, showCount: true }} />
        <ProFormText name="source" label={t('strongBase.school.source')} rules={[{ max: 500 }]} />
        <ProFormSwitch name="isExample" label={t('strongBase.example')} tooltip={t('strongBase.exampleHint')} />
      </ModalForm>
    </div>
  );
}
