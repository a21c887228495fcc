import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Input, List, Row, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import {
  addDict,
  addDictData,
  deleteDictData,
  deleteDicts,
  editDict,
  editDictData,
  getAllDicts,
  getDictDataByCondition,
  type Dict,
  type DictData,
} from '../../../services/dict';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';
import { CODES, dictDataActions, dictDataColumns, dictDataFormFields, dictFormFields, type DictDataFormValues, type DictFormValues } from './data';

type DictForm = { open: false } | { open: true; dict?: Dict };
type DataForm = { open: false } | { open: true; row?: DictData };

/** 数据字典管理: the dictionaries on the left, the chosen one's entries on the right. */
export default function DictPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const queryClient = useQueryClient();
  const dicts = useQuery({ queryKey: ['dicts'], queryFn: getAllDicts });
  const [filter, setFilter] = useState('');
  const [dictId, setDictId] = useState<string>();
  const [dictForm, setDictForm] = useState<DictForm>({ open: false });
  const [dataForm, setDataForm] = useState<DataForm>({ open: false });
  const [selected, setSelected] = useState<DictData[]>([]);
  const actionRef = useRef<ActionType>(null);

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (dicts.data ?? []).filter((d) => !q || d.title.toLowerCase().includes(q) || d.type.toLowerCase().includes(q));
  }, [dicts.data, filter]);
  const current = dicts.data?.find((d) => d.id === dictId);

  useEffect(() => {
    if (!dictId && dicts.data?.length) setDictId(dicts.data[0].id);
  }, [dicts.data, dictId]);
  useEffect(() => {
    setSelected([]);
    actionRef.current?.reloadAndRest?.();
  }, [dictId]);

  const reloadDicts = () => queryClient.invalidateQueries({ queryKey: ['dicts'] });
  const columns = dictDataColumns(
    t,
    dictDataActions(t, {
      edit: (row) => setDataForm({ open: true, row }),
      remove: (row) => removeData([row]),
    }),
  );

  const removeData = (rows: DictData[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.title), thing: t('dict.dataThing') }, async () => {
      await deleteDictData(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      actionRef.current?.reload();
    });

  const removeDict = (dict: Dict) =>
    modal.confirm({
      title: t('adminCommon.deleteTitle'),
      content: t('dict.deleteDict', { name: dict.title }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteDicts([dict.id]);
        void message.success(t('adminCommon.deleted'));
        if (dictId === dict.id) setDictId(undefined);
        await reloadDicts();
      },
    });

  return (
    <Row gutter={16} data-testid="dict-page">
      <Col xs={24} lg={7}>
        <Card
          variant="borderless"
          title={t('dict.dicts')}
          extra={
            <HasPerm value={CODES.add}>
              <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setDictForm({ open: true })} data-testid="dict-add">
                {t('dict.addDict')}
              </Button>
            </HasPerm>
          }
        >
          <Input.Search allowClear placeholder={t('dict.searchPlaceholder')} onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 12 }} />
          {dicts.isLoading ? (
            <Spin />
          ) : (
            <List
              className="dict-list"
              dataSource={shown}
              locale={{ emptyText: <Empty description={t('dict.empty')} /> }}
              renderItem={(d) => (
                <List.Item
                  className={`dict-item${d.id === dictId ? ' active' : ''}`}
                  onClick={() => setDictId(d.id)}
                  data-testid={`dict-item-${d.type}`}
                  actions={[
                    access.can(CODES.edit) && (
                      <Tooltip key="e" title={t('common.edit')}>
                        <EditOutlined
                          onClick={(e) => {
                            e.stopPropagation();
                            setDictForm({ open: true, dict: d });
                          }}
                        />
                      </Tooltip>
                    ),
                    access.can(CODES.delete) && (
                      <Tooltip key="d" title={t('common.delete')}>
                        <DeleteOutlined
                          className="danger-icon"
                          onClick={(e) => {
                            e.stopPropagation();
                            removeDict(d);
                          }}
                        />
                      </Tooltip>
                    ),
                  ].filter(Boolean)}
                >
                  <List.Item.Meta
                    title={d.title}
                    description={
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {d.type}
                      </Typography.Text>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={17}>
        {current ? (
          <ProTable<DictData>
            rowKey="id"
            actionRef={actionRef}
            columns={columns}
            headerTitle={
              <Space>
                {current.title}
                <Tag bordered={false}>{current.type}</Tag>
                {current.description && (
                  <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
                    {current.description}
                  </Typography.Text>
                )}
              </Space>
            }
            cardBordered={false}
            params={{ dictId: current.id }}
            search={{ labelWidth: 'auto' }}
            pagination={{ defaultPageSize: 10, showSizeChanger: true }}
            request={pagedRequest(getDictDataByCondition)}
            rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
            tableAlertOptionRender={() => (
              <Typography.Link type="danger" onClick={() => removeData(selected)}>
                {t('adminCommon.batchDelete')}
              </Typography.Link>
            )}
            toolBarRender={() => [
              <HasPerm key="add" value={CODES.add}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setDataForm({ open: true })} data-testid="dict-data-add">
                  {t('dict.addData')}
                </Button>
              </HasPerm>,
            ]}
          />
        ) : (
          <Card variant="borderless">
            <Empty description={t('dict.pick')} />
          </Card>
        )}
      </Col>
      <ModalForm<DictFormValues>
        key={dictForm.open ? (dictForm.dict?.id ?? 'new') : 'closed'}
        title={dictForm.open && dictForm.dict ? t('dict.editDict') : t('dict.addDict')}
        open={dictForm.open}
        width={480}
        initialValues={dictForm.open && dictForm.dict ? dictForm.dict : { sortOrder: (dicts.data?.length ?? 0) + 1 }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setDictForm({ open: false }) }}
        onFinish={async (v) => {
          const body = { title: v.title.trim(), type: v.type.trim(), description: v.description?.trim() ?? '', sortOrder: v.sortOrder };
          try {
            if (dictForm.open && dictForm.dict) await editDict({ ...body, id: dictForm.dict.id });
            else setDictId((await addDict(body)).id);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setDictForm({ open: false });
          await reloadDicts();
          return true;
        }}
      >
        {renderFormFields(dictFormFields(t))}
      </ModalForm>
      <ModalForm<DictDataFormValues>
        key={dataForm.open ? (dataForm.row?.id ?? 'new') : 'closed-data'}
        title={dataForm.open && dataForm.row ? t('dict.editData') : t('dict.addDataTo', { name: current?.title ?? '' })}
        open={dataForm.open}
        width={480}
        initialValues={dataForm.open && dataForm.row ? dataForm.row : { status: 0, sortOrder: 1 }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setDataForm({ open: false }) }}
        onFinish={async (v) => {
          if (!current) return false;
          const body = {
            dictId: current.id,
            title: v.title.trim(),
            value: v.value.trim(),
            status: v.status,
            sortOrder: v.sortOrder,
            description: v.description?.trim() ?? '',
          };
          try {
            if (dataForm.open && dataForm.row) await editDictData({ ...body, id: dataForm.row.id });
            else await addDictData(body);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setDataForm({ open: false });
          actionRef.current?.reload();
          return true;
        }}
      >
        {renderFormFields(dictDataFormFields(t))}
      </ModalForm>
    </Row>
  );
}
