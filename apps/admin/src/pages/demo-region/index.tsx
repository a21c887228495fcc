import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable } from '@ant-design/pro-components';
import type { DemoRegionSave, DemoRegionView } from '@zhiyuan/shared/contracts/demo-region';
import { App, Button, Card, Col, Empty, Row, Space, Tree, type TreeDataNode } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../access';
import { renderFormFields } from '../../components/form-fields';
import { addDemoRegion, deleteDemoRegions, editDemoRegion, getDemoRegionChildren } from '../../services/demo-region';
import { confirmDelete } from '../sys/shared/confirm';
import { CODES, demoRegionActions, demoRegionColumns, demoRegionFormFields, DIALOG_WIDTH, nodeTitle, THING } from './data';

/** The dialog: a new node under a parent, or a node to change. */
type Dialog = { open: false } | { open: true; parentId: string; row?: DemoRegionView };

/** demoRegion (代码生成, 树形): the tree on the left, the selected node's children as a table on the right. */
export default function DemoRegionPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  /** The loaded children of each node ('0': the roots). */
  const [children, setChildren] = useState<Record<string, DemoRegionView[]>>({});
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  const load = useCallback(async (parentId: string) => {
    const rows = await getDemoRegionChildren(parentId);
    setChildren((all) => ({ ...all, [parentId]: rows }));
  }, []);
  useEffect(() => {
    void load('0');
  }, [load]);

  const rowOf = (id: string | null) =>
    Object.values(children)
      .flat()
      .find((r) => r.id === id);
  const selected = rowOf(selectedId);
  const nodes = (parentId: string): TreeDataNode[] =>
    (children[parentId] ?? []).map((row) => ({
      key: row.id,
      title: nodeTitle(row),
      isLeaf: !row.isParent,
      children: children[row.id] ? nodes(row.id) : undefined,
    }));
  /** Loads again every list shown (a change can move a node or make a parent a leaf). */
  const reload = () => Promise.all(Object.keys(children).map(load));

  const remove = (row: DemoRegionView) =>
    confirmDelete(modal, t, { names: [nodeTitle(row)], thing: THING }, async () => {
      await deleteDemoRegions([row.id]);
      void message.success(t('adminCommon.deleted'));
      if (row.id === selectedId) setSelectedId(null);
      await reload();
    });

  const columns = demoRegionColumns(t, demoRegionActions(t, { edit: (row) => setDialog({ open: true, parentId: row.parentId, row }), remove }));

  return (
    <div data-testid="demo-region-page">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Card
            title={THING}
            extra={
              <HasPerm value={CODES.add}>
                <Button
                  type="primary"
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => setDialog({ open: true, parentId: '0' })}
                  data-testid="demo-region-add"
                >
                  {t('common.add')}
                </Button>
              </HasPerm>
            }
          >
            <Tree
              treeData={nodes('0')}
              loadData={(node) => load(String(node.key))}
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(_keys, info) => {
                const id = String(info.node.key);
                setSelectedId(id);
                if (!children[id]) void load(id);
              }}
            />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          {selected ? (
            <Card
              title={nodeTitle(selected)}
              extra={
                <Space>
                  <HasPerm value={CODES.add}>
                    <Button size="small" onClick={() => setDialog({ open: true, parentId: selected.id })} data-testid="demo-region-add-child">
                      {t('common.add')}
                    </Button>
                  </HasPerm>
                  <HasPerm value={CODES.edit}>
                    <Button size="small" onClick={() => setDialog({ open: true, parentId: selected.parentId, row: selected })} data-testid="demo-region-edit">
                      {t('common.edit')}
                    </Button>
                  </HasPerm>
                  <HasPerm value={CODES.delete}>
                    <Button size="small" danger onClick={() => remove(selected)} data-testid="demo-region-delete">
                      {t('common.delete')}
                    </Button>
                  </HasPerm>
                </Space>
              }
            >
              <ProTable<DemoRegionView>
                rowKey="id"
                columns={columns}
                dataSource={children[selected.id] ?? []}
                search={false}
                options={false}
                pagination={false}
              />
            </Card>
          ) : (
            <Empty />
          )}
        </Col>
      </Row>
      <ModalForm<DemoRegionSave>
        key={dialog.open ? (dialog.row?.id ?? 'new-' + dialog.parentId) : 'closed'}
        title={dialog.open && dialog.row ? t('common.edit') : t('common.add')}
        open={dialog.open}
        width={DIALOG_WIDTH}
        initialValues={dialog.open && dialog.row ? (dialog.row as Partial<DemoRegionSave>) : {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setDialog({ open: false }) }}
        onFinish={async (values) => {
          if (!dialog.open) return false;
          try {
            if (dialog.row) await editDemoRegion(dialog.row.id, { ...values, parentId: dialog.row.parentId });
            else await addDemoRegion({ ...values, parentId: dialog.parentId });
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setDialog({ open: false });
          await reload();
          if (!children[dialog.parentId]) await load(dialog.parentId);
          return true;
        }}
      >
        {renderFormFields(demoRegionFormFields(t, {}, dialog.open && !!dialog.row))}
      </ModalForm>
    </div>
  );
}
