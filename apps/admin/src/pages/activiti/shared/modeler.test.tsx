import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ActModelView } from '@zhiyuan/shared';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import { getModelSource, saveModelSource } from '../../../services/workflow';
import { installSvgGeometry } from './jsdom-svg';
import { ModelerDrawer } from './modeler';

const model: ActModelView = {
  id: 'm1',
  name: '请假',
  modelKey: 'leave',
  description: '',
  categoryId: '',
  categoryTitle: '',
  version: 1,
  deployedVersion: 0,
  createBy: 'admin',
  createTime: '2025-01-01 00:00:00',
  updateTime: null,
};

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:zy="http://zhiyuan.example/schema/bpmn" id="d" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="leave" name="请假" isExecutable="true" zy:startUsers="[&#34;u9&#34;]">
    <bpmn:userTask id="manager" name="主管审批" zy:assignees="[{&#34;type&#34;:0,&#34;relateId&#34;:&#34;r1&#34;}]" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="di"><bpmndi:BPMNPlane id="p" bpmnElement="leave">
    <bpmndi:BPMNShape id="manager_di" bpmnElement="manager"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

vi.mock('../../../services/workflow', async (original) => ({
  ...(await original<typeof import('../../../services/workflow')>()),
  getModelSource: vi.fn(async () => ({ model, xml: XML })),
  saveModelSource: vi.fn(async () => ({ ...model, version: 2 })),
}));
vi.mock('../../../services/role', () => ({ getAllRoles: vi.fn(async () => [{ id: 'r1', name: 'ROLE_MANAGER', description: '主管' }]) }));
vi.mock('../../../services/department', () => ({ getDepartmentsByParentId: vi.fn(async () => []) }));
vi.mock('../../../services/user', () => ({
  getUsersByCondition: vi.fn(async () => ({ content: [{ id: 'u9', username: 'lisi', nickname: '李四' }], totalElements: 1 })),
  searchUsersByName: vi.fn(async () => []),
}));

function renderModeler(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter>
          <ModelerDrawer modelId="m1" onClose={vi.fn()} onSaved={onSaved} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('the modeler', () => {
  beforeAll(installSvgGeometry);
  afterEach(cleanup);

  it('opens the model with the process’s settings, shows a task’s approvers when it is chosen, and saves XML and SVG', async () => {
    const onSaved = renderModeler();
    await waitFor(() => expect(screen.getByTestId('modeler-start-users').textContent).toContain('李四'));
    expect(getModelSource).toHaveBeenCalledWith('m1');

    const task = document.querySelector('[data-element-id="manager"] .djs-hit') as Element;
    fireEvent.mouseDown(task);
    fireEvent.click(task);
    await waitFor(() => expect(screen.getByTestId('modeler-assignees').textContent).toContain('主管（ROLE_MANAGER）'));
    expect((screen.getByTestId('act-element-name') as HTMLInputElement).value).toBe('主管审批');

    fireEvent.click(screen.getByTestId('modeler-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 2 })));
    const [id, xml, svg] = vi.mocked(saveModelSource).mock.calls[0];
    expect(id).toBe('m1');
    expect(xml).toContain('zy:assignees="[{&#34;type&#34;:0,&#34;relateId&#34;:&#34;r1&#34;}]"');
    expect(xml).toContain('zy:startUsers=');
    expect(svg).toMatch(/^<\?xml|<svg/);
  });

  it('shows why a file cannot be imported and keeps the diagram', async () => {
    renderModeler();
    await waitFor(() => expect(screen.getByTestId('modeler-start-users')).not.toBeNull());
    const input = screen.getByTestId('modeler').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<bpmn:definitions'], 'broken.bpmn', { type: 'application/xml' })] } });
    expect((await screen.findAllByText('无法导入该文件')).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-element-id="manager"]')).not.toBeNull();
  });

  it('appends user tasks (the engine runs no plain task) from the context pad, and the palette creates them too', async () => {
    vi.mocked(saveModelSource).mockClear();
    const onSaved = renderModeler();
    await waitFor(() => expect(document.querySelector('[data-element-id="manager"]')).not.toBeNull());
    expect(document.querySelector('.djs-palette [data-action="create.task"]')?.classList.contains('bpmn-icon-user-task')).toBe(true);

    const task = document.querySelector('[data-element-id="manager"] .djs-hit') as Element;
    fireEvent.mouseDown(task);
    fireEvent.click(task);
    const entry = (action: string) => document.querySelector(`.djs-context-pad.open [data-action="${action}"]`) as HTMLElement;
    await waitFor(() => expect(entry('append.append-task')).not.toBeNull());
    fireEvent.click(entry('append.append-task'));
    await waitFor(() => expect(screen.getByTestId('act-element-panel').textContent).toContain('用户任务'));
    expect((screen.getByTestId('act-element-name') as HTMLInputElement).value).toBe('');
    fireEvent.click(entry('append.end-event'));
    await waitFor(() => expect(screen.getByTestId('act-element-panel').textContent).toContain('结束事件'));

    fireEvent.click(screen.getByTestId('act-modeler-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const xml = vi.mocked(saveModelSource).mock.calls[0][1];
    expect(xml.match(/<bpmn:userTask /g)).toHaveLength(2);
    expect(xml).toContain('<bpmn:endEvent ');
    expect(xml).not.toMatch(/<bpmn:task /);
  });
});
