import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { Timers } from 'bpmn-elements';
import { BpmnModdle } from 'bpmn-moddle';
import { ACT_ASSIGNEE_TYPES, WORKFLOW_NAMESPACE, type ActFormField } from '@zhiyuan/shared';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/errors.ts';

/**
 * The BPMN side of 工作流程: reading a definition (bpmn-moddle) into what the product needs and
 * refusing what it will not run, and one step of an instance on bpmn-engine (recover the stored
 * state, resume, act, store the state again). Nothing here touches the database.
 */

/** The moddle descriptor of the product's attributes (the admin's modeler uses the same). */
export const ZY_DESCRIPTOR = {
  name: 'Zhiyuan',
  uri: WORKFLOW_NAMESPACE,
  prefix: 'zy',
  xml: { tagAlias: 'lowerCase' },
  types: [
    {
      name: 'UserTaskSettings',
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'assignees', isAttr: true, type: 'String' },
        { name: 'formFields', isAttr: true, type: 'String' },
      ],
    },
    { name: 'ProcessSettings', extends: ['bpmn:Process'], properties: [{ name: 'startUsers', isAttr: true, type: 'String' }] },
  ],
  enumerations: [],
  associations: [],
};

export interface ParsedNode {
  id: string;
  /** The element's name, or its id when it has none (named says which). */
  title: string;
  named: boolean;
  type: 'start' | 'userTask' | 'end' | 'gateway' | 'timer' | 'other';
  assignees: { type: number; relateId: string }[];
  formFields: ActFormField[];
}

export interface ParsedProcess {
  key: string;
  name: string;
  nodes: ParsedNode[];
  /** The sequence flows, source → target. */
  flows: { id: string; source: string; target: string }[];
  startUserIds: string[];
}

const ELEMENT_TYPES: Record<string, ParsedNode['type']> = {
  'bpmn:StartEvent': 'start',
  'bpmn:EndEvent': 'end',
  'bpmn:UserTask': 'userTask',
  'bpmn:ExclusiveGateway': 'gateway',
  'bpmn:ParallelGateway': 'gateway',
  'bpmn:InclusiveGateway': 'gateway',
  'bpmn:BoundaryEvent': 'timer',
  'bpmn:IntermediateCatchEvent': 'timer',
};

/**
 * The only expressions a condition may hold: a variable, or one of the comparison services on a
 * variable and a literal. bpmn-elements resolves `${…}` by walking properties and calling
 * functions, so anything wider could reach the engine's own objects.
 */
const CONDITION =
  /^\$\{environment\.(variables\.[A-Za-z_]\w{0,63}|services\.(above|below|equals|notEquals)\(environment\.variables\.[A-Za-z_]\w{0,63}, ?[\w.\u4e00-\u9fa5-]{1,64}\))\}$/u;
const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/;
const KEY = /^[A-Za-z][\w-]{0,63}$/;

const assigneesSchema = z.array(z.object({ type: z.union(ACT_ASSIGNEE_TYPES.map((t) => z.literal(t))), relateId: z.string().max(64) }).strict()).max(50);
export const formFieldsSchema = z
  .array(
    z
      .object({
        name: z.string().regex(/^[A-Za-z_]\w{0,63}$/),
        label: z.string().trim().min(1).max(50),
        type: z.enum(['text', 'textarea', 'number', 'date', 'select', 'boolean']),
        required: z.boolean().default(false),
        options: z.array(z.string().trim().min(1).max(50)).max(50).default([]),
      })
      .strict(),
  )
  .max(30);

function jsonAttr<T>(el: Record<string, unknown>, attribute: string, schema: z.ZodType<T>, fallback: T): T {
  const raw = el[attribute] ?? (el.$attrs as Record<string, unknown> | undefined)?.[`zy:${attribute}`];
  if (raw === undefined || raw === '') return fallback;
  try {
    return schema.parse(JSON.parse(String(raw)));
  } catch {
    throw fieldError('xml', 'workflowBadNodeJson', { id: String(el.id), attribute: `zy:${attribute}` });
  }
}

type ModdleElement = Record<string, unknown> & { $type: string; id: string; name?: string };

/** Reads and checks a definition; a 400 naming the first problem when the product cannot run it. */
export async function parseProcess(xml: string): Promise<ParsedProcess> {
  const moddle = new BpmnModdle({ zy: ZY_DESCRIPTOR });
  let root: ModdleElement;
  try {
    const read = await moddle.fromXML(xml);
    const problem = read.warnings.find((w: { message: string }) => /unparsable|unresolved|unknown|duplicate/i.test(w.message));
    if (problem) throw new Error(problem.message);
    root = read.rootElement as unknown as ModdleElement;
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw fieldError('xml', 'workflowBadBpmn', {
      reason: String((e as Error).message)
        .split('\n')[0]
        .slice(0, 160),
    });
  }
  if (root.$type !== 'bpmn:Definitions') throw fieldError('xml', 'workflowBadBpmn', { reason: root.$type });
  const rootElements = (root.rootElements as ModdleElement[] | undefined) ?? [];
  const processes = rootElements.filter((e) => e.$type === 'bpmn:Process');
  const others = rootElements.filter((e) => !['bpmn:Process', 'bpmn:Message', 'bpmn:Signal', 'bpmn:Error', 'bpmn:Escalation'].includes(e.$type));
  if (processes.length !== 1 || others.length) throw fieldError('xml', 'workflowOneProcess', { count: processes.length + others.length });
  const process = processes[0];
  if (!KEY.test(process.id)) throw fieldError('xml', 'workflowBadKey');
  const elements = (process.flowElements as ModdleElement[] | undefined) ?? [];
  const nodes: ParsedNode[] = [];
  const flows: ParsedProcess['flows'] = [];
  for (const el of elements) {
    if (el.$type === 'bpmn:SequenceFlow') {
      flows.push({ id: el.id, source: (el.sourceRef as ModdleElement | undefined)?.id ?? '', target: (el.targetRef as ModdleElement | undefined)?.id ?? '' });
      const condition = el.conditionExpression as { body?: string; language?: string } | undefined;
      if (condition && (condition.language || !CONDITION.test((condition.body ?? '').trim()))) throw fieldError('xml', 'workflowBadCondition', { id: el.id });
      continue;
    }
    const type = ELEMENT_TYPES[el.$type];
    const definitions = (el.eventDefinitions as ModdleElement[] | undefined) ?? [];
    if (
      !type ||
      (type === 'timer' && (definitions.length !== 1 || definitions[0].$type !== 'bpmn:TimerEventDefinition')) ||
      ((type === 'start' || type === 'end') && definitions.length)
    ) {
      throw fieldError('xml', 'workflowUnsupported', { element: el.$type.replace('bpmn:', ''), id: el.id });
    }
    if (type === 'timer') checkTimer(el.id, definitions[0]);
    if (type === 'userTask' && (el.loopCharacteristics || el.dataInputAssociations || el.ioSpecification)) {
      throw fieldError('xml', 'workflowUnsupported', { element: 'multiInstance/io', id: el.id });
    }
    nodes.push({
      id: el.id,
      title: (el.name ?? '').trim() || el.id,
      named: !!(el.name ?? '').trim(),
      type,
      assignees: type === 'userTask' ? jsonAttr(el, 'assignees', assigneesSchema, []) : [],
      formFields: type === 'userTask' ? (jsonAttr(el, 'formFields', formFieldsSchema, []) as ActFormField[]) : [],
    });
  }
  const count = (t: ParsedNode['type']) => nodes.filter((n) => n.type === t).length;
  if (count('start') !== 1) throw fieldError('xml', 'workflowOneStart', { count: count('start') });
  if (!count('end')) throw fieldError('xml', 'workflowNoEnd');
  if (!count('userTask')) throw fieldError('xml', 'workflowNoTask');
  const startUserIds = jsonAttr(process, 'startUsers', z.array(z.string().max(64)).max(500), []);
  // A timer boundary event leaves from its task: its flows start at the event, reached from the task.
  for (const el of elements) {
    const attached = el.attachedToRef as ModdleElement | undefined;
    if (el.$type === 'bpmn:BoundaryEvent' && attached) flows.push({ id: `${attached.id}>${el.id}`, source: attached.id, target: el.id });
  }
  return { key: process.id, name: (process.name ?? '').trim() || process.id, nodes, flows, startUserIds };
}

function checkTimer(id: string, definition: ModdleElement) {
  const parts = ['timeDuration', 'timeDate', 'timeCycle'].map((k) => definition[k] as { body?: string } | undefined).filter((p): p is { body?: string } => !!p);
  const body = (parts[0]?.body ?? '').trim();
  if (parts.length !== 1 || definition.timeCycle || !(DURATION.test(body) || DATE.test(body))) throw fieldError('xml', 'workflowBadTimer', { id });
}

/** What a step asks of the instance. */
export type StepAction =
  { type: 'start' } | { type: 'resume' } | { type: 'signal'; nodeId: string; values: Record<string, unknown> } | { type: 'jump'; from: string; to: string };

export interface StepResult {
  state: Record<string, unknown>;
  /** User tasks waiting now, with the time a timer on each fires (null: none). */
  waiting: { nodeId: string; name: string; dueTime: Date | null }[];
  /** The earliest timer still waiting. */
  nextTimerAt: Date | null;
  ended: boolean;
  /** Elements that ended, flows taken and user tasks a timer interrupted, in this step. */
  completed: string[];
  flows: string[];
  timedOut: string[];
  variables: Record<string, unknown>;
}

/** The comparison services conditions may call (CONDITION). */
const SERVICES = {
  above: (a: unknown, b: unknown) => Number(a) > Number(b),
  below: (a: unknown, b: unknown) => Number(a) < Number(b),
  equals: (a: unknown, b: unknown) => String(a) === String(b),
  notEquals: (a: unknown, b: unknown) => String(a) !== String(b),
};

/** No script ever runs: conditions are expressions (CONDITION), script tasks are refused. */
const NO_SCRIPTS = { register: () => undefined, getScript: () => undefined as unknown as never };

/**
 * One step of an instance: start it, or recover its stored state and resume (a timer whose time
 * has come fires on resume), then act. Timers never run in this process: they are recorded, and
 * the workflow.timers job resumes the instance when the earliest is due, on whichever server.
 */
export async function step(xml: string, prior: Record<string, unknown> | null, variables: Record<string, unknown>, action: StepAction): Promise<StepResult> {
  const timers = new Timers({ setTimeout: (() => ({})) as unknown as typeof setTimeout, clearTimeout: () => undefined });
  const completed: string[] = [];
  const flows: string[] = [];
  const timedOut: string[] = [];
  let failure: Error | null = null;
  let ended = false;
  const listener = new EventEmitter();
  listener.on('activity.end', (api: { id: string }) => completed.push(api.id));
  listener.on('activity.timeout', (api: { id: string; content?: { attachedTo?: string } }) => timedOut.push(api.content?.attachedTo ?? api.id));
  listener.on('flow.take', (flow: { id: string }) => flows.push(flow.id));
  listener.on('activity.error', (api: { content?: { error?: Error } }) => (failure ??= api.content?.error ?? new Error('activity error')));
  const options = { name: 'workflow', source: xml, timers, services: SERVICES, scripts: NO_SCRIPTS, moddleOptions: { zy: ZY_DESCRIPTOR } };
  const engine = new Engine(options);
  engine.once('end', () => (ended = true));
  engine.once('error', (e: Error) => (failure ??= e));
  let execution;
  try {
    if (prior) {
      engine.recover(prior);
      execution = await engine.resume({ listener });
    } else {
      execution = await engine.execute({ listener, variables });
    }
    if (action.type === 'signal') {
      Object.assign(execution.environment.variables, action.values);
      execution.signal({ id: action.nodeId });
    } else if (action.type === 'jump') {
      const target = execution.getActivityById(action.to);
      const current = execution.getPostponed().find((a) => a.id === action.from);
      if (!target || !current) throw new Error(`cannot jump from ${action.from} to ${action.to}`);
      (target as unknown as { run(): void }).run();
      current.discard();
    }
  } catch (e) {
    failure ??= e as Error;
  }
  if (failure) throw new AppError(400, 'workflowRunFailed', { reason: String((failure as Error).message).slice(0, 160) });
  const state = (await engine.getState()) as unknown as Record<string, unknown>;
  const dueOf = new Map<string, Date>();
  let nextTimerAt: Date | null = null;
  for (const t of timers.executing) {
    const owner = t.owner as { attachedTo?: string } | null;
    if (owner?.attachedTo) dueOf.set(owner.attachedTo, t.expireAt);
    if (!nextTimerAt || t.expireAt < nextTimerAt) nextTimerAt = t.expireAt;
  }
  const waiting = ended
    ? []
    : execution!
        .getPostponed()
        .filter((a) => a.type === 'bpmn:UserTask')
        .map((a) => ({ nodeId: a.id, name: a.name || a.id, dueTime: dueOf.get(a.id) ?? null }));
  return {
    state,
    waiting,
    nextTimerAt: ended ? null : nextTimerAt,
    ended,
    completed,
    flows,
    timedOut,
    variables: { ...(execution!.environment.variables as Record<string, unknown>) },
  };
}

/** The process key of a model draft: it may be incomplete, but must be BPMN holding one process. */
export async function processKeyOf(xml: string): Promise<string> {
  let root: ModdleElement;
  try {
    root = (await new BpmnModdle({ zy: ZY_DESCRIPTOR }).fromXML(xml)).rootElement as unknown as ModdleElement;
  } catch (e) {
    throw fieldError('xml', 'workflowBadBpmn', {
      reason: String((e as Error).message)
        .split('\n')[0]
        .slice(0, 160),
    });
  }
  const processes = ((root.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  if (processes.length !== 1) throw fieldError('xml', 'workflowOneProcess', { count: processes.length });
  if (!KEY.test(processes[0].id)) throw fieldError('xml', 'workflowBadKey');
  return processes[0].id;
}

/** The user tasks and end events a node leads to next, through gateways and timer events. */
export function nextNodes(p: ParsedProcess, from: string): ParsedNode[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out = new Map<string, ParsedNode>();
  const seen = new Set<string>([from]);
  let frontier = [from];
  while (frontier.length) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const f of p.flows.filter((x) => x.source === id)) {
        const node = byId.get(f.target);
        if (!node || seen.has(node.id)) continue;
        seen.add(node.id);
        if (node.type === 'userTask' || node.type === 'end') out.set(node.id, node);
        else next.push(node.id);
      }
    }
    frontier = next;
  }
  return [...out.values()];
}
