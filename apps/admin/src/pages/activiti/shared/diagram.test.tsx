import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../../locales';
import { diagramMarkers, ProcessDiagram } from './diagram';
import { installSvgGeometry } from './jsdom-svg';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="d" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="leave" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="manager" name="主管审批" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="manager" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="di"><bpmndi:BPMNPlane id="p" bpmnElement="leave">
    <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="manager_di" bpmnElement="manager"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

describe('the instance diagram', () => {
  beforeAll(installSvgGeometry);
  afterEach(cleanup);

  it('marks each element once: waiting wins over done, done over a flow', () => {
    expect(diagramMarkers({ completed: ['start', 'manager'], active: ['manager'], flows: ['f1', 'start'] })).toEqual([
      { id: 'f1', marker: 'zy-flow' },
      { id: 'start', marker: 'zy-done' },
      { id: 'manager', marker: 'zy-active' },
    ]);
    expect(diagramMarkers({})).toEqual([]);
  });

  it('draws the process read-only with the markers on the canvas, skipping ids it does not have', async () => {
    const { container } = render(<ProcessDiagram xml={XML} completed={['start', 'gone']} active={['manager']} flows={['f1']} />);
    await waitFor(() => expect(container.querySelector('[data-element-id="manager"]')?.classList.contains('zy-active')).toBe(true));
    expect(container.querySelector('[data-element-id="start"]')?.classList.contains('zy-done')).toBe(true);
    expect(container.querySelector('[data-element-id="f1"]')?.classList.contains('zy-flow')).toBe(true);
    // A viewer: no palette to draw with.
    expect(container.querySelector('.djs-palette')).toBeNull();
  });

  it('says so when the XML cannot be read', async () => {
    const { findByText } = render(<ProcessDiagram xml="<not-bpmn" />);
    expect(await findByText('流程图无法显示')).not.toBeNull();
  });
});
