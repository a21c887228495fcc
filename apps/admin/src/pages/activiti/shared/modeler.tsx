import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './workflow.css';
import { CloseOutlined, CompressOutlined, DownloadOutlined, RedoOutlined, SaveOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import type { ActModelView } from '@zhiyuan/shared';
import Modeler from 'bpmn-js/lib/Modeler';
import type { Element } from 'bpmn-js/lib/model/Types';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import { Alert, App, Button, Drawer, Space, Spin, Tag, Tooltip, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getModelSource, saveBlob, saveModelSource } from '../../../services/workflow';
import { fitToView } from './diagram';
import { ElementPanel } from './element-panel';
import { errorText } from './errors';
import { userTaskEntriesModule } from './user-task-entries';
import { newDiagramXml, ZY_MODDLE } from './zy';

/** A file's text (a .bpmn or .xml the user picked). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

interface WorkspaceProps {
  modelId: string;
  onDirty: (dirty: boolean) => void;
  onSaved: (model: ActModelView) => void;
}

/** The canvas (bpmn-js Modeler), its toolbar and the chosen element's panel. */
function ModelerWorkspace({ modelId, onDirty, onSaved }: WorkspaceProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const container = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [model, setModel] = useState<ActModelView | null>(null);
  const [element, setElement] = useState<Element | null>(null);
  const [, setRevision] = useState(0);
  const [resetKey, setResetKey] = useState(0);
  const [loadError, setLoadError] = useState('');
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  const markDirty = (value: boolean) => {
    setDirty(value);
    onDirty(value);
  };

  useEffect(() => {
    if (!container.current) return;
    const current = new Modeler({ container: container.current, moddleExtensions: { zy: ZY_MODDLE }, additionalModules: [userTaskEntriesModule] });
    const root = () => current.get<Canvas>('canvas').getRootElement() as Element;
    current.on<{ newSelection: Element[] }>('selection.changed', ({ newSelection }) => setElement(newSelection[0] ?? root()));
    current.on<{ trigger: string }>('commandStack.changed', ({ trigger }) => {
      setRevision((r) => r + 1);
      if (trigger !== 'execute') setResetKey((k) => k + 1);
      if (trigger !== 'clear') markDirty(true);
    });
    current.on('import.done', () => {
      setElement(root());
      setResetKey((k) => k + 1);
    });
    setModeler(current);
    let alive = true;
    getModelSource(modelId)
      .then(async (source) => {
        if (!alive) return;
        setModel(source.model);
        await current.importXML(source.xml.trim() ? source.xml : newDiagramXml(source.model.modelKey, source.model.name));
        fitToView(current.get<Canvas>('canvas'));
        markDirty(false);
      })
      .catch((e: unknown) => alive && setLoadError(errorText(e)));
    return () => {
      alive = false;
      current.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modelId]);

  const importFile = async (file: Blob) => {
    if (!modeler) return;
    try {
      const { warnings } = await modeler.importXML(await readFileText(file));
      fitToView(modeler.get<Canvas>('canvas'));
      setLoadError('');
      markDirty(true);
      if (warnings.length) void message.warning(t('workflow.modeler.importWarnings', { count: warnings.length }));
      else void message.success(t('workflow.modeler.imported'));
    } catch (e) {
      modal.error({ title: t('workflow.modeler.importFailed'), content: <Typography.Text code>{errorText(e)}</Typography.Text> });
    }
  };

  const fileName = (ext: string) => `${model?.modelKey || 'process'}.${ext}`;
  const exportXml = async () => {
    const { xml } = (await modeler?.saveXML({ format: true })) ?? {};
    if (xml) saveBlob(new Blob([xml], { type: 'application/xml' }), fileName('bpmn'));
  };
  const exportSvg = async () => {
    const { svg } = (await modeler?.saveSVG()) ?? {};
    if (svg) saveBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName('svg'));
  };

  const save = async () => {
    if (!modeler) return;
    setSaving(true);
    try {
      const { xml } = await modeler.saveXML({ format: true });
      const { svg } = await modeler.saveSVG();
      const saved = await saveModelSource(modelId, xml ?? '', svg);
      setModel(saved);
      markDirty(false);
      void message.success(t('adminCommon.saved'));
      onSaved(saved);
    } catch {
      /* the client showed the message */
    } finally {
      setSaving(false);
    }
  };

  const commandStack = modeler?.get<CommandStack>('commandStack');
  return (
    <div data-testid="modeler">
      <Space wrap size={8} style={{ marginBottom: 12 }}>
        {model && (
          <Space size={4} wrap>
            <Typography.Text strong>{model.name}</Typography.Text>
            <Typography.Text type="secondary" code>
              {model.modelKey}
            </Typography.Text>
            {dirty && (
              <Tag color="orange" bordered={false}>
                {t('workflow.modeler.unsaved')}
              </Tag>
            )}
          </Space>
        )}
        <Upload
          accept=".bpmn,.xml,application/xml,text/xml"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="modeler-import">
            {t('workflow.modeler.import')}
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined />} onClick={() => void exportXml()}>
          {t('workflow.modeler.exportXml')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void exportSvg()}>
          {t('workflow.modeler.exportSvg')}
        </Button>
        <Tooltip title={t('workflow.modeler.undo')}>
          <Button icon={<UndoOutlined />} disabled={!commandStack?.canUndo()} onClick={() => commandStack?.undo()} aria-label={t('workflow.modeler.undo')} />
        </Tooltip>
        <Tooltip title={t('workflow.modeler.redo')}>
          <Button icon={<RedoOutlined />} disabled={!commandStack?.canRedo()} onClick={() => commandStack?.redo()} aria-label={t('workflow.modeler.redo')} />
        </Tooltip>
        <Tooltip title={t('workflow.diagram.fit')}>
          <Button icon={<CompressOutlined />} onClick={() => modeler && fitToView(modeler.get<Canvas>('canvas'))} aria-label={t('workflow.diagram.fit')} />
        </Tooltip>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!model} onClick={() => void save()} data-testid="act-modeler-save">
          <span data-testid="modeler-save">{t('common.save')}</span>
        </Button>
      </Space>
      {loadError && <Alert type="error" showIcon message={t('workflow.modeler.loadFailed')} description={loadError} style={{ marginBottom: 12 }} />}
      <div className="zy-modeler">
        <div className="zy-modeler-canvas" data-testid="act-modeler-canvas">
          <div className="zy-diagram-canvas" ref={container} />
          {!model && !loadError && <Spin style={{ position: 'absolute', top: '45%', left: '50%' }} />}
        </div>
        <div className="zy-modeler-panel">{modeler && element && <ElementPanel modeler={modeler} element={element} resetKey={resetKey} />}</div>
      </div>
    </div>
  );
}

/** 模型设计: a model's diagram in a full-page drawer; closing with unsaved changes asks first. */
export function ModelerDrawer({ modelId, onClose, onSaved }: { modelId: string | null; onClose: () => void; onSaved: (model: ActModelView) => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const dirty = useRef(false);
  const close = () => {
    if (!dirty.current) return onClose();
    modal.confirm({
      title: t('workflow.modeler.discardTitle'),
      content: t('workflow.modeler.discardText'),
      okText: t('workflow.modeler.discard'),
      okButtonProps: { danger: true },
      onOk: () => {
        dirty.current = false;
        onClose();
      },
    });
  };
  return (
    <Drawer
      title={t('workflow.modeler.title')}
      open={Boolean(modelId)}
      onClose={close}
      width="100%"
      destroyOnHidden
      data-testid="act-modeler"
      closeIcon={<CloseOutlined data-testid="act-modeler-close" />}
      styles={{ body: { padding: 12 } }}
      afterOpenChange={(open) => {
        if (!open) dirty.current = false;
      }}
    >
      {modelId && <ModelerWorkspace modelId={modelId} onDirty={(value) => (dirty.current = value)} onSaved={onSaved} />}
    </Drawer>
  );
}
