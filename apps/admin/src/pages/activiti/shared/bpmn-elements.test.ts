import { WORKFLOW_NAMESPACE } from '@zhiyuan/shared';
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import Modeler from 'bpmn-js/lib/Modeler';
import type { Element } from 'bpmn-js/lib/model/Types';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readElement, writeAssignees, writeCondition, writeFormFields, writeName, writeStartUsers } from './bpmn-elements';
import { installSvgGeometry } from './jsdom-svg';
import { newDiagramXml, ZY_MODDLE } from './zy';

const LEAVE = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="leave" name="请假" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="manager" name="主管审批" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="manager" />
    <bpmn:sequenceFlow id="f2" sourceRef="manager" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="manager_di" bpmnElement="manager"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="360" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="300" y="118" /><di:waypoint x="360" y="118" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

let modeler: Modeler | undefined;

async function open(xml: string) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  modeler = new Modeler({ container, moddleExtensions: { zy: ZY_MODDLE } });
  await modeler.importXML(xml);
  const registry = modeler.get<ElementRegistry>('elementRegistry');
  return {
    modeler,
    modeling: modeler.get<Modeling>('modeling'),
    element: (id: string) => registry.get(id) as Element,
    root: () => modeler!.get<Canvas>('canvas').getRootElement() as Element,
    save: async () => (await modeler!.saveXML({ format: true })).xml ?? '',
  };
}

describe('the modeler’s zy: attributes', () => {
  beforeAll(installSvgGeometry);
  afterEach(() => {
    modeler?.destroy();
    document.body.innerHTML = '';
  });

  it('writes a user task’s assignees and form fields as zy: attributes, saved with xmlns:zy, and reads them back', async () => {
    const d = await open(LEAVE);
    writeAssignees(d.modeling, d.element('manager'), [
      { type: 0, relateId: 'r1' },
      { type: 1, relateId: 'u1' },
      { type: 4, relateId: '' },
    ]);
    writeFormFields(d.modeling, d.element('manager'), [
      { name: 'days', label: '天数', type: 'number', required: true, options: [] },
      { name: '', label: '未完成', type: 'text', required: false, options: [] },
    ]);
    const xml = await d.save();
    expect(xml.match(/xmlns:zy="([^"]*)"/g)).toEqual([`xmlns:zy="${WORKFLOW_NAMESPACE}"`]);
    expect(xml).toMatch(/<bpmn:userTask id="manager" name="主管审批" zy:assignees="\[\{&#34;type&#34;:0,&#34;relateId&#34;:&#34;r1&#34;\}/);
    expect(xml).toContain('zy:formFields=');
    expect(xml).not.toContain('未完成');

    const again = await open(xml);
    expect(readElement(again.element('manager'))).toMatchObject({
      kind: 'userTask',
      type: 'UserTask',
      name: '主管审批',
      assignees: [
        { type: 0, relateId: 'r1' },
        { type: 1, relateId: 'u1' },
        { type: 4, relateId: '' },
      ],
      formFields: [{ name: 'days', label: '天数', type: 'number', required: true, options: [] }],
    });
  });

  it('removes an attribute whose list is emptied', async () => {
    const d = await open(LEAVE);
    writeAssignees(d.modeling, d.element('manager'), [{ type: 1, relateId: 'u1' }]);
    writeAssignees(d.modeling, d.element('manager'), []);
    const xml = await d.save();
    expect(xml).not.toContain('zy:assignees');
    expect(xml).not.toContain('xmlns:zy');
  });

  it('writes the process’s start users, a flow’s condition and an element’s name; undo takes a change back', async () => {
    const d = await open(LEAVE);
    writeStartUsers(d.modeling, d.root(), ['u1', 'u2', 'u1']);
    writeCondition(d.modeling, d.modeler.get('moddle'), d.element('f2'), '${environment.services.above(environment.variables.days, 3)}');
    writeName(d.modeling, d.element('f2'), '超过 3 天');
    expect(readElement(d.root())).toMatchObject({ kind: 'process', id: 'leave', startUsers: ['u1', 'u2'] });
    expect(readElement(d.element('f2'))).toMatchObject({
      kind: 'flow',
      name: '超过 3 天',
      condition: '${environment.services.above(environment.variables.days, 3)}',
    });
    const xml = await d.save();
    expect(xml).toContain('zy:startUsers="[&#34;u1&#34;,&#34;u2&#34;]"');
    expect(xml).toMatch(
      /<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\$\{environment\.services\.above\(environment\.variables\.days, 3\)\}<\/bpmn:conditionExpression>/,
    );

    d.modeler.get<{ undo: () => void }>('commandStack').undo();
    expect(readElement(d.element('f2')).name).toBe('');
    writeCondition(d.modeling, d.modeler.get('moddle'), d.element('f2'), '  ');
    expect(await d.save()).not.toContain('conditionExpression');
  });

  it('starts a new model with a process named by the model’s key', async () => {
    const d = await open(newDiagramXml('trip', '出差 <申请>'));
    expect(readElement(d.root())).toMatchObject({ kind: 'process', id: 'trip', name: '出差 <申请>' });
    expect(readElement(d.element('StartEvent_1')).kind).toBe('other');
  });
});
