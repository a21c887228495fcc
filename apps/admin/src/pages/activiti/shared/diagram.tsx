import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './workflow.css';
import { CompressOutlined } from '@ant-design/icons';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import { Alert, Button, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './errors';
import { ZY_MODDLE } from './zy';

/** Fits the whole diagram in view, centred ('auto': diagram-js's own word, which its types leave out). */
export function fitToView(canvas: Canvas): void {
  canvas.zoom('fit-viewport', 'auto' as unknown as Parameters<Canvas['zoom']>[1]);
}

/** Where an instance stands: the element ids done and waiting, and the flows taken (ActInstanceDiagram). */
export interface DiagramProgress {
  completed?: readonly string[];
  active?: readonly string[];
  flows?: readonly string[];
}

export type DiagramMarker = 'zy-done' | 'zy-active' | 'zy-flow';

/** The canvas markers of an instance's progress, one per element: waiting wins over done (a node run again). */
export function diagramMarkers({ completed = [], active = [], flows = [] }: DiagramProgress): { id: string; marker: DiagramMarker }[] {
  const markers = new Map<string, DiagramMarker>();
  for (const id of flows) markers.set(id, 'zy-flow');
  for (const id of completed) markers.set(id, 'zy-done');
  for (const id of active) markers.set(id, 'zy-active');
  return [...markers].map(([id, marker]) => ({ id, marker }));
}

interface ProcessDiagramProps extends DiagramProgress {
  xml: string;
  height?: number | string;
  /** Shows the legend of the three markers. */
  legend?: boolean;
}

/** A process drawn read-only (bpmn-js NavigatedViewer: drag to move, wheel to zoom), its progress highlighted. */
export function ProcessDiagram({ xml, completed = [], active = [], flows = [], height = 420, legend = true }: ProcessDiagramProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<NavigatedViewer | null>(null);
  const [error, setError] = useState('');
  // The arrays change identity on every render of the caller; their contents decide.
  const progress = JSON.stringify({ completed, active, flows });

  useEffect(() => {
    if (!container.current) return;
    const current = new NavigatedViewer({ container: container.current, moddleExtensions: { zy: ZY_MODDLE } });
    viewer.current = current;
    let alive = true;
    setError('');
    current
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        const canvas = current.get<Canvas>('canvas');
        const registry = current.get<ElementRegistry>('elementRegistry');
        for (const { id, marker } of diagramMarkers(JSON.parse(progress) as DiagramProgress)) {
          if (registry.get(id)) canvas.addMarker(id, marker);
        }
        fitToView(canvas);
      })
      .catch((e: unknown) => alive && setError(errorText(e)));
    return () => {
      alive = false;
      current.destroy();
      viewer.current = null;
    };
  }, [xml, progress]);

  return (
    <div className="zy-diagram-wrap">
      {error && <Alert type="error" showIcon message={t('workflow.diagram.parseError')} description={error} style={{ marginBottom: 8 }} />}
      <div className="zy-diagram" style={{ height }} data-testid="workflow-diagram">
        <div className="zy-diagram-canvas" ref={container} data-testid="act-diagram" />
        <Button
          size="small"
          className="zy-diagram-fit"
          icon={<CompressOutlined />}
          onClick={() => viewer.current && fitToView(viewer.current.get<Canvas>('canvas'))}
          aria-label={t('workflow.diagram.fit')}
        />
      </div>
      {legend && (
        <Space size={16} wrap className="zy-legend">
          <Typography.Text type="secondary">
            <span className="zy-legend-swatch zy-legend-done" /> {t('workflow.diagram.done')}
          </Typography.Text>
          <Typography.Text type="secondary">
            <span className="zy-legend-swatch zy-legend-active" /> {t('workflow.diagram.active')}
          </Typography.Text>
          <Typography.Text type="secondary">
            <span className="zy-legend-swatch zy-legend-flow" /> {t('workflow.diagram.flow')}
          </Typography.Text>
        </Space>
      )}
    </div>
  );
}
