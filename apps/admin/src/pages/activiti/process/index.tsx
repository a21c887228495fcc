import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import type { ActInstanceView, ActProcessView } from '@zhiyuan/shared';
import { App, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import {
  cancelInstances,
  convertToModel,
  deleteFinishedInstances,
  deleteProcesses,
  downloadProcess,
  getFinishedInstances,
  getProcesses,
  getRunningInstances,
  updateInstanceStatus,
  updateProcessInfo,
  updateProcessStatus,
  type ProcessInfoForm,
} from '../../../services/workflow';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest } from '../../sys/table';
import { categoryPathOptions, useCategoryTree } from '../shared/categories';
import { CommentModal } from '../shared/comment-modal';
import { errorText } from '../shared/errors';
import { HistoryDialog } from '../shared/history';
import { CODES, finishedActions, instanceColumns, processActions, processColumns, processInfoFields, processInfoValues, runningActions } from './data';
import { DefinitionDiagramModal } from './modules/definition-diagram';
import { NodeSettingsModal } from './modules/node-settings';
import { StartUsersModal } from './modules/start-users';

/** 流程定义: the deployed versions, with their settings. */
function DefinitionTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);
  const categories = categoryPathOptions(useCategoryTree().data ?? []);
  const [editing, setEditing] = useState<ActProcessView | null>(null);
  const [starters, setStarters] = useState<ActProcessView | null>(null);
  const [nodesOf, setNodesOf] = useState<ActProcessView | null>(null);
  const [diagramOf, setDiagramOf] = useState<ActProcessView | null>(null);
  const reload = () => actionRef.current?.reload();
  const done = (text: string) => {
    void message.success(text);
    reload();
  };

  const actions = processActions(t, {
    toggleStatus: async (p) => {
      await updateProcessStatus(p.id, p.status === 1 ? 0 : 1);
      done(t('adminCommon.saved'));
    },
    editInfo: setEditing,
    startUsers: setStarters,
    nodes: setNodesOf,
    toModel: async (p) => {
      const model = await convertToModel(p.id);
      void message.success(t('workflow.process.toModelDone', { name: model.name }));
    },
    exportXml: (p) => downloadProcess(p).catch((e: unknown) => void message.error(errorText(e))),
    diagram: setDiagramOf,
    remove: async (p) => {
      await deleteProcesses([p.id]);
      done(t('adminCommon.deleted'));
    },
  });

  return (
    <>
      <ProTable<ActProcessView>
        rowKey="id"
        actionRef={actionRef}
        columns={processColumns(t, { categories, actions })}
        cardBordered={false}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        scroll={{ x: 1300 }}
        request={pagedRequest(getProcesses)}
      />
      <ModalForm<ProcessInfoForm>
        key={editing?.id ?? 'none'}
        title={editing ? t('workflow.process.editInfoOf', { name: editing.name }) : ''}
        open={Boolean(editing)}
        width={560}
        initialValues={editing ? processInfoValues(editing) : undefined}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (values) => {
          if (!editing) return false;
          try {
            await updateProcessInfo({
              id: editing.id,
              categoryId: values.categoryId ?? '',
              description: values.description?.trim() ?? '',
              routeName: values.routeName?.trim() ?? '',
              businessTable: values.businessTable ?? '',
            });
          } catch {
            return false;
          }
          setEditing(null);
          done(t('adminCommon.saved'));
          return true;
        }}
      >
        {renderFormFields(processInfoFields(t, categories))}
      </ModalForm>
      <StartUsersModal
        process={starters}
        onClose={() => setStarters(null)}
        onSaved={() => {
          setStarters(null);
          reload();
        }}
      />
      <NodeSettingsModal process={nodesOf} onClose={() => setNodesOf(null)} />
      <DefinitionDiagramModal process={diagramOf} onClose={() => setDiagramOf(null)} />
    </>
  );
}

/** 运行中 (`finished` false) or 已结束: the instances, with their progress. */
function InstanceTab({ finished }: { finished: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [historyOf, setHistoryOf] = useState<ActInstanceView | null>(null);
  const [canceling, setCanceling] = useState<ActInstanceView[]>([]);
  const [selected, setSelected] = useState<ActInstanceView[]>([]);
  const reload = () => actionRef.current?.reload();
  const nameOf = (i: ActInstanceView) => i.businessTitle || i.processName;

  const removeFinished = async (rows: ActInstanceView[]) => {
    await deleteFinishedInstances(rows.map((i) => i.id));
    void message.success(t('adminCommon.deleted'));
    setSelected([]);
    reload();
  };

  const actions = finished
    ? finishedActions(t, { history: setHistoryOf, remove: (i) => removeFinished([i]) })
    : runningActions(t, {
        toggle: async (i) => {
          await updateInstanceStatus(i.id, i.state === 'suspended' ? 1 : 0);
          void message.success(t('adminCommon.saved'));
          reload();
        },
        cancel: (i) => setCanceling([i]),
        history: setHistoryOf,
      });

  return (
    <>
      <ProTable<ActInstanceView>
        rowKey="id"
        actionRef={actionRef}
        columns={instanceColumns(t, { finished, actions })}
        cardBordered={false}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        scroll={{ x: finished ? 1150 : 1100 }}
        request={pagedRequest(finished ? getFinishedInstances : getRunningInstances)}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((i) => i.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() =>
          finished ? (
            <Typography.Link
              type="danger"
              onClick={() => confirmDelete(modal, t, { names: selected.map(nameOf), thing: t('workflow.instance.thing') }, () => removeFinished(selected))}
            >
              {t('adminCommon.batchDelete')}
            </Typography.Link>
          ) : (
            <Typography.Link type="danger" onClick={() => setCanceling(selected)}>
              {t('workflow.instance.cancelSelected')}
            </Typography.Link>
          )
        }
      />
      <CommentModal
        open={canceling.length > 0}
        title={
          canceling.length === 1
            ? t('workflow.instance.cancelOne', { name: nameOf(canceling[0]) })
            : t('workflow.instance.cancelMany', { count: canceling.length })
        }
        label={t('workflow.instance.reason')}
        required
        okDanger
        okText={t('workflow.instance.cancel')}
        onCancel={() => setCanceling([])}
        onSubmit={async ({ comment }) => {
          await cancelInstances(
            canceling.map((i) => i.id),
            comment,
          );
          void message.success(t('workflow.instance.canceled'));
          setCanceling([]);
          setSelected([]);
          reload();
        }}
      />
      <HistoryDialog procInstId={historyOf?.id ?? null} title={historyOf ? nameOf(historyOf) : undefined} onClose={() => setHistoryOf(null)} />
    </>
  );
}

/** 流程管理: deployed processes, the instances running on them and the ones that ended. */
export default function ProcessPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="process-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'definitions', label: t('workflow.process.tabs.definitions'), children: <DefinitionTab /> },
          { key: 'running', label: t('workflow.process.tabs.running'), children: <InstanceTab finished={false} /> },
          { key: 'finished', label: t('workflow.process.tabs.finished'), children: <InstanceTab finished /> },
        ]}
      />
    </div>
  );
}
