import { CloudUploadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ModalForm, ProForm, ProTable, type ActionType } from '@ant-design/pro-components';
import type { ActDeployResult, ActModelView } from '@zhiyuan/shared';
import { App, type ButtonProps, Button, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { addModel, deleteModels, deployModel, deployModelFile, downloadModel, getModels, type ModelForm } from '../../../services/workflow';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest } from '../../sys/table';
import { categoryPathOptions, useCategoryTree } from '../shared/categories';
import { errorText } from '../shared/errors';
import { ModelerDrawer } from '../shared/modeler';
import { CODES, deployFileFields, modelActions, modelColumns, modelFormFields } from './data';

/** 模型管理: BPMN models drawn in the modeler, deployed as processes. */
export default function ModelPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const categories = categoryPathOptions(useCategoryTree().data ?? []);
  const [adding, setAdding] = useState(false);
  const [deployingFile, setDeployingFile] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [designing, setDesigning] = useState<string | null>(null);
  const [selected, setSelected] = useState<ActModelView[]>([]);

  const reload = () => actionRef.current?.reload();
  const deployed = (result: ActDeployResult) => {
    void message.success(t('workflow.model.deployedAs', { name: result.process.name, version: result.process.version }));
    reload();
  };
  const fail = (e: unknown) => void message.error(errorText(e));
  const remove = async (rows: ActModelView[]) => {
    await deleteModels(rows.map((m) => m.id));
    void message.success(t('adminCommon.deleted'));
    setSelected([]);
    reload();
  };

  const actions = modelActions(t, {
    design: (m) => setDesigning(m.id),
    deploy: async (m) => deployed(await deployModel(m.id)),
    exportXml: (m) => downloadModel(m, 'xml').catch(fail),
    exportSvg: (m) => downloadModel(m, 'svg').catch(fail),
    remove: (m) => remove([m]),
  });

  return (
    <div data-testid="act-model-page">
      <div data-testid="model-page">
        <ProTable<ActModelView>
          rowKey="id"
          actionRef={actionRef}
          headerTitle={t('workflow.model.listTitle')}
          columns={modelColumns(t, actions)}
          cardBordered={false}
          search={{ labelWidth: 'auto' }}
          pagination={{ defaultPageSize: 10, showSizeChanger: true }}
          scroll={{ x: 1100 }}
          request={pagedRequest(getModels)}
          rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((m) => m.id), onChange: (_k, rows) => setSelected(rows) } : false}
          tableAlertOptionRender={() => (
            <Typography.Link
              type="danger"
              onClick={() => confirmDelete(modal, t, { names: selected.map((m) => m.name), thing: t('workflow.model.thing') }, () => remove(selected))}
            >
              {t('adminCommon.batchDelete')}
            </Typography.Link>
          )}
          toolBarRender={() => [
            <HasPerm key="deployFile" value={CODES.deploy}>
              <Button icon={<CloudUploadOutlined />} onClick={() => setDeployingFile(true)} data-testid="model-deploy-file">
                {t('workflow.model.deployFile')}
              </Button>
            </HasPerm>,
            <HasPerm key="add" value={CODES.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="act-model-add">
                <span data-testid="model-add">{t('workflow.model.add')}</span>
              </Button>
            </HasPerm>,
          ]}
        />
        <ModalForm<ModelForm>
          title={t('workflow.model.add')}
          open={adding}
          width={560}
          initialValues={{ name: '', modelKey: '', description: '', categoryId: undefined }}
          modalProps={{ destroyOnHidden: true, onCancel: () => setAdding(false) }}
          submitter={{ submitButtonProps: { 'data-testid': 'act-model-add-ok' } as ButtonProps }}
          onFinish={async (values) => {
            let created: ActModelView;
            try {
              created = await addModel({
                ...values,
                name: values.name.trim(),
                description: values.description?.trim() ?? '',
                categoryId: values.categoryId ?? '',
              });
            } catch {
              return false;
            }
            void message.success(t('adminCommon.added'));
            setAdding(false);
            reload();
            // A new model is drawn next.
            if (access.can(CODES.edit)) setDesigning(created.id);
            return true;
          }}
        >
          {renderFormFields(modelFormFields(t, categories))}
        </ModalForm>
        <ModalForm<{ categoryId?: string }>
          title={t('workflow.model.deployFile')}
          open={deployingFile}
          width={520}
          modalProps={{ destroyOnHidden: true, onCancel: () => setDeployingFile(false), afterClose: () => setFile(null) }}
          onFinish={async ({ categoryId }) => {
            if (!file) {
              void message.warning(t('workflow.model.pickFile'));
              return false;
            }
            try {
              deployed(await deployModelFile(file, file.name, categoryId ?? ''));
            } catch {
              return false;
            }
            setDeployingFile(false);
            return true;
          }}
        >
          <ProForm.Item label={t('workflow.model.file')} required extra={t('workflow.model.fileHint')}>
            <Upload
              accept=".bpmn,.xml"
              maxCount={1}
              beforeUpload={(picked) => {
                setFile(picked);
                return false;
              }}
              onRemove={() => setFile(null)}
              fileList={file ? [{ uid: 'picked', name: file.name, status: 'done' }] : []}
            >
              <Button icon={<UploadOutlined />}>{t('workflow.model.chooseFile')}</Button>
            </Upload>
          </ProForm.Item>
          {renderFormFields(deployFileFields(t, categories))}
        </ModalForm>
        <ModelerDrawer modelId={designing} onClose={() => setDesigning(null)} onSaved={reload} />
      </div>
    </div>
  );
}
