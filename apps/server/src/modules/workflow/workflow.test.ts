import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  ActBusinessView,
  ActDeployResult,
  ActDoneView,
  ActHistoryView,
  ActInstanceDiagram,
  ActNodeView,
  ActProcessView,
  ActTaskView,
  ContentAdminView,
  LeaveView,
  Page,
} from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { adminHelpers, adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { actInstances, actProcesses, actTasks, departmentHeaders, messageSends } from '../../db/schema/index.ts';

let t: TestApp;
let h: AdminHelpers;
let admin: string;
adminSuite((s) => ({ t, h, admin } = s));

const APPLY = ['act:apply:view', 'act:apply:add', 'act:apply:enable', 'act:apply:disable', 'act:apply:delete'];
const TODO = ['act:todo:view', 'act:todo:pass', 'act:todo:back', 'act:todo:delegate', 'act:done:view'];

afterEach(() => vi.useRealTimers());

/** A multipart upload of one BPMN file to deployByFile. */
function deployFile(xml: string, token = admin) {
  const boundary = 'zyboundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.bpmn"\r\nContent-Type: application/xml\r\n\r\n${xml}\r\n--${boundary}--\r\n`;
  return t.call<ActDeployResult>({
    method: 'POST',
    url: '/api/actModel/deployByFile',
    token,
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const bpmn = (id: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:zy="http://zhiyuan.example/schema/bpmn" id="D" targetNamespace="x">
  <bpmn:process id="${id}" name="${id}" isExecutable="true">${body}</bpmn:process>
</bpmn:definitions>`;
const userRule = (userId: string) => `zy:assignees="[{&quot;type&quot;:1,&quot;relateId&quot;:&quot;${userId}&quot;}]"`;

async function todo(token: string) {
  const res = await h.get<Page<ActTaskView>>('/api/actTask/todoList?pageNumber=1&pageSize=50', token);
  expect(res.code, res.message).toBe(200);
  return res.result.content;
}

async function processByKey(key: string, token = admin) {
  const res = await h.get<ActProcessView>(`/api/actProcess/getByKey/${key}`, token);
  expect(res.code, res.message).toBe(200);
  return res.result;
}

/** A department whose head is `head`, a staff member in it; both with the workflow codes. */
async function team(prefix: string) {
  const headUser = await h.userWith(`${prefix}head`, [...APPLY, ...TODO]);
  const dept = await h.department('运营部');
  const staff = await h.userWith(`${prefix}staff`, [...APPLY, ...TODO], 0, { departmentId: dept.id });
  await t.database.db.delete(departmentHeaders).where(eq(departmentHeaders.departmentId, dept.id));
  await t.database.db.insert(departmentHeaders).values({ departmentId: dept.id, userId: headUser.user.id, type: 0 });
  return { head: headUser, staff };
}

async function applyLeave(token: string, days: number, title = `请假${days}天`) {
  const proc = await processByKey('leave', token);
  const end = new Date(Date.UTC(2027, 0, 4 + days - 1)).toISOString().slice(0, 10);
  const leave = await h.post<LeaveView>(
    '/api/leave/add',
    { type: '事假', title, description: '家中有事', startDate: '2027-01-04', endDate: end, procDefId: proc.id },
    token,
  );
  expect(leave.code, leave.message).toBe(200);
  expect(leave.result.duration).toBe(days);
  const applied = await h.post<ActBusinessView>('/api/actBusiness/apply', { id: leave.result.businessId }, token);
  expect(applied.code, applied.message).toBe(200);
  return applied.result;
}

describe('工作流程 on bpmn-engine (issue 34)', () => {
  it('ships the leave and content review processes, deployed, with their node rules', async () => {
    const page = await h.get<Page<ActProcessView>>('/api/actProcess/getByCondition?pageNumber=1&pageSize=20&showLatest=true');
    expect(page.code, page.message).toBe(200);
    const keys = page.result.content.map((p) => p.processKey);
    expect(keys).toEqual(expect.arrayContaining(['leave', 'content_review']));
    const leave = page.result.content.find((p) => p.processKey === 'leave')!;
    expect(leave).toMatchObject({ version: 1, latest: true, status: 1, businessTable: 'leave', routeName: 'leave', allUser: true });
    const nodes = await h.get<ActNodeView[]>(`/api/actProcess/getProcessNode/${leave.id}`);
    const head = nodes.result.find((n) => n.id === 'headApprove')!;
    expect(head.assignees).toEqual([{ type: 4, relateId: '', title: '' }]);
    expect(head.formFields[0]).toMatchObject({ name: 'opinion', type: 'select', required: true });
    expect(nodes.result.find((n) => n.id === 'hrApprove')!.assignees[0]).toMatchObject({ type: 0, title: '超级管理员' });
    // What follows a node, through the gateway: HR or the end (XBoot's getNextNode).
    const next = await h.get<ActNodeView[]>(`/api/actProcess/getNextNode/${leave.id}/headApprove`);
    expect(next.result.map((n) => n.id).sort()).toEqual(['end', 'hrApprove']);
    const first = await h.get<ActNodeView>(`/api/actProcess/getFirstNode/${leave.id}`);
    expect(first.result.id).toBe('headApprove');
    // XBoot's getNode: the same task by its id alone; an id no version holds is a 404.
    const byId = await h.get<ActNodeView>('/api/actProcess/getNode/headApprove');
    expect(byId.code, byId.message).toBe(200);
    expect(byId.result).toEqual(head);
    expect((await h.get('/api/actProcess/getNode/noSuchNode')).code).toBe(404);
  });

  it("runs the leave demo: the starter's department head, then HR above three days (exclusive gateway), with the applicant told", async () => {
    const { head, staff } = await team('lv');
    const long = await applyLeave(staff.token, 5);
    expect(long).toMatchObject({ status: 1, result: 1 });
    expect(long.currentTasks).toEqual([{ id: expect.any(String), name: '部门负责人审批', assignees: ['lvhead'] }]);

    const [task] = await todo(head.token);
    expect(task).toMatchObject({ name: '部门负责人审批', businessTitle: '请假5天', applicant: 'lvstaff', processName: '请假流程' });
    // The node's form: the opinion is required and must be one of its options; nothing moves without it.
    const missing = await h.post('/api/actTask/pass', { id: task.id, comment: '' }, head.token);
    expect(missing.code).toBe(400);
    expect(missing.message).toContain('values.opinion');
    const wrong = await h.post('/api/actTask/pass', { id: task.id, values: { opinion: '随便' } }, head.token);
    expect(wrong.code).toBe(400);
    expect((await todo(head.token)).map((x) => x.id)).toEqual([task.id]);

    const passed = await h.post('/api/actTask/pass', { id: task.id, comment: '同意，注意交接', values: { opinion: '同意' } }, head.token);
    expect(passed.code, passed.message).toBe(200);
    expect(await todo(head.token)).toEqual([]);
    const hr = (await todo(admin)).find((x) => x.procInstId === long.procInstId)!;
    expect(hr.name).toBe('人事审批');
    expect((await h.post('/api/actTask/pass', { id: hr.id, comment: '已备案' })).code).toBe(200);

    const mine = await h.get<Page<ActBusinessView>>('/api/actBusiness/getByCondition?pageNumber=1&pageSize=10', staff.token);
    expect(mine.result.content.find((b) => b.id === long.id)).toMatchObject({ status: 2, result: 2, currentTasks: [] });
    const history = await h.get<ActHistoryView[]>(`/api/actTask/historicFlow/${long.procInstId}`, staff.token);
    expect(history.result.map((s) => [s.name, s.action, s.assignee])).toEqual([
      ['提交申请', 'start', 'lvstaff'],
      ['部门负责人审批', 'pass', 'lvhead'],
      ['人事审批', 'pass', '超级管理员'],
      ['结束', 'end', ''],
    ]);
    expect(history.result[1]).toMatchObject({ comment: '同意，注意交接', values: { opinion: '同意' } });
    const diagram = await h.get<ActInstanceDiagram>(`/api/actProcess/getHighlightImg/${long.procInstId}`, staff.token);
    expect(diagram.result).toMatchObject({ state: 'finished', active: [] });
    expect(diagram.result.completed).toEqual(expect.arrayContaining(['start', 'headApprove', 'days', 'hrApprove', 'end']));
    expect(diagram.result.flows).toContain('toHr');
    expect(diagram.result.flows).not.toContain('toEnd');
    expect(diagram.result.xml).toContain('BPMNShape');
    // The applicant was told in their inbox.
    const told = await t.database.db.select().from(messageSends).where(eq(messageSends.userId, staff.user.id));
    expect(told.length).toBeGreaterThan(0);

    // Three days or fewer: the gateway's default flow ends it after the head.
    const short = await applyLeave(staff.token, 2);
    const [shortTask] = (await todo(head.token)).filter((x) => x.procInstId === short.procInstId);
    await h.post('/api/actTask/pass', { id: shortTask.id, values: { opinion: '同意' } }, head.token);
    const shortDiagram = await h.get<ActInstanceDiagram>(`/api/actProcess/getHighlightImg/${short.procInstId}`, staff.token);
    expect(shortDiagram.result.state).toBe('finished');
    expect(shortDiagram.result.flows).toContain('toEnd');
    expect(shortDiagram.result.completed).not.toContain('hrApprove');
  });

  it('runs both branches of a parallel gateway and joins them', async () => {
    const a = await h.userWith('pgusera', [...APPLY, ...TODO]);
    const b = await h.userWith('pguserb', TODO);
    const xml = bpmn(
      'parallel_review',
      `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="split"/>
       <bpmn:parallelGateway id="split"/><bpmn:sequenceFlow id="fa" sourceRef="split" targetRef="ta"/><bpmn:sequenceFlow id="fb" sourceRef="split" targetRef="tb"/>
       <bpmn:userTask id="ta" name="法务" ${userRule(a.user.id)}/><bpmn:userTask id="tb" name="财务" ${userRule(b.user.id)}/>
       <bpmn:sequenceFlow id="fa2" sourceRef="ta" targetRef="join"/><bpmn:sequenceFlow id="fb2" sourceRef="tb" targetRef="join"/>
       <bpmn:parallelGateway id="join"/><bpmn:sequenceFlow id="f2" sourceRef="join" targetRef="e"/><bpmn:endEvent id="e"/>`,
    );
    const deployed = await deployFile(xml);
    expect(deployed.code, deployed.message).toBe(200);
    // Laid out on deploy (the file had no diagram), so bpmn-js can draw it.
    const [stored] = await t.database.db.select().from(actProcesses).where(eq(actProcesses.id, deployed.result.process.id));
    expect(stored.xml).toContain('BPMNShape');

    // A general application (title and text) on a process with no form of its own.
    const startable = await h.get<ActProcessView[]>('/api/actBusiness/startable', a.token);
    expect(startable.result.map((p) => p.processKey)).toEqual(expect.arrayContaining(['leave', 'parallel_review']));
    expect(startable.result.map((p) => p.processKey)).not.toContain('content_review');
    const business = await h.post<ActBusinessView>(
      '/api/actBusiness/add',
      { procDefId: deployed.result.process.id, title: '合同', description: '年度合同续签' },
      a.token,
    );
    expect(business.result).toMatchObject({ status: 0, result: 0, description: '年度合同续签' });
    expect((await h.post('/api/actBusiness/apply', { id: business.result.id }, a.token)).code).toBe(200);
    const [ta] = await todo(a.token);
    const [tb] = await todo(b.token);
    expect([ta.name, tb.name]).toEqual(['法务', '财务']);
    await h.post('/api/actTask/pass', { id: ta.id }, a.token);
    const midway = await h.get<ActInstanceDiagram>(`/api/actProcess/getHighlightImg/${ta.procInstId}`);
    expect(midway.result).toMatchObject({ state: 'running', active: ['tb'] });
    await h.post('/api/actTask/pass', { id: tb.id }, b.token);
    const done = await h.get<ActInstanceDiagram>(`/api/actProcess/getHighlightImg/${ta.procInstId}`);
    expect(done.result.state).toBe('finished');
    expect(done.result.completed).toEqual(expect.arrayContaining(['join', 'e']));
  });

  it('sends an instance back to a node it passed, and refuses one it did not', async () => {
    const { head, staff } = await team('bk');
    const app = await applyLeave(staff.token, 4);
    const [first] = (await todo(head.token)).filter((x) => x.procInstId === app.procInstId);
    await h.post('/api/actTask/pass', { id: first.id, values: { opinion: '同意' } }, head.token);
    const hr = (await todo(admin)).find((x) => x.procInstId === app.procInstId)!;

    const backList = await h.get<ActNodeView[]>(`/api/actTask/getBackList/${app.procInstId}`);
    expect(backList.result.map((n) => n.id)).toEqual(['headApprove']);
    const refused = await h.post('/api/actTask/backToTask', { id: hr.id, backTaskKey: 'days', comment: '' });
    expect(refused.code).toBe(400);
    expect((await todo(admin)).some((x) => x.id === hr.id)).toBe(true);

    const back = await h.post('/api/actTask/backToTask', { id: hr.id, backTaskKey: 'headApprove', comment: '请补充交接人' });
    expect(back.code, back.message).toBe(200);
    const again = (await todo(head.token)).filter((x) => x.procInstId === app.procInstId);
    expect(again.map((x) => x.name)).toEqual(['部门负责人审批']);
    expect((await todo(admin)).some((x) => x.procInstId === app.procInstId)).toBe(false);
    // And it runs on from there.
    await h.post('/api/actTask/pass', { id: again[0].id, values: { opinion: '同意' } }, head.token);
    expect((await todo(admin)).filter((x) => x.procInstId === app.procInstId).map((x) => x.name)).toEqual(['人事审批']);
    const history = await h.get<ActHistoryView[]>(`/api/actTask/historicFlow/${app.procInstId}`, staff.token);
    expect(history.result.map((s) => s.action)).toEqual(['start', 'pass', 'backToTask', 'pass', 'pass']);
  });

  it('delegates a task to another user, recorded in 已办 and the history; not to oneself', async () => {
    const { head, staff } = await team('dg');
    const deputy = await h.userWith('dgdeputy', TODO);
    const app = await applyLeave(staff.token, 1);
    const [task] = (await todo(head.token)).filter((x) => x.procInstId === app.procInstId);
    // The delegate is found with the delegate permission alone (no user management).
    const found = await h.get<{ id: string; username: string }[]>('/api/actTask/searchUser?key=dgdep', head.token);
    expect(found.result.map((u) => u.username)).toEqual(['dgdeputy']);
    expect((await h.post('/api/actTask/delegate', { id: task.id, userId: head.user.id }, head.token)).code).toBe(400);
    expect((await h.post('/api/actTask/delegate', { id: task.id, userId: deputy.user.id, comment: '出差' }, head.token)).code).toBe(200);
    expect((await todo(head.token)).filter((x) => x.procInstId === app.procInstId)).toEqual([]);
    const [handed] = await todo(deputy.token);
    expect(handed).toMatchObject({ name: '部门负责人审批', delegatedBy: 'dghead' });
    const done = await h.get<Page<ActDoneView>>('/api/actTask/doneList?pageNumber=1&pageSize=10', head.token);
    expect(done.result.content[0]).toMatchObject({ action: 'delegate', comment: '出差', instanceState: 'running' });
    await h.post('/api/actTask/pass', { id: handed.id, values: { opinion: '同意' } }, deputy.token);
    const history = await h.get<ActHistoryView[]>(`/api/actTask/historicFlow/${app.procInstId}`, staff.token);
    expect(history.result.map((s) => [s.action, s.assignee])).toEqual([
      ['start', 'dgstaff'],
      ['delegate', 'dghead'],
      ['pass', 'dgdeputy'],
      ['end', ''],
    ]);
  });

  it('rejects: the application fails; withdraws: it is canceled and its tasks close', async () => {
    const { head, staff } = await team('rj');
    const first = await applyLeave(staff.token, 2, '驳回的假');
    const [task] = (await todo(head.token)).filter((x) => x.procInstId === first.procInstId);
    expect((await h.post('/api/actTask/back', { id: task.id, comment: '' }, head.token)).code).toBe(400);
    expect((await h.post('/api/actTask/back', { id: task.id, comment: '项目紧张' }, head.token)).code).toBe(200);
    const second = await applyLeave(staff.token, 2, '撤回的假');
    expect((await h.post('/api/actBusiness/cancel', { id: second.id, reason: '不请了' }, head.token)).code).toBe(403);
    expect((await h.post('/api/actBusiness/cancel', { id: second.id, reason: '不请了' }, staff.token)).code).toBe(200);
    const mine = await h.get<Page<ActBusinessView>>('/api/actBusiness/getByCondition?pageNumber=1&pageSize=10', staff.token);
    const byTitle = Object.fromEntries(mine.result.content.map((b) => [b.title, [b.status, b.result]]));
    expect(byTitle['驳回的假']).toEqual([2, 3]);
    expect(byTitle['撤回的假']).toEqual([3, 4]);
    expect(await todo(head.token)).toEqual([]);
    // The leave list says where each request stands.
    const leaves = await h.get<Page<LeaveView>>('/api/leave/getByCondition?pageNumber=1&pageSize=10', staff.token);
    expect(leaves.result.content.map((l) => [l.title, l.status, l.result])).toEqual(
      expect.arrayContaining([
        ['驳回的假', 2, 3],
        ['撤回的假', 3, 4],
      ]),
    );
    // A rejected application may be submitted again: a new instance, back at the head.
    const again = await h.post<ActBusinessView>('/api/actBusiness/apply', { id: first.id }, staff.token);
    expect(again.code, again.message).toBe(200);
    expect(again.result).toMatchObject({ status: 1, result: 1 });
    expect(again.result.procInstId).not.toBe(first.procInstId);
    expect((await todo(head.token)).map((x) => x.businessTitle)).toEqual(['驳回的假']);
  });

  it('escalates at the timer boundary after 48 hours, on the workflow.timers job, on a restarted server', async () => {
    const editor = await h.userWith('tmeditor', ['content:article:view', 'content:article:add', 'content:article:edit']);
    const saved = await h.post<ContentAdminView>(
      '/api/content/admin/article/save',
      { title: '定时审核的文章', category: '政策解读', body: '<p>正文</p>', status: 'published' },
      editor.token,
    );
    expect(saved.code, saved.message).toBe(200);
    expect(saved.result.status).toBe('reviewing');
    const [review] = (await todo(admin)).filter((x) => x.tableId === saved.result.id);
    expect(review.name).toBe('审核');
    expect(review.dueTime).not.toBeNull();

    // A second server on the same database: it holds nothing of the first in memory.
    const restarted = await createTestApp({}, undefined, { sameDatabaseAs: t });
    try {
      const job = restarted.app.jobs.get('workflow.timers')!;
      expect(await job.run({}, restarted.app)).toEqual({ fired: 0 });
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 49 * 3600_000 });
      expect(await job.run({}, restarted.app)).toEqual({ fired: 1 });
      vi.useRealTimers();
      const [row] = await t.database.db.select().from(actTasks).where(eq(actTasks.id, review.id));
      expect(row).toMatchObject({ status: 'done', action: 'timeout' });
      const [escalated] = (await todo(admin)).filter((x) => x.tableId === saved.result.id);
      expect(escalated.name).toBe('超时复审');
      // Approved on the second server: the article is published.
      const token = await restarted.login();
      const passed = await adminHelpers(restarted, () => token).post('/api/actTask/pass', { id: escalated.id, comment: '可以发布' });
      expect(passed.code, passed.message).toBe(200);
    } finally {
      vi.useRealTimers();
      await restarted.close();
    }
    const item = await h.get<ContentAdminView>(`/api/content/admin/article/get/${saved.result.id}`);
    expect(item.result.status).toBe('published');
    expect((await h.get(`/api/information/get/${saved.result.id}`)).code).toBe(200);
  });

  it("keeps an editor's article off the site until the reviewer passes it; a rejection makes it a draft", async () => {
    const editor = await h.userWith('rveditor', ['content:article:view', 'content:article:add', 'content:article:edit']);
    const publisher = await h.userWith('rvpublisher', ['content:article:view', 'content:article:add', 'content:article:publish']);
    const direct = await h.post<ContentAdminView>(
      '/api/content/admin/article/save',
      { title: '有权发布', category: '政策解读', body: '<p>x</p>', status: 'published' },
      publisher.token,
    );
    expect(direct.result.status).toBe('published');

    const saved = await h.post<ContentAdminView>(
      '/api/content/admin/article/save',
      { title: '待审文章', category: '政策解读', body: '<p>正文</p>', status: 'published' },
      editor.token,
    );
    expect(saved.result).toMatchObject({ status: 'reviewing', publishTime: null });
    expect((await h.get(`/api/information/get/${saved.result.id}`)).code).toBe(404);
    // Saving again while under review does not start a second review, nor publish it.
    const again = await h.post<ContentAdminView>(
      '/api/content/admin/article/edit',
      { id: saved.result.id, title: '待审文章（改）', category: '政策解读', status: 'published' },
      editor.token,
    );
    expect(again.code, again.message).toBe(200);
    expect(again.result.status).toBe('reviewing');
    const reviews = (await todo(admin)).filter((x) => x.tableId === saved.result.id);
    expect(reviews).toHaveLength(1);
    // The editor cannot ask for the review's own status.
    expect((await h.post('/api/content/admin/article/edit', { id: saved.result.id, category: '政策解读', status: 'reviewing' }, editor.token)).code).toBe(400);

    await h.post('/api/actTask/pass', { id: reviews[0].id, comment: '通过' });
    expect((await h.get(`/api/information/get/${saved.result.id}`)).code).toBe(200);

    const second = await h.post<ContentAdminView>(
      '/api/content/admin/article/save',
      { title: '会被驳回', category: '政策解读', body: '<p>正文</p>', status: 'published' },
      editor.token,
    );
    const [rv] = (await todo(admin)).filter((x) => x.tableId === second.result.id);
    await h.post('/api/actTask/back', { id: rv.id, comment: '数据来源不明' });
    const after = await h.get<ContentAdminView>(`/api/content/admin/article/get/${second.result.id}`);
    expect(after.result.status).toBe('draft');
    expect((await h.get(`/api/information/get/${second.result.id}`)).code).toBe(404);
  });

  it('refuses bad input with the reason and changes nothing', async () => {
    const { head, staff } = await team('bi');
    const before = await t.database.db.select().from(actProcesses);
    const cases: [string, string][] = [
      ['<bpmn:definitions', 'BPMN'],
      [
        bpmn(
          'scripted',
          '<bpmn:startEvent id="s"/><bpmn:scriptTask id="run" scriptFormat="javascript"><bpmn:script>process.exit(1)</bpmn:script></bpmn:scriptTask><bpmn:endEvent id="e"/>',
        ),
        'ScriptTask',
      ],
      [
        bpmn(
          'cond',
          `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="bad" sourceRef="s" targetRef="u"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${environment.services.constructor}</bpmn:conditionExpression></bpmn:sequenceFlow><bpmn:userTask id="u" ${userRule(head.user.id)}/><bpmn:endEvent id="e"/>`,
        ),
        'bad',
      ],
      [
        bpmn(
          'notimer',
          '<bpmn:startEvent id="s"/><bpmn:userTask id="u"/><bpmn:boundaryEvent id="b" attachedToRef="u"><bpmn:timerEventDefinition><bpmn:timeDuration>soon</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent><bpmn:endEvent id="e"/>',
        ),
        'b',
      ],
      [bpmn('1bad key', '<bpmn:startEvent id="s"/>'), 'BPMN'],
    ];
    for (const [xml, named] of cases) {
      const res = await deployFile(xml);
      expect(res.code, xml).toBe(400);
      expect(res.message).toContain(named);
    }
    expect(await t.database.db.select().from(actProcesses)).toHaveLength(before.length);

    const app = await applyLeave(staff.token, 1);
    const [task] = (await todo(head.token)).filter((x) => x.procInstId === app.procInstId);
    const stranger = await h.userWith('bistranger', TODO);
    const notMine = await h.post('/api/actTask/pass', { id: task.id, values: { opinion: '同意' } }, stranger.token);
    expect(notMine.code).toBe(403);
    expect((await h.post('/api/actTask/pass', { id: task.id, values: { opinion: '同意' } }, head.token)).code).toBe(200);
    const twice = await h.post('/api/actTask/pass', { id: task.id, values: { opinion: '同意' } }, head.token);
    expect(twice.code).toBe(409);
    const [inst] = await t.database.db.select().from(actInstances).where(eq(actInstances.id, app.procInstId));
    expect(inst).toMatchObject({ state: 'finished', revision: 2 });
    // A stranger cannot read someone else's history either.
    expect((await h.get(`/api/actTask/historicFlow/${app.procInstId}`, stranger.token)).code).toBe(403);
    expect((await h.get(`/api/actProcess/getHighlightImg/${app.procInstId}`, stranger.token)).code).toBe(403);
  });

  it('lets exactly one of two servers pass the same task at the same moment', async () => {
    const { head, staff } = await team('cc');
    const app = await applyLeave(staff.token, 1);
    const [task] = (await todo(head.token)).filter((x) => x.procInstId === app.procInstId);
    const other = await createTestApp({}, undefined, { sameDatabaseAs: t });
    try {
      const body = { id: task.id, values: { opinion: '同意' } };
      const results = await Promise.all([
        h.post('/api/actTask/pass', body, head.token),
        adminHelpers(other, () => head.token).post('/api/actTask/pass', body, head.token),
      ]);
      expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
      const done = await t.database.db
        .select()
        .from(actTasks)
        .where(and(eq(actTasks.instanceId, app.procInstId), eq(actTasks.action, 'pass')));
      expect(done).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('keeps a running instance on its version when a new one is deployed, and survives a restart', async () => {
    const { head, staff } = await team('vr');
    const old = await applyLeave(staff.token, 5, '旧版本的假');
    // Version 2 of leave: the head alone, no HR step.
    const v2 = bpmn(
      'leave',
      '<bpmn:startEvent id="start"/><bpmn:sequenceFlow id="a" sourceRef="start" targetRef="headApprove"/>' +
        '<bpmn:userTask id="headApprove" name="部门负责人审批" zy:assignees="[{&quot;type&quot;:4,&quot;relateId&quot;:&quot;&quot;}]"/>' +
        '<bpmn:sequenceFlow id="b" sourceRef="headApprove" targetRef="end"/><bpmn:endEvent id="end"/>',
    );
    const deployed = await deployFile(v2);
    expect(deployed.code, deployed.message).toBe(200);
    expect(deployed.result.process).toMatchObject({ processKey: 'leave', version: 2, latest: true });
    expect((await processByKey('leave', staff.token)).version).toBe(2);

    // The old instance runs on version 1: after the head comes HR, on a server started afresh.
    const restarted = await createTestApp({}, undefined, { sameDatabaseAs: t });
    try {
      const [task] = (await todo(head.token)).filter((x) => x.procInstId === old.procInstId);
      const passed = await adminHelpers(restarted, () => head.token).post('/api/actTask/pass', { id: task.id, values: { opinion: '同意' } }, head.token);
      expect(passed.code, passed.message).toBe(200);
    } finally {
      await restarted.close();
    }
    expect((await todo(admin)).filter((x) => x.procInstId === old.procInstId).map((x) => x.name)).toEqual(['人事审批']);

    // A new application takes version 2: the head's pass ends it.
    const fresh = await applyLeave(staff.token, 5, '新版本的假');
    const [task2] = (await todo(head.token)).filter((x) => x.procInstId === fresh.procInstId);
    expect(task2.formFields).toEqual([]);
    await h.post('/api/actTask/pass', { id: task2.id }, head.token);
    const diagram = await h.get<ActInstanceDiagram>(`/api/actProcess/getHighlightImg/${fresh.procInstId}`, staff.token);
    expect(diagram.result.state).toBe('finished');
    // Version 1 is kept while its instance runs.
    const v1 = (await h.get<Page<ActProcessView>>('/api/actProcess/getByCondition?pageNumber=1&pageSize=50&processKey=leave')).result.content.find(
      (p) => p.version === 1,
    )!;
    expect(v1.latest).toBe(false);
    expect(v1.running).toBeGreaterThan(0);
    expect((await h.post('/api/actProcess/delByIds', { ids: [v1.id] })).code).toBe(409);
  });
});
