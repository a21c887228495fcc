/**
 * 工作流程 (issue 34): the admin draws a two-step process in the bpmn-js modeler (start → 主管审批 →
 * 财务复核 → end, both steps to one approver), saves and deploys it; an employee applies from 我的申请;
 * the approver passes both steps from 待办; the approver's 已办 and the applicant's 我的申请 show the
 * history with the diagram highlighted, drawn by bpmn-js from the stored state. Desktop and phone.
 */
import type { Page } from 'playwright-core';
import { api, expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, ctx, fits, noComingSoon } from '../context.ts';

interface Perm {
  id: string;
  name: string;
  code: string | null;
  children?: Perm[];
}

const KEY = `expense${Date.now().toString(36).slice(-5)}`;
const PROCESS = '报销审批（e2e）';
const PASSWORD = 'Flow2025pass';
const APPLICANT = `wfapply${Date.now().toString(36).slice(-4)}`;
const APPROVER = `wfcheck${Date.now().toString(36).slice(-4)}`;

async function login(username: string): Promise<string> {
  const r = await api<string>(ctx.server.base, '/auth/login', { form: { username, password: PASSWORD } });
  expect(r.code === 200, `login ${username}: ${r.message}`);
  return r.result;
}

/** Two employees holding a role with the workflow pages an employee uses (apply, 待办, 已办, history). */
async function employees(admin: string) {
  const tree = await call<Perm[]>('/permission/getAllList', admin);
  const flat: Perm[] = [];
  const walk = (list: Perm[]) => list.forEach((p) => (flat.push(p), walk(p.children ?? [])));
  walk(tree.result);
  const names = new Set(['zhiyuan', 'home', 'activiti', 'apply-manage', 'todo-manage', 'done-manage', 'historic-detail']);
  const perms = flat.filter((p) => names.has(p.name) || /^act:(apply|todo|done|history):/.test(p.code ?? ''));
  const role = await call<{ id: string }>('/role/save', admin, {
    name: `ROLE_WF${Date.now().toString(36).slice(-4).toUpperCase()}`,
    description: '流程员工',
    dataType: 0,
  });
  expect(role.code === 200, `role: ${role.message}`);
  expect((await call('/role/editRolePerm', admin, { roleId: role.result.id, permIds: perms.map((p) => p.id) })).code === 200, 'role permissions');
  for (const [username, nickname] of [
    [APPLICANT, '申请人小李'],
    [APPROVER, '审批人王主管'],
  ]) {
    const added = await call('/user/admin/add', admin, { username, nickname, password: PASSWORD, roleIds: [role.result.id] });
    expect(added.code === 200, `add ${username}: ${added.message}`);
  }
}

/** Names the selected task and gives it to a user, in the modeler's side panel. */
async function settle(page: Page, name: string, username: string) {
  const panel = page.getByTestId('act-element-panel');
  await panel.getByText('用户任务').first().waitFor({ timeout: 10_000 });
  const field = page.getByTestId('act-element-name');
  await field.fill(name);
  await field.press('Enter');
  await page.getByTestId('act-assignee-user').click();
  await page.getByTestId('act-assignee-user').locator('input').fill(username);
  await page.getByTestId(`act-assignee-user-option-${username}`).click();
  await page.keyboard.press('Escape');
}

async function pass(page: Page, task: string) {
  const row = page.locator('tr', { hasText: task }).first();
  await row.waitFor({ timeout: 15_000 });
  await row.getByTestId('act-todo-pass').click();
  await page.getByTestId('act-pass-comment').fill(`${task}：同意`);
  await page.getByTestId('act-pass-ok').click();
  await page.getByText('已通过').first().waitFor({ timeout: 10_000 });
  await row.waitFor({ state: 'detached', timeout: 15_000 });
}

/** The open history dialog's diagram: drawn, with its done steps and flows marked. */
async function highlighted(page: Page, what: string) {
  const diagram = page.getByTestId('act-diagram').last();
  await diagram.locator('.djs-element').first().waitFor({ timeout: 15_000 });
  await diagram.locator('.zy-done').first().waitFor({ timeout: 15_000 });
  const done = await diagram.locator('.zy-done').count();
  const flows = await diagram.locator('.zy-flow').count();
  expect(done >= 4, `${what}: the start, both tasks and the end are marked done (${done})`);
  expect(flows >= 3, `${what}: the three flows taken are marked (${flows})`);
  const history = await page.getByTestId('act-history').last().innerText();
  for (const words of ['发起申请', '主管审批', '财务复核', '主管审批：同意', '审批人王主管', '结束'])
    expect(history.includes(words), `${what}: the history shows ${words}`);
  expect(!/Event_|Activity_|\bstart\b/.test(history), `${what}: the history shows no element ids`);
}

export const cases: Case[] = [
  {
    name: 'workflow: the admin draws and deploys a two-step process; an employee applies, the approver passes it from 待办, both see the highlighted history',
    async run() {
      const admin = await adminToken();
      await employees(admin);

      // 1. Model: draw start → 主管审批 → 财务复核 → end in bpmn-js, assign both to the approver, save, deploy.
      const page = await adminPage('desktop', '/activiti/model', admin);
      await page.getByTestId('act-model-page').waitFor({ timeout: 15_000 });
      await noComingSoon(page, '模型管理');
      await page.getByTestId('act-model-add').click();
      await page.getByTestId('act-model-name').fill(PROCESS);
      await page.getByTestId('act-model-key').fill(KEY);
      await page.getByTestId('act-model-add-ok').click();
      const modeler = page.getByTestId('act-modeler');
      await modeler.waitFor({ timeout: 15_000 });
      const canvas = page.getByTestId('act-modeler-canvas');
      await canvas.locator('[data-element-id="start"]').first().click();
      const pad = (action: string) => page.locator(`.djs-context-pad.open [data-action="${action}"]`);
      await pad('append.append-task').click();
      await settle(page, '主管审批', APPROVER);
      await pad('append.append-task').click();
      await settle(page, '财务复核', APPROVER);
      await pad('append.end-event').click();
      await page.waitForTimeout(400);
      await screenshot(page, 'workflow-modeler-desktop');
      await page.getByTestId('act-modeler-save').click();
      await page.getByText('未保存').waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByTestId('act-modeler-close').click();
      const row = page.locator('tr', { hasText: KEY }).first();
      await row.getByTestId('act-model-deploy').click();
      await page.getByTestId('act-model-deploy-ok').click();
      await page.getByText(`已部署：${PROCESS} v1`).first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'workflow-models-desktop');
      await page.context().close();

      // The server holds what was drawn: two user tasks to the approver.
      const deployed = await call<{ content: { id: string; processKey: string }[] }>(
        `/actProcess/getByCondition?pageNumber=1&pageSize=50&processKey=${KEY}`,
        admin,
      );
      const proc = deployed.result.content.find((p) => p.processKey === KEY);
      expect(proc, `the process ${KEY} is deployed`);
      const nodes = await call<{ title: string; type: string; assignees: { type: number }[] }[]>(`/actProcess/getProcessNode/${proc.id}`, admin);
      const tasks = nodes.result.filter((n) => n.type === 'userTask');
      expect(tasks.map((n) => n.title).join(',') === '主管审批,财务复核', `two user tasks, in order: ${tasks.map((n) => n.title)}`);
      expect(
        tasks.every((n) => n.assignees.length === 1 && n.assignees[0].type === 1),
        'each task goes to one user',
      );

      // 2. The employee applies from 我的申请 (desktop).
      const applicant = await login(APPLICANT);
      const apply = await adminPage('desktop', '/activiti/apply', applicant);
      await apply.getByTestId('act-apply-page').waitFor({ timeout: 15_000 });
      await apply.getByTestId('act-apply-new').click();
      await apply.waitForTimeout(400);
      await apply.getByTestId('act-apply-process').click();
      await apply.getByTestId(`act-apply-process-option-${KEY}`).click();
      await apply.getByTestId('act-apply-title').fill('十一月差旅报销');
      await apply.getByTestId('act-apply-description').fill('去长沙参加招生咨询会的车费与住宿，共 1,280 元');
      await apply.getByTestId('act-apply-submit').click();
      await apply.locator('tr', { hasText: '十一月差旅报销' }).getByText('处理中').first().waitFor({ timeout: 15_000 });
      await screenshot(apply, 'workflow-apply-desktop');
      await apply.context().close();

      // 3. The approver passes both steps from 待办, on a phone.
      const approver = await login(APPROVER);
      const todo = await adminPage('mobile', '/activiti/todo', approver);
      await todo.getByTestId('act-todo-page').waitFor({ timeout: 15_000 });
      await noComingSoon(todo, '我的待办');
      await todo.locator('tr', { hasText: '主管审批' }).first().waitFor({ timeout: 15_000 });
      await fits(todo, 'mobile', '我的待办');
      await screenshot(todo, 'workflow-todo-390');
      await pass(todo, '主管审批');
      await todo.reload();
      await todo.getByTestId('act-todo-page').waitFor({ timeout: 15_000 });
      await pass(todo, '财务复核');
      await todo.context().close();

      // 4. The approver's 已办: the history and the highlighted diagram.
      const done = await adminPage('desktop', '/activiti/done', approver);
      await done.getByTestId('act-done-page').waitFor({ timeout: 15_000 });
      const doneRow = done.locator('tr', { hasText: '财务复核' }).first();
      await doneRow.waitFor({ timeout: 15_000 });
      await doneRow.getByTestId('act-done-history').click();
      await highlighted(done, '已办');
      await screenshot(done, 'workflow-history-desktop');
      await done.context().close();

      // 5. The applicant sees it finished, with the same history, on a phone.
      const mine = await adminPage('mobile', '/activiti/apply', applicant);
      await mine.getByTestId('act-apply-page').waitFor({ timeout: 15_000 });
      const mineRow = mine.locator('tr', { hasText: '十一月差旅报销' }).first();
      await mineRow.getByText('已通过').first().waitFor({ timeout: 15_000 });
      await mine.getByTestId('apply-progress-十一月差旅报销').click();
      await highlighted(mine, '我的申请');
      await fits(mine, 'mobile', '流程进度');
      await screenshot(mine, 'workflow-history-390');
      await mine.context().close();
    },
  },
];
