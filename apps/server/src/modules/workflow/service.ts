import type { FastifyInstance } from 'fastify';
import { layoutProcess } from 'bpmn-auto-layout';
import {
  ACT_BUSINESS_RESULT as RESULT,
  ACT_BUSINESS_STATUS as STATUS,
  formatDateTime,
  type ActAssignee,
  type ActBusinessView,
  type ActCategoryView,
  type ActCurrentTask,
  type ActDoneView,
  type ActFormField,
  type ActHistoryView,
  type ActInstanceDiagram,
  type ActInstanceView,
  type ActModelSource,
  type ActModelView,
  type ActNodeView,
  type ActProcessView,
  type ActTaskAction,
  type ActTaskView,
  type LeaveView,
  type Page,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { t as translate, type Lang } from '../../lib/i18n.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { notifyUsers } from '../message/notify.ts';
import { nextNodes, parseProcess, processKeyOf, step, type ParsedProcess, type StepAction, type StepResult } from './bpmn.ts';
import { SHIPPED_PROCESSES } from './definitions.ts';
import * as repo from './repo.ts';

/**
 * 工作流程: categories, models, deployed processes and their instances, tasks and applications.
 * A step of an instance runs in one transaction with the instance row locked (repo.lockInstance):
 * the engine's state is read, advanced by bpmn.step and written back with the tasks it leaves
 * waiting, so two servers never both advance one task and a failed step changes nothing.
 */

/** What a business table does when its application ends (the content module publishes, …). */
export interface BusinessHandler {
  /** The application ended: pass (approved), fail (rejected) or cancel (withdrawn, canceled). */
  finish(db: Db, tableId: string, outcome: 'pass' | 'fail' | 'cancel'): Promise<void>;
}

const fmt = (d: Date | null | undefined) => (d ? formatDateTime(d) : null);
const fmtOr = (d: Date | null | undefined) => (d ? formatDateTime(d) : '');
const EMPTY_MODEL = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Definitions_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${name.replace(/[<>&"]/g, '')}" isExecutable="true">
    <bpmn:startEvent id="start" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="180" y="160" width="36" height="36" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

export function workflowService(app: FastifyInstance) {
  const db = app.db;
  const handlers = new Map<string, BusinessHandler>();

  // ——— categories ———

  async function categoryViews(rows: repo.CategoryRow[]): Promise<ActCategoryView[]> {
    const parents = await repo.parentIdsAmong(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      title: r.title,
      type: r.type,
      sortOrder: r.sortOrder,
      isParent: parents.has(r.id),
      createTime: formatDateTime(r.createTime),
    }));
  }

  async function categoryTitles(ids: string[]) {
    return new Map((await repo.categoriesByIds(db, [...new Set(ids.filter(Boolean))])).map((c) => [c.id, c.title]));
  }

  // ——— models ———

  async function modelViews(rows: repo.ModelRow[]): Promise<ActModelView[]> {
    const [titles, deployed] = await Promise.all([
      categoryTitles(rows.map((r) => r.categoryId)),
      repo.deployedVersions(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      modelKey: r.modelKey,
      description: r.description,
      categoryId: r.categoryId,
      categoryTitle: titles.get(r.categoryId) ?? '',
      version: r.version,
      deployedVersion: deployed.get(r.id) ?? 0,
      createBy: r.createBy,
      createTime: formatDateTime(r.createTime),
      updateTime: fmt(r.updateTime),
    }));
  }

  async function modelOr404(id: string) {
    const row = await repo.getModel(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** Deploys XML as the next version of its process key; running instances keep their own version. */
  async function deploy(
    xml: string,
    by: string,
    extra: { modelId?: string; categoryId?: string; description?: string; routeName?: string; businessTable?: string },
  ) {
    const parsed = await parseProcess(xml);
    const laidOut = /BPMNDiagram/.test(xml) ? xml : await layoutProcess(xml);
    const before = await repo.latestProcess(db, parsed.key);
    const id = newId();
    const row = await repo.insertProcess(
      db,
      {
        id,
        modelId: extra.modelId ?? before?.modelId ?? '',
        name: parsed.name,
        processKey: parsed.key,
        version: (before?.version ?? 0) + 1,
        description: extra.description ?? before?.description ?? '',
        categoryId: extra.categoryId ?? before?.categoryId ?? '',
        xml: laidOut,
        latest: true,
        status: 1,
        routeName: extra.routeName ?? before?.routeName ?? '',
        businessTable: extra.businessTable ?? before?.businessTable ?? '',
        allUser: parsed.startUserIds.length === 0,
        startUserIds: parsed.startUserIds,
        createBy: by,
      },
      parsed.nodes
        .filter((n) => n.type === 'userTask')
        .map((n) => ({ id: newId(), processId: id, nodeId: n.id, assignees: n.assignees, formFields: n.formFields })),
    );
    return { process: (await processViews([row]))[0] };
  }

  // ——— processes ———

  async function processViews(rows: repo.ProcessRow[]): Promise<ActProcessView[]> {
    const [titles, running, starters] = await Promise.all([
      categoryTitles(rows.map((r) => r.categoryId)),
      repo.runningCounts(
        db,
        rows.map((r) => r.id),
      ),
      repo.userRefs(db, [...new Set(rows.flatMap((r) => r.startUserIds))]),
    ]);
    const starterOf = new Map(starters.map((u) => [u.id, u]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      processKey: r.processKey,
      version: r.version,
      description: r.description,
      categoryId: r.categoryId,
      categoryTitle: titles.get(r.categoryId) ?? '',
      latest: r.latest,
      status: r.status,
      routeName: r.routeName,
      businessTable: r.businessTable,
      allUser: r.allUser,
      startUsers: r.startUserIds.map((id) => starterOf.get(id)).filter((u): u is repo.UserRef => !!u),
      modelId: r.modelId,
      running: running.get(r.id) ?? 0,
      createBy: r.createBy,
      createTime: formatDateTime(r.createTime),
    }));
  }

  async function processOr404(id: string) {
    const row = await repo.getProcess(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function nodeViews(proc: repo.ProcessRow, parsed?: ParsedProcess): Promise<ActNodeView[]> {
    const p = parsed ?? (await parseProcess(proc.xml));
    const stored = new Map((await repo.nodesOf(db, proc.id)).map((n) => [n.nodeId, n]));
    const rules = p.nodes.flatMap((n) => stored.get(n.id)?.assignees ?? n.assignees);
    const titles = await repo.titlesOf(db, rules);
    return p.nodes.map((n) => {
      const row = stored.get(n.id);
      const assignees = (row?.assignees ?? n.assignees).map((a): ActAssignee => ({
        type: a.type as ActAssignee['type'],
        relateId: a.relateId,
        title: titles.get(`${a.type}:${a.relateId}`) ?? '',
      }));
      return { id: n.id, title: n.title, type: n.type, assignees, formFields: (row?.formFields as ActFormField[] | undefined) ?? n.formFields };
    });
  }

  // ——— instances and steps ———

  /** The users a node's rules name now; the starter's department head walks up the tree until one has a head. */
  async function candidatesOf(tx: Db, processId: string, nodeId: string, starterId: string): Promise<string[]> {
    const node = (await repo.nodesOf(tx, processId)).find((n) => n.nodeId === nodeId);
    const out = new Set<string>();
    for (const rule of node?.assignees ?? []) {
      if (rule.type === 4) {
        let dept = await repo.departmentOf(tx, starterId);
        for (let depth = 0; dept && depth < 10; depth++) {
          const heads = await repo.usersOfRule(tx, 3, dept);
          if (heads.length) {
            heads.forEach((h) => out.add(h));
            break;
          }
          dept = await repo.parentDepartment(tx, dept);
          if (dept === '0') dept = null;
        }
      } else {
        for (const id of await repo.usersOfRule(tx, rule.type, rule.relateId)) out.add(id);
      }
    }
    return [...out];
  }

  interface Acted {
    nodeId: string;
    taskId: string;
    actorId: string;
    action: ActTaskAction;
    comment: string;
    values: Record<string, string>;
  }

  interface Notice {
    userIds: string[];
    title: string;
    content: string;
  }

  /**
   * Writes a step's outcome: the acted task done, tasks the engine no longer waits on closed (a
   * timer's are 'timeout'), a task for each new wait with its candidates resolved (none → 400,
   * the transaction rolls back), the instance's state; the business row when it ends.
   */
  async function record(tx: Db, inst: repo.InstanceRow, proc: repo.ProcessRow, result: StepResult, acted: Acted | null, notices: Notice[], lang: Lang) {
    const now = new Date();
    const open = await repo.openTasksOf(tx, [inst.id]);
    const stillWaiting = new Set(result.waiting.map((w) => w.nodeId));
    const business = await repo.getBusiness(tx, inst.businessId);
    const title = business?.title ?? proc.name;
    if (acted) {
      await repo.updateTask(tx, acted.taskId, {
        status: 'done',
        actorId: acted.actorId,
        action: acted.action,
        comment: acted.comment,
        values: acted.values,
        endTime: now,
      });
    }
    const keep = new Map<string, repo.TaskRow>();
    for (const t of open) {
      if (acted && t.id === acted.taskId) continue;
      if (stillWaiting.has(t.nodeId) && !keep.has(t.nodeId) && !(acted?.action === 'backToTask' && t.nodeId === acted.nodeId)) {
        keep.set(t.nodeId, t);
        continue;
      }
      const timedOut = result.timedOut.includes(t.nodeId);
      await repo.updateTask(tx, t.id, { status: timedOut ? 'done' : 'canceled', action: timedOut ? 'timeout' : 'cancel', endTime: now });
      if (timedOut) notices.push({ userIds: t.candidateIds, title: translate(lang, 'workflowEscalated', { title, name: t.name }), content: '' });
    }
    const fresh: repo.NewTaskRow[] = [];
    for (const w of result.waiting) {
      const existing = keep.get(w.nodeId);
      if (existing) {
        if ((existing.dueTime?.getTime() ?? null) !== (w.dueTime?.getTime() ?? null)) await repo.updateTask(tx, existing.id, { dueTime: w.dueTime });
        continue;
      }
      const everyone = await candidatesOf(tx, proc.id, w.nodeId, inst.starterId);
      // Someone else approves what a person applied for, when the rule names anyone else.
      const others = everyone.filter((id) => id !== inst.starterId);
      const candidates = others.length ? others : everyone;
      if (!candidates.length) throw new AppError(400, 'workflowNoAssignee', { name: w.name });
      fresh.push({
        id: newId(),
        instanceId: inst.id,
        nodeId: w.nodeId,
        name: w.name,
        candidateIds: candidates,
        priority: business?.priority ?? 0,
        dueTime: w.dueTime,
        createTime: now,
      });
      notices.push({
        userIds: candidates,
        title: translate(lang, 'workflowNotified', { process: proc.name, title }),
        content: `${proc.name}：${title}（${w.name}）`,
      });
    }
    await repo.insertTasks(tx, fresh);
    const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
    await repo.updateInstance(tx, inst.id, {
      engineState: result.state,
      variables: result.variables,
      completed: union(inst.completed, result.completed),
      flows: union(inst.flows, result.flows),
      active: result.waiting.map((w) => w.nodeId),
      nextTimerAt: result.nextTimerAt,
      revision: inst.revision + 1,
      ...(result.ended ? { state: 'finished', endTime: now } : {}),
    });
    if (result.ended && business) {
      await repo.updateBusiness(tx, business.id, { status: STATUS.finished, result: RESULT.pass });
      return { business, outcome: 'pass' as const };
    }
    return null;
  }

  /** The business row's own outcome, in the step's transaction (tx), and the applicant's notice. */
  async function finishBusiness(
    tx: Db,
    ended: { business: repo.BusinessRow; outcome: 'pass' | 'fail' | 'cancel' } | null,
    notices: Notice[],
    lang: Lang,
    comment = '',
  ) {
    if (!ended) return;
    const handler = handlers.get(ended.business.businessTable);
    if (handler) await handler.finish(tx, ended.business.tableId, ended.outcome);
    if (ended.outcome !== 'cancel') {
      const key = ended.outcome === 'pass' ? 'workflowFinishedPass' : 'workflowFinishedFail';
      notices.push({ userIds: [ended.business.userId], title: translate(lang, key, { title: ended.business.title, comment: comment || '-' }), content: '' });
    }
  }

  async function send(notices: Notice[]) {
    for (const n of notices) await notifyUsers(app, n.userIds, { title: n.title, content: n.content || n.title });
  }

  /** Runs `fn` with the instance locked; notices go out after the commit. */
  async function withInstance<T>(
    instanceId: string,
    lang: Lang,
    fn: (tx: Db, inst: repo.InstanceRow, proc: repo.ProcessRow, notices: Notice[]) => Promise<T>,
  ): Promise<T> {
    const notices: Notice[] = [];
    const out = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const inst = await repo.lockInstance(tx, instanceId);
      if (!inst) throw notFound();
      const proc = await repo.getProcess(tx, inst.processId);
      if (!proc) throw notFound();
      return fn(tx, inst, proc, notices);
    });
    void lang;
    await send(notices);
    return out;
  }

  /** The open task, locked with its instance, that `userId` may act on; 4xx with the reason otherwise. */
  async function openTaskFor(tx: Db, inst: repo.InstanceRow, taskId: string, userId: string) {
    const task = await repo.getTask(tx, taskId);
    if (!task || task.instanceId !== inst.id) throw notFound();
    if (task.status !== 'open') throw new AppError(409, 'workflowTaskDone');
    if (!task.candidateIds.includes(userId)) throw new AppError(403, 'workflowNotAssignee');
    if (inst.state === 'suspended') throw new AppError(409, 'workflowInstanceSuspended');
    if (inst.state !== 'running') throw new AppError(409, 'workflowInstanceEnded');
    return task;
  }

  /** An instance and its tasks, for the applicant, anyone who was asked, and process managers (403 for others). */
  async function viewableInstance(instanceId: string, userId: string, mayViewAll: boolean) {
    const inst = await repo.getInstance(db, instanceId);
    if (!inst) throw notFound();
    const tasks = await repo.tasksOf(db, instanceId);
    if (!mayViewAll && inst.starterId !== userId && !tasks.some((t) => t.candidateIds.includes(userId) || t.actorId === userId))
      throw new AppError(403, 'forbidden');
    return { inst, tasks };
  }

  async function taskInstance(taskId: string) {
    const task = await repo.getTask(db, taskId);
    if (!task) throw notFound();
    return task.instanceId;
  }

  /** Checks an approver's form values against the node's fields; returns them as text. */
  async function formValues(tx: Db, proc: repo.ProcessRow, nodeId: string, values: Record<string, unknown>): Promise<Record<string, string>> {
    const node = (await repo.nodesOf(tx, proc.id)).find((n) => n.nodeId === nodeId);
    const fields = (node?.formFields as ActFormField[] | undefined) ?? [];
    const out: Record<string, string> = {};
    for (const f of fields) {
      const v = values[f.name];
      const text = v === undefined || v === null ? '' : String(v).trim();
      if (!text) {
        if (f.required) throw fieldError(`values.${f.name}`, 'workflowFormMissing', { label: f.label });
        continue;
      }
      const ok =
        f.type === 'number'
          ? Number.isFinite(Number(text))
          : f.type === 'boolean'
            ? ['true', 'false'].includes(text)
            : f.type === 'select'
              ? f.options.includes(text)
              : f.type === 'date'
                ? /^\d{4}-\d{2}-\d{2}$/.test(text)
                : text.length <= 2000;
      if (!ok) throw fieldError(`values.${f.name}`, 'workflowFormValue', { label: f.label });
      out[f.name] = text;
    }
    const unknown = Object.keys(values).find((k) => !fields.some((f) => f.name === k));
    if (unknown) throw fieldError(`values.${unknown}`, 'unknownField');
    return out;
  }

  async function start(business: repo.BusinessRow, starterId: string, variables: Record<string, unknown>, lang: Lang) {
    const proc = await processOr404(business.procDefId);
    if (proc.status !== 1) throw new AppError(409, 'workflowProcessSuspended');
    if (!proc.allUser && !proc.startUserIds.includes(starterId)) throw new AppError(403, 'workflowNotStarter');
    const notices: Notice[] = [];
    const instanceId = newId();
    const result = await step(proc.xml, null, variables, { type: 'start' });
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const inst: repo.InstanceRow = {
        id: instanceId,
        processId: proc.id,
        businessId: business.id,
        starterId,
        engineState: null,
        state: 'running',
        reason: '',
        completed: [],
        active: [],
        flows: [],
        variables,
        nextTimerAt: null,
        revision: 0,
        startTime: new Date(),
        endTime: null,
        historyDeleted: false,
      };
      await repo.insertInstance(tx, inst);
      await repo.updateBusiness(tx, business.id, { procInstId: instanceId, status: STATUS.dealing, result: RESULT.dealing, applyTime: new Date() });
      const ended = await record(tx, inst, proc, result, null, notices, lang);
      await finishBusiness(tx, ended, notices, lang);
    });
    await send(notices);
    return instanceId;
  }

  async function act(
    taskId: string,
    userId: string,
    lang: Lang,
    make: (
      tx: Db,
      task: repo.TaskRow,
      proc: repo.ProcessRow,
      inst: repo.InstanceRow,
    ) => Promise<{ action: StepAction; acted: Omit<Acted, 'taskId' | 'actorId' | 'nodeId'> }>,
  ) {
    const instanceId = await taskInstance(taskId);
    return withInstance(instanceId, lang, async (tx, inst, proc, notices) => {
      const task = await openTaskFor(tx, inst, taskId, userId);
      const { action, acted } = await make(tx, task, proc, inst);
      const result = await step(proc.xml, inst.engineState, inst.variables, action);
      const ended = await record(tx, inst, proc, result, { ...acted, taskId, actorId: userId, nodeId: task.nodeId }, notices, lang);
      await finishBusiness(tx, ended, notices, lang);
    });
  }

  /** Ends an instance without the engine: rejected (fail) or canceled; its open tasks close. */
  async function end(
    tx: Db,
    inst: repo.InstanceRow,
    how: { outcome: 'fail' | 'cancel'; reason: string; state: 'finished' | 'canceled' },
    notices: Notice[],
    lang: Lang,
  ) {
    await repo.closeOpenTasks(tx, inst.id, 'cancel', how.reason);
    await repo.updateInstance(tx, inst.id, {
      state: how.state,
      reason: how.reason,
      active: [],
      nextTimerAt: null,
      endTime: new Date(),
      revision: inst.revision + 1,
    });
    const business = await repo.getBusiness(tx, inst.businessId);
    if (!business) return;
    await repo.updateBusiness(
      tx,
      business.id,
      how.outcome === 'fail' ? { status: STATUS.finished, result: RESULT.fail } : { status: STATUS.canceled, result: RESULT.cancel },
    );
    await finishBusiness(tx, { business, outcome: how.outcome }, notices, lang, how.reason);
  }

  // ——— views of instances, tasks, applications ———

  async function currentTasksOf(instanceIds: string[]): Promise<Map<string, ActCurrentTask[]>> {
    const open = await repo.openTasksOf(db, instanceIds);
    const people = new Map((await repo.userRefs(db, [...new Set(open.flatMap((t) => t.candidateIds))])).map((u) => [u.id, u.nickname || u.username]));
    const out = new Map<string, ActCurrentTask[]>();
    for (const t of open) {
      const list = out.get(t.instanceId) ?? [];
      list.push({ id: t.id, name: t.name, assignees: t.candidateIds.map((id) => people.get(id) ?? '').filter(Boolean) });
      out.set(t.instanceId, list);
    }
    return out;
  }

  async function instanceContext(instanceIds: string[]) {
    const instances = await repo.instancesByIds(db, [...new Set(instanceIds)]);
    const [procs, businesses] = await Promise.all([
      repo.processesByIds(db, [...new Set(instances.map((i) => i.processId))]),
      repo.businessesByIds(db, [...new Set(instances.map((i) => i.businessId))]),
    ]);
    const people = new Map((await repo.userRefs(db, [...new Set(instances.map((i) => i.starterId))])).map((u) => [u.id, u.nickname || u.username]));
    const procOf = new Map(procs.map((p) => [p.id, p]));
    const businessOf = new Map(businesses.map((b) => [b.id, b]));
    return new Map(
      instances.map((i) => [
        i.id,
        { inst: i, proc: procOf.get(i.processId), business: businessOf.get(i.businessId), applicant: people.get(i.starterId) ?? '' },
      ]),
    );
  }

  async function businessViews(rows: repo.BusinessRow[]): Promise<ActBusinessView[]> {
    const [procs, people, current] = await Promise.all([
      repo.processesByIds(db, [...new Set(rows.map((r) => r.procDefId))]),
      repo.userRefs(db, [...new Set(rows.map((r) => r.userId))]),
      currentTasksOf(rows.map((r) => r.procInstId).filter(Boolean)),
    ]);
    const procOf = new Map(procs.map((p) => [p.id, p]));
    const nameOf = new Map(people.map((u) => [u.id, u.nickname || u.username]));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      userId: r.userId,
      applicant: nameOf.get(r.userId) ?? '',
      tableId: r.tableId,
      businessTable: r.businessTable,
      routeName: procOf.get(r.procDefId)?.routeName ?? '',
      procDefId: r.procDefId,
      processName: procOf.get(r.procDefId)?.name ?? '',
      procInstId: r.procInstId,
      status: r.status,
      result: r.result,
      applyTime: fmt(r.applyTime),
      currentTasks: current.get(r.procInstId) ?? [],
      createTime: formatDateTime(r.createTime),
    }));
  }

  async function ownBusiness(id: string, userId: string) {
    const b = await repo.getBusiness(db, id);
    if (!b) throw notFound();
    if (b.userId !== userId) throw new AppError(403, 'workflowNotYours');
    return b;
  }

  function leaveView(r: repo.LeaveRow, business: repo.BusinessRow | undefined): LeaveView {
    return {
      id: r.id,
      type: r.type,
      title: r.title,
      description: r.description,
      startDate: r.startDate,
      endDate: r.endDate,
      duration: r.duration,
      businessId: business?.id ?? '',
      status: business?.status ?? STATUS.draft,
      result: business?.result ?? RESULT.toSubmit,
      procInstId: business?.procInstId ?? '',
      createTime: formatDateTime(r.createTime),
    };
  }

  const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;

  return {
    onFinish(table: string, handler: BusinessHandler) {
      handlers.set(table, handler);
    },

    /** Deploys the shipped processes whose key has no version yet (every start; idempotent). */
    async ensureShipped(): Promise<void> {
      for (const s of SHIPPED_PROCESSES) {
        if (await repo.latestProcess(db, s.key)) continue;
        const model = await repo.insertModel(db, {
          id: newId(),
          name: (await parseProcess(s.xml)).name,
          modelKey: s.key,
          description: s.description,
          xml: await layoutProcess(s.xml),
          createBy: 'system',
        });
        await deploy(model.xml, 'system', { modelId: model.id, description: s.description, routeName: s.routeName, businessTable: s.businessTable });
      }
    },

    // categories
    async categories(parentId: string) {
      return categoryViews(await repo.categoriesByParent(db, parentId));
    },
    async searchCategories(title: string) {
      return categoryViews(await repo.searchCategories(db, title));
    },
    async addCategory(b: { parentId: string; title: string; type: number; sortOrder: number }, by: string) {
      if (b.parentId !== '0' && !(await repo.categoriesByIds(db, [b.parentId])).length) throw fieldError('parentId', 'notFound');
      const [row] = await repo.insertCategory(db, { id: newId(), ...b, createBy: by });
      return (await categoryViews([row]))[0];
    },
    async editCategory(b: { id: string; title: string; type: number; sortOrder: number }) {
      const [row] = await repo.updateCategory(db, b.id, { title: b.title, type: b.type, sortOrder: b.sortOrder });
      if (!row) throw notFound();
      return (await categoryViews([row]))[0];
    },
    async deleteCategories(ids: string[]) {
      const rows = await repo.categoriesByIds(db, ids);
      const used = await repo.categoriesInUse(db, ids);
      const busy = rows.find((r) => used.has(r.id));
      if (busy) throw new AppError(409, 'workflowCategoryInUse', { name: busy.title });
      await repo.deleteCategories(db, ids);
      return rows.length;
    },

    // models
    async modelPage(q: { name?: string; modelKey?: string } & PageInput): Promise<Page<ActModelView>> {
      const { rows, total } = await repo.modelPage(db, q);
      return pageOf(await modelViews(rows), total, q);
    },
    async addModel(b: { name: string; modelKey: string; description: string; categoryId: string }, by: string) {
      if (await repo.modelWithKey(db, b.modelKey, '')) throw new AppError(409, 'workflowKeyTaken', { key: b.modelKey });
      if (b.categoryId && !(await repo.categoriesByIds(db, [b.categoryId])).length) throw fieldError('categoryId', 'notFound');
      const row = await repo.insertModel(db, { id: newId(), ...b, xml: EMPTY_MODEL(b.modelKey, b.name), createBy: by });
      return (await modelViews([row]))[0];
    },
    async modelSource(id: string): Promise<ActModelSource> {
      const row = await modelOr404(id);
      return { model: (await modelViews([row]))[0], xml: row.xml };
    },
    /** Saves the modeler's XML (read first: a file that is not BPMN is refused, drafts may be incomplete). */
    async saveModel(id: string, b: { xml: string; svg?: string }, by: string) {
      const row = await modelOr404(id);
      const key = await processKeyOf(b.xml);
      if (key !== row.modelKey && (await repo.modelWithKey(db, key, id))) throw new AppError(409, 'workflowKeyTaken', { key });
      const saved = await repo.updateModel(db, id, { xml: b.xml, svg: b.svg ?? row.svg, modelKey: key, version: row.version + 1, updateBy: by });
      return (await modelViews([saved]))[0];
    },
    async deployModel(id: string, by: string) {
      const row = await modelOr404(id);
      return deploy(row.xml, by, { modelId: row.id, categoryId: row.categoryId, description: row.description });
    },
    async deployFile(xml: string, categoryId: string, by: string) {
      if (categoryId && !(await repo.categoriesByIds(db, [categoryId])).length) throw fieldError('categoryId', 'notFound');
      const parsed = await parseProcess(xml);
      const laidOut = /BPMNDiagram/.test(xml) ? xml : await layoutProcess(xml);
      const existing = await repo.modelWithKey(db, parsed.key, '');
      const model = existing
        ? await repo.updateModel(db, existing.id, { xml: laidOut, updateBy: by })
        : await repo.insertModel(db, { id: newId(), name: parsed.name, modelKey: parsed.key, categoryId, xml: laidOut, createBy: by });
      return deploy(laidOut, by, { modelId: model.id, categoryId });
    },
    async modelExport(id: string, type: 'xml' | 'svg') {
      const row = await modelOr404(id);
      return { name: `${row.modelKey}.${type === 'xml' ? 'bpmn' : 'svg'}`, body: type === 'xml' ? row.xml : row.svg, type };
    },
    async deleteModels(ids: string[]) {
      await repo.deleteModels(db, ids);
      return ids.length;
    },

    // processes
    async processPage(q: { name?: string; processKey?: string; categoryId?: string; showLatest?: boolean } & PageInput): Promise<Page<ActProcessView>> {
      const { rows, total } = await repo.processPage(db, q);
      return pageOf(await processViews(rows), total, q);
    },
    async processByKey(key: string) {
      const row = await repo.latestProcess(db, key);
      if (!row || row.status !== 1) throw new AppError(404, 'workflowNoProcess', { key });
      return (await processViews([row]))[0];
    },
    async updateProcessInfo(b: { id: string; categoryId?: string; description?: string; routeName?: string; businessTable?: string }) {
      await processOr404(b.id);
      if (b.categoryId && !(await repo.categoriesByIds(db, [b.categoryId])).length) throw fieldError('categoryId', 'notFound');
      const { id, ...values } = b;
      return (await processViews([await repo.updateProcess(db, id, values)]))[0];
    },
    async updateProcessStatus(id: string, status: number) {
      await processOr404(id);
      return (await processViews([await repo.updateProcess(db, id, { status })]))[0];
    },
    async editStartUsers(id: string, allUser: boolean, userIds: string[]) {
      await processOr404(id);
      const known = await repo.userRefs(db, userIds);
      const missing = userIds.find((u) => !known.some((k) => k.id === u));
      if (missing) throw fieldError('userIds', 'notFound');
      return (await processViews([await repo.updateProcess(db, id, { allUser, startUserIds: allUser ? [] : userIds })]))[0];
    },
    async processNodes(id: string) {
      return nodeViews(await processOr404(id));
    },
    async firstNode(id: string) {
      const proc = await processOr404(id);
      const parsed = await parseProcess(proc.xml);
      const first = (await step(proc.xml, null, {}, { type: 'start' })).waiting[0];
      const nodes = await nodeViews(proc, parsed);
      return nodes.find((n) => n.id === first?.nodeId) ?? nodes.find((n) => n.type === 'userTask')!;
    },
    /**
     * A user task by its id alone (XBoot's getNode, where node settings are not per version): in
     * the latest version holding it, or else the newest. getProcessNode names the version.
     */
    async node(nodeId: string) {
      const proc = await repo.processWithNode(db, nodeId);
      const view = proc && (await nodeViews(proc)).find((n) => n.id === nodeId);
      if (!view) throw notFound();
      return view;
    },
    /** The user tasks (or end) a node of a version leads to next (XBoot's getNextNode). */
    async nextNodes(id: string, nodeId: string) {
      const proc = await processOr404(id);
      const parsed = await parseProcess(proc.xml);
      if (!parsed.nodes.some((n) => n.id === nodeId)) throw notFound();
      const views = new Map((await nodeViews(proc, parsed)).map((n) => [n.id, n]));
      return nextNodes(parsed, nodeId).map((n) => views.get(n.id)!);
    },
    async editNodeUser(b: { procDefId: string; nodeId: string; assignees: { type: number; relateId: string }[]; formFields: ActFormField[] }) {
      const proc = await processOr404(b.procDefId);
      const node = (await parseProcess(proc.xml)).nodes.find((n) => n.id === b.nodeId && n.type === 'userTask');
      if (!node) throw fieldError('nodeId', 'workflowBackTarget', { node: b.nodeId });
      const titles = await repo.titlesOf(db, b.assignees);
      const unknown = b.assignees.find((a) => a.type !== 4 && !titles.has(`${a.type}:${a.relateId}`));
      if (unknown) throw fieldError('assignees', 'notFound');
      await repo.upsertNode(db, { id: newId(), processId: proc.id, nodeId: b.nodeId, assignees: b.assignees, formFields: b.formFields });
      return (await nodeViews(proc)).find((n) => n.id === b.nodeId)!;
    },
    async convertToModel(id: string, by: string) {
      const proc = await processOr404(id);
      const existing = await repo.modelWithKey(db, proc.processKey, '');
      const model = existing
        ? await repo.updateModel(db, existing.id, { xml: proc.xml, updateBy: by })
        : await repo.insertModel(db, {
            id: newId(),
            name: proc.name,
            modelKey: proc.processKey,
            description: proc.description,
            categoryId: proc.categoryId,
            xml: proc.xml,
            createBy: by,
          });
      return (await modelViews([model]))[0];
    },
    async processExport(id: string) {
      const proc = await processOr404(id);
      return { name: `${proc.processKey}-v${proc.version}.bpmn`, body: proc.xml, type: 'xml' as const };
    },
    async deleteProcesses(ids: string[]) {
      const rows = await repo.processesByIds(db, ids);
      const running = await repo.runningCounts(db, ids);
      const busy = rows.find((r) => running.get(r.id));
      if (busy) throw new AppError(409, 'workflowHasRunning', { name: busy.name, count: running.get(busy.id)! });
      await repo.deleteProcesses(db, ids);
      return rows.length;
    },

    // instances
    async instancePage(finished: boolean, q: { name?: string } & PageInput): Promise<Page<ActInstanceView>> {
      const { rows, total } = await repo.instancePage(db, { ...q, finished });
      const [ctx, current] = await Promise.all([instanceContext(rows.map((r) => r.id)), currentTasksOf(rows.map((r) => r.id))]);
      return pageOf(
        rows.map((r) => {
          const c = ctx.get(r.id)!;
          return {
            id: r.id,
            procDefId: r.processId,
            processName: c.proc?.name ?? '',
            version: c.proc?.version ?? 0,
            businessTitle: c.business?.title ?? '',
            applicant: c.applicant,
            state: r.state,
            currentTasks: current.get(r.id) ?? [],
            startTime: formatDateTime(r.startTime),
            endTime: fmt(r.endTime),
            reason: r.reason,
          };
        }),
        total,
        q,
      );
    },
    async diagram(instanceId: string, userId: string, mayViewAll: boolean): Promise<ActInstanceDiagram> {
      const { inst } = await viewableInstance(instanceId, userId, mayViewAll);
      const proc = await processOr404(inst.processId);
      return {
        procInstId: inst.id,
        processName: proc.name,
        xml: proc.xml,
        completed: inst.completed.filter((id) => !inst.active.includes(id)),
        active: inst.active,
        flows: inst.flows,
        state: inst.state,
      };
    },
    async setInstanceState(id: string, status: number, lang: Lang) {
      return withInstance(id, lang, async (tx, inst) => {
        if (!['running', 'suspended'].includes(inst.state)) throw new AppError(409, 'workflowInstanceEnded');
        await repo.updateInstance(tx, id, { state: status === 1 ? 'running' : 'suspended', revision: inst.revision + 1 });
      });
    },
    async cancelInstances(ids: string[], reason: string, lang: Lang) {
      for (const id of ids) {
        await withInstance(id, lang, async (tx, inst, _proc, notices) => {
          if (!['running', 'suspended'].includes(inst.state)) throw new AppError(409, 'workflowInstanceEnded');
          await end(tx, inst, { outcome: 'cancel', reason, state: 'canceled' }, notices, lang);
        });
      }
      return ids.length;
    },
    async deleteHistoricInstances(ids: string[]) {
      const rows = await repo.instancesByIds(db, ids);
      const running = rows.find((r) => ['running', 'suspended'].includes(r.state));
      if (running) throw new AppError(409, 'workflowHasRunning', { name: running.id, count: 1 });
      for (const r of rows) await repo.updateInstance(db, r.id, { historyDeleted: true });
      return rows.length;
    },

    // applications
    async businessPage(userId: string, q: { title?: string; status?: number; result?: number } & PageInput): Promise<Page<ActBusinessView>> {
      const { rows, total } = await repo.businessPage(db, userId, q);
      return pageOf(await businessViews(rows), total, q);
    },
    /** A draft application for a business row (the leave form, an article under review). */
    async draft(b: { title: string; userId: string; tableId: string; businessTable: string; procDefId: string }) {
      return repo.insertBusiness(db, { id: newId(), ...b });
    },
    /** A general application: a title and a text, on a process with no business table of its own. */
    async addGeneral(b: { procDefId: string; title: string; description: string }, userId: string) {
      const proc = await processOr404(b.procDefId);
      if (proc.status !== 1) throw new AppError(409, 'workflowProcessSuspended');
      if (!proc.allUser && !proc.startUserIds.includes(userId)) throw new AppError(403, 'workflowNotStarter');
      const id = newId();
      const row = await repo.insertBusiness(db, { id, title: b.title, description: b.description, userId, tableId: id, businessTable: '', procDefId: proc.id });
      return (await businessViews([row]))[0];
    },
    /** The newest active version of each process the caller may start (general ones and those with a page). */
    async startable(userId: string): Promise<ActProcessView[]> {
      const rows = await repo.startableProcesses(db);
      return processViews(rows.filter((r) => r.allUser || r.startUserIds.includes(userId)));
    },
    async apply(id: string, userId: string, priority: number, lang: Lang) {
      const b = await ownBusiness(id, userId);
      // A draft, or one withdrawn or rejected, may be submitted (again: a new instance).
      const again = b.status === STATUS.canceled || (b.status === STATUS.finished && b.result === RESULT.fail);
      if (b.status !== STATUS.draft && !again) throw new AppError(409, 'workflowNotDraft');
      await repo.updateBusiness(db, id, { priority });
      const variables = b.businessTable === 'leave' ? await leaveVariables(b.tableId) : {};
      await start({ ...b, priority }, userId, variables, lang);
      return (await businessViews([(await repo.getBusiness(db, id))!]))[0];
    },
    /** Starts a process for a business row at once (content review): the draft and the start in one call. */
    async startFor(b: { processKey: string; title: string; userId: string; tableId: string; businessTable: string }, lang: Lang) {
      const proc = await repo.latestProcess(db, b.processKey);
      if (!proc || proc.status !== 1) throw new AppError(409, 'workflowNoProcess', { key: b.processKey });
      const business = await repo.insertBusiness(db, {
        id: newId(),
        title: b.title,
        userId: b.userId,
        tableId: b.tableId,
        businessTable: b.businessTable,
        procDefId: proc.id,
      });
      try {
        await start(business, b.userId, {}, lang);
      } catch (e) {
        await repo.deleteBusinesses(db, [business.id]);
        throw e;
      }
      return business.id;
    },
    /** The running application of a business row, if any (an article already under review). */
    async runningFor(table: string, tableId: string) {
      const b = await repo.businessOf(db, table, tableId);
      return b && b.status === STATUS.dealing ? b : null;
    },
    async cancel(id: string, userId: string, reason: string, lang: Lang) {
      const b = await ownBusiness(id, userId);
      if (b.status !== STATUS.dealing) throw new AppError(409, 'workflowNotDealing');
      await withInstance(b.procInstId, lang, async (tx, inst, _p, notices) => {
        if (!['running', 'suspended'].includes(inst.state)) throw new AppError(409, 'workflowInstanceEnded');
        await end(tx, inst, { outcome: 'cancel', reason, state: 'canceled' }, notices, lang);
      });
      return (await businessViews([(await repo.getBusiness(db, id))!]))[0];
    },
    async deleteDrafts(ids: string[], userId: string) {
      const rows = await repo.businessesByIds(db, ids);
      for (const r of rows) {
        if (r.userId !== userId) throw new AppError(403, 'workflowNotYours');
        if (r.status === STATUS.dealing) throw new AppError(409, 'workflowNotDraft');
      }
      await repo.deleteBusinesses(
        db,
        rows.map((r) => r.id),
      );
      return rows.length;
    },

    // tasks
    async todoPage(userId: string, q: { name?: string; priority?: number } & PageInput): Promise<Page<ActTaskView>> {
      const { rows, total } = await repo.todoPage(db, userId, q);
      const ctx = await instanceContext(rows.map((r) => r.instanceId));
      const delegators = new Map(
        (await repo.userRefs(db, [...new Set(rows.map((r) => r.delegatedBy).filter(Boolean))])).map((u) => [u.id, u.nickname || u.username]),
      );
      const fieldsOf = new Map<string, ActFormField[]>();
      for (const procId of new Set([...ctx.values()].map((c) => c.inst.processId))) {
        for (const n of await repo.nodesOf(db, procId)) fieldsOf.set(`${procId}:${n.nodeId}`, n.formFields as ActFormField[]);
      }
      return pageOf(
        rows.map((t) => {
          const c = ctx.get(t.instanceId)!;
          return {
            id: t.id,
            name: t.name,
            nodeId: t.nodeId,
            procInstId: t.instanceId,
            procDefId: c.inst.processId,
            processName: c.proc?.name ?? '',
            businessId: c.business?.id ?? '',
            businessTitle: c.business?.title ?? '',
            businessTable: c.business?.businessTable ?? '',
            tableId: c.business?.tableId ?? '',
            applicant: c.applicant,
            priority: t.priority,
            delegatedBy: delegators.get(t.delegatedBy) ?? '',
            formFields: fieldsOf.get(`${c.inst.processId}:${t.nodeId}`) ?? [],
            createTime: formatDateTime(t.createTime),
            dueTime: fmt(t.dueTime),
          };
        }),
        total,
        q,
      );
    },
    async donePage(userId: string, q: { name?: string } & PageInput): Promise<Page<ActDoneView>> {
      const { rows, total } = await repo.donePage(db, userId, q);
      const ctx = await instanceContext(rows.map((r) => r.instanceId));
      return pageOf(
        rows.map((t) => {
          const c = ctx.get(t.instanceId)!;
          return {
            id: t.id,
            name: t.name,
            nodeId: t.nodeId,
            procInstId: t.instanceId,
            processName: c.proc?.name ?? '',
            businessTitle: c.business?.title ?? '',
            applicant: c.applicant,
            action: t.action as ActTaskAction,
            comment: t.comment,
            createTime: formatDateTime(t.createTime),
            endTime: fmtOr(t.endTime),
            instanceState: c.inst.state,
          };
        }),
        total,
        q,
      );
    },
    async history(instanceId: string, userId: string, mayViewAll: boolean, lang: Lang = 'zh-CN'): Promise<ActHistoryView[]> {
      const { inst, tasks } = await viewableInstance(instanceId, userId, mayViewAll);
      const proc = await processOr404(inst.processId);
      const people = new Map(
        (await repo.userRefs(db, [...new Set([inst.starterId, ...tasks.map((t) => t.actorId).filter(Boolean), ...tasks.flatMap((t) => t.candidateIds)])])).map(
          (u) => [u.id, u.nickname || u.username],
        ),
      );
      const parsed = await parseProcess(proc.xml);
      const startNode = parsed.nodes.find((n) => n.type === 'start')!;
      const seconds = (a: Date, b: Date | null) => (b ? Math.round((b.getTime() - a.getTime()) / 1000) : null);
      const out: ActHistoryView[] = [
        {
          id: `${inst.id}-start`,
          nodeId: startNode.id,
          name: startNode.named ? startNode.title : translate(lang, 'workflowStartNode'),
          assignee: people.get(inst.starterId) ?? '',
          action: 'start',
          comment: '',
          values: {},
          startTime: formatDateTime(inst.startTime),
          endTime: formatDateTime(inst.startTime),
          duration: 0,
        },
      ];
      for (const t of tasks) {
        out.push({
          id: t.id,
          nodeId: t.nodeId,
          name: t.name,
          assignee: t.actorId ? (people.get(t.actorId) ?? '') : t.status === 'open' ? t.candidateIds.map((c) => people.get(c) ?? '').join('、') : '',
          action: (t.status === 'open' ? 'pass' : t.action) as ActHistoryView['action'],
          comment: t.comment,
          values: t.values,
          startTime: formatDateTime(t.createTime),
          endTime: fmt(t.endTime),
          duration: seconds(t.createTime, t.endTime),
        });
      }
      if (inst.state === 'finished' || inst.state === 'canceled') {
        const endNode = parsed.nodes.find((n) => n.type === 'end' && inst.completed.includes(n.id));
        out.push({
          id: `${inst.id}-end`,
          nodeId: endNode?.id ?? '',
          name: endNode?.named ? endNode.title : translate(lang, 'workflowEndNode'),
          assignee: '',
          action: 'end',
          comment: inst.reason,
          values: {},
          startTime: fmtOr(inst.endTime),
          endTime: fmt(inst.endTime),
          duration: 0,
        });
      }
      return out;
    },
    pass(taskId: string, userId: string, comment: string, values: Record<string, unknown>, lang: Lang) {
      return act(taskId, userId, lang, async (tx, task, proc) => {
        const checked = await formValues(tx, proc, task.nodeId, values);
        return { action: { type: 'signal', nodeId: task.nodeId, values: checked }, acted: { action: 'pass', comment, values: checked } };
      });
    },
    /** Rejects: the instance ends as failed and the applicant is told (XBoot's 驳回). */
    async back(taskId: string, userId: string, comment: string, lang: Lang) {
      const instanceId = await taskInstance(taskId);
      await withInstance(instanceId, lang, async (tx, inst, _proc, notices) => {
        const task = await openTaskFor(tx, inst, taskId, userId);
        await repo.updateTask(tx, task.id, { status: 'done', actorId: userId, action: 'back', comment, endTime: new Date() });
        await end(tx, inst, { outcome: 'fail', reason: comment, state: 'finished' }, notices, lang);
      });
    },
    async backList(instanceId: string): Promise<ActNodeView[]> {
      const inst = await repo.getInstance(db, instanceId);
      if (!inst) throw notFound();
      const proc = await processOr404(inst.processId);
      const nodes = await nodeViews(proc);
      return nodes.filter((n) => n.type === 'userTask' && inst.completed.includes(n.id) && !inst.active.includes(n.id));
    },
    backToTask(taskId: string, userId: string, target: string, comment: string, lang: Lang) {
      return act(taskId, userId, lang, async (_tx, task, proc, inst) => {
        const node = (await parseProcess(proc.xml)).nodes.find((n) => n.id === target);
        if (!node || node.type !== 'userTask' || !inst.completed.includes(target) || inst.active.includes(target))
          throw fieldError('backTaskKey', 'workflowBackTarget', { node: target });
        return { action: { type: 'jump', from: task.nodeId, to: target }, acted: { action: 'backToTask', comment, values: {} } };
      });
    },
    async delegate(taskId: string, userId: string, to: string, comment: string, lang: Lang) {
      if (to === userId) throw fieldError('userId', 'workflowDelegateSelf');
      if (!(await repo.enabledUser(db, to))) throw fieldError('userId', 'workflowDelegateUser');
      const instanceId = await taskInstance(taskId);
      await withInstance(instanceId, lang, async (tx, inst, proc, notices) => {
        const task = await openTaskFor(tx, inst, taskId, userId);
        const now = new Date();
        await repo.updateTask(tx, task.id, { status: 'done', actorId: userId, action: 'delegate', comment, endTime: now });
        await repo.insertTasks(tx, [
          {
            id: newId(),
            instanceId: inst.id,
            nodeId: task.nodeId,
            name: task.name,
            candidateIds: [to],
            delegatedBy: userId,
            priority: task.priority,
            dueTime: task.dueTime,
            createTime: now,
          },
        ]);
        const business = await repo.getBusiness(tx, inst.businessId);
        notices.push({
          userIds: [to],
          title: translate(lang, 'workflowNotified', { process: proc.name, title: business?.title ?? proc.name }),
          content: comment,
        });
      });
    },
    /** Users to delegate to: enabled, name or username containing key (at most 20). */
    searchUsers(key: string) {
      return repo.searchEnabledUsers(db, key);
    },
    async hideDone(ids: string[], userId: string) {
      await repo.hideDone(db, userId, ids);
      return ids.length;
    },

    /** Resumes every instance whose earliest timer is due; a due timer fires on resume (bpmn.step). */
    async fireDueTimers(lang: Lang = 'zh-CN'): Promise<number> {
      const due = await repo.dueInstances(db, new Date());
      let fired = 0;
      for (const { id } of due) {
        await withInstance(id, lang, async (tx, inst, proc, notices) => {
          if (inst.state !== 'running' || !inst.nextTimerAt || inst.nextTimerAt > new Date()) return;
          const result = await step(proc.xml, inst.engineState, inst.variables, { type: 'resume' });
          const ended = await record(tx, inst, proc, result, null, notices, lang);
          await finishBusiness(tx, ended, notices, lang);
          fired++;
        });
      }
      return fired;
    },

    // 请假
    async addLeave(b: { type: string; title: string; description: string; startDate: string; endDate: string; procDefId: string }, userId: string) {
      if (b.endDate < b.startDate) throw fieldError('endDate', 'workflowDates');
      await processOr404(b.procDefId);
      const leave = await repo.insertLeave(db, {
        id: newId(),
        userId,
        type: b.type,
        title: b.title,
        description: b.description,
        startDate: b.startDate,
        endDate: b.endDate,
        duration: daysBetween(b.startDate, b.endDate),
      });
      const business = await repo.insertBusiness(db, {
        id: newId(),
        title: b.title,
        userId,
        tableId: leave.id,
        businessTable: 'leave',
        procDefId: b.procDefId,
      });
      return leaveView(leave, business);
    },
    async getLeave(id: string, userId: string, mayViewAll: boolean) {
      const leave = await repo.getLeave(db, id);
      if (!leave) throw notFound();
      const business = await repo.businessOf(db, 'leave', id);
      const asked = business?.procInstId ? (await repo.tasksOf(db, business.procInstId)).some((t) => t.candidateIds.includes(userId)) : false;
      if (leave.userId !== userId && !asked && !mayViewAll) throw new AppError(403, 'forbidden');
      return leaveView(leave, business);
    },
    async updateLeave(b: { id: string; type: string; title: string; description: string; startDate: string; endDate: string }, userId: string) {
      const leave = await repo.getLeave(db, b.id);
      if (!leave) throw notFound();
      if (leave.userId !== userId) throw new AppError(403, 'workflowNotYours');
      const business = await repo.businessOf(db, 'leave', b.id);
      if (business && (business.status === STATUS.dealing || (business.status === STATUS.finished && business.result === RESULT.pass)))
        throw new AppError(409, 'workflowNotDraft');
      if (b.endDate < b.startDate) throw fieldError('endDate', 'workflowDates');
      const { id, ...values } = b;
      const row = await repo.updateLeave(db, id, { ...values, duration: daysBetween(b.startDate, b.endDate) });
      if (business) await repo.updateBusiness(db, business.id, { title: b.title });
      return leaveView(row, business);
    },
    async leavePage(userId: string, q: PageInput): Promise<Page<LeaveView>> {
      const { rows, total } = await repo.leavePage(db, userId, q);
      const business = await repo.businessesOf(
        db,
        'leave',
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => leaveView(r, business.get(r.id))),
        total,
        q,
      );
    },
  };

  async function leaveVariables(tableId: string): Promise<Record<string, unknown>> {
    const leave = await repo.getLeave(db, tableId);
    return leave ? { duration: leave.duration, leaveType: leave.type } : {};
  }
}

export type WorkflowService = ReturnType<typeof workflowService>;
