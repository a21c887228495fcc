import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm, ProForm, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormSwitch, ProFormText, ProTable, type ActionType, type ProColumns,
} from '@ant-design/pro-components';
import { App, Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QjLineAdminView, QjLineBody } from '@zhiyuan/shared';
import { HasPerm, useAccess } from '../../../access';
import { qjLineAdmin, qjMajorAdmin, strongBaseCodes } from '../../../services/strong-base';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest, valueEnum } from '../../sys/table';
import { DeleteExamplesButton, ExampleTag, numberOrNull, provinceEnum, provinceOptions, useSchoolOptions } from '../shared';

const CODES = strongBaseCodes('score');
type FormState = { open: false } | { open: true; row?: QjLineAdminView };

/** 强基分数线: published 入围 and 综合成绩 lines by school (or major), province and year, each with its source. */
export default function StrongBaseScorePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const schools = useSchoolOptions();
  const [form, setForm] = useState<FormState>({ open: false });
  const [selected, setSelected] = useState<QjLineAdminView[]>([]);
  const reload = () => {
    setSelected([]);
    actionRef.current?.clearSelected?.();
    actionRef.current?.reload();
  };
  const lineName = (r: QjLineAdminView) => `${r.schoolName} · ${r.majorName ?? t('strongBase.schoolLine')} · ${r.province} ${r.year}`;
  const remove = (rows: QjLineAdminView[]) =>
    confirmDelete(modal, t, { names: rows.map(lineName), thing: t('strongBase.score.thing') }, async () => {
      await qjLineAdmin.remove(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      reload();
    });
  const yesNo = [{ value: 'true', label: t('common.yes') }, { value: 'false', label: t('common.no') }];

  const columns: ProColumns<QjLineAdminView>[] = [
    {
      title: t('strongBase.score.school'), dataIndex: 'qjSchoolId', width: 190, valueType: 'select',
      fieldProps: { options: schools.options, showSearch: true, optionFilterProp: 'label', loading: schools.loading },
      render: (_, r) => (
        <Space size={6} wrap>
          <Typography.Text strong data-testid="qj-score-school">{r.schoolName}</Typography.Text>
          {r.isExample && <ExampleTag />}
        </Space>
      ),
    },
    { title: t('strongBase.score.major'), dataIndex: 'majorName', search: false, width: 120, render: (_, r) => r.majorName ?? <Typography.Text type="secondary">{t('strongBase.schoolLine')}</Typography.Text> },
    { title: t('strongBase.score.province'), dataIndex: 'province', width: 90, valueType: 'select', valueEnum: provinceEnum, fieldProps: { showSearch: true } },
    { title: t('strongBase.score.year'), dataIndex: 'year', width: 80 },
    { title: t('strongBase.score.subjectType'), dataIndex: 'subjectType', search: false, width: 80, render: (_, r) => r.subjectType || '-' },
    { title: t('strongBase.score.entryScore'), dataIndex: 'entryScore', search: false, width: 90, render: (_, r) => (r.entryScore === null ? '-' : `${r.entryScore} / ${r.gaokaoFullMark}`) },
    { title: t('strongBase.score.compositeLine'), dataIndex: 'compositeLine', search: false, width: 110, render: (_, r) => (r.compositeLine === null ? '-' : `${r.compositeLine} / ${r.compositeScale}`) },
    { title: t('strongBase.score.source'), dataIndex: 'source', search: false, ellipsis: true, render: (_, r) => r.source || '-' },
    { title: t('strongBase.example'), dataIndex: 'isExample', hideInTable: true, valueType: 'select', valueEnum: valueEnum(yesNo) },
    {
      title: t('common.actions'), valueType: 'option', width: 120, fixed: 'right',
      render: (_, r) => (
        <Space size={10}>
          <HasPerm value={CODES.edit}><Typography.Link onClick={() => setForm({ open: true, row: r })} data-testid="qj-score-edit">{t('common.edit')}</Typography.Link></HasPerm>
          <HasPerm value={CODES.delete}><Typography.Link type="danger" onClick={() => remove([r])} data-testid="qj-score-delete">{t('common.delete')}</Typography.Link></HasPerm>
        </Space>
      ),
    },
  ];

  const editing = form.open ? form.row : undefined;
  return (
    <div data-testid="qj-score-page">
      <ProTable<QjLineAdminView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('strongBase.score.title')}
        cardBordered={false}
        scroll={{ x: 1150 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(qjLineAdmin.list)}
        locale={{ emptyText: t('strongBase.score.empty') }}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => <Typography.Link type="danger" onClick={() => remove(selected)}>{t('adminCommon.batchDelete')}</Typography.Link>}
        toolBarRender={() => [
          <DeleteExamplesButton key="examples" area="score" onDone={reload} />,
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="qj-score-add">{t('strongBase.score.add')}</Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<QjLineBody>
        key={form.open ? (editing?.id ?? 'new') : 'closed'}
        title={editing ? t('strongBase.score.edit') : t('strongBase.score.add')}
        open={form.open}
        width={640}
        initialValues={editing ?? { compositeScale: 100, isExample: false, year: new Date().getFullYear() }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setForm({ open: false }) }}
        onFinish={async (v) => {
          const body: QjLineBody = {
            ...v, qjMajorId: v.qjMajorId || null, entryScore: numberOrNull(v.entryScore), compositeLine: numberOrNull(v.compositeLine),
            gaokaoFullMark: v.gaokaoFullMark || undefined,
          };
          try {
            if (editing) await qjLineAdmin.edit(editing.id, body);
            else await qjLineAdmin.add(body);
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
          label={t('strongBase.score.school')}
          options={schools.options}
          fieldProps={{ showSearch: true, optionFilterProp: 'label', loading: schools.loading }}
          rules={[{ required: true, message: t('adminCommon.required', { label: t('strongBase.score.school') }) }]}
        />
        <ProFormDependency name={['qjSchoolId']}>
          {({ qjSchoolId }) => (
            <ProFormSelect
              key={String(qjSchoolId ?? '')}
              name="qjMajorId"
              label={t('strongBase.score.major')}
              tooltip={t('strongBase.score.majorTip')}
              placeholder={t('strongBase.schoolLine')}
              allowClear
              params={{ qjSchoolId }}
              request={async () => {
                if (!qjSchoolId) return [];
                const page = await qjMajorAdmin.list({ pageNumber: 1, pageSize: 100, qjSchoolId });
                return page.content.map((m) => ({ value: m.id, label: m.name }));
              }}
            />
          )}
        </ProFormDependency>
        <ProForm.Group>
          <ProFormSelect name="province" label={t('strongBase.score.province')} options={provinceOptions} width="sm" fieldProps={{ showSearch: true }} rules={[{ required: true }]} />
          <ProFormDigit name="year" label={t('strongBase.score.year')} min={2020} max={2100} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
          <ProFormText name="subjectType" label={t('strongBase.score.subjectType')} placeholder={t('strongBase.score.subjectTypeHint')} width="sm" rules={[{ max: 30 }]} />
        </ProForm.Group>
        <ProForm.Group>
          <ProFormDigit name="entryScore" label={t('strongBase.score.entryScore')} tooltip={t('strongBase.score.entryScoreTip')} min={0} max={1000} fieldProps={{ precision: 1 }} />
          <ProFormDigit name="gaokaoFullMark" label={t('strongBase.score.gaokaoFullMark')} tooltip={t('strongBase.score.gaokaoFullMarkTip')} min={100} max={1000} fieldProps={{ precision: 0 }} />
        </ProForm.Group>
        <ProForm.Group>
          <ProFormDigit
            name="compositeLine"
            label={t('strongBase.score.compositeLine')}
            tooltip={t('strongBase.score.compositeLineTip')}
            min={0}
            max={1000}
            fieldProps={{ precision: 3 }}
            dependencies={['entryScore']}
            rules={[
              ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
                validator: (_: unknown, value: unknown) =>
                  numberOrNull(value) === null && numberOrNull(getFieldValue('entryScore')) === null ? Promise.reject(new Error(t('strongBase.score.oneRequired'))) : Promise.resolve(),
              }),
            ]}
          />
          <ProFormRadio.Group name="compositeScale" label={t('strongBase.score.compositeScale')} options={[100, 750, 1000].map((n) => ({ value: n, label: String(n) }))} />
        </ProForm.Group>
        <ProFormText name="source" label={t('strongBase.score.source')} rules={[{ max: 500 }]} />
        <ProFormSwitch name="isExample" label={t('strongBase.example')} tooltip={t('strongBase.exampleHint')} />
      </ModalForm>
    </div>
  );
}
