import { ACT_ASSIGNEE_TYPES, WORKFLOW_NAMESPACE, type ActAssigneeType, type ActFormField } from '@zhiyuan/shared';
import type { AssigneeRule } from '../../../services/workflow';

/**
 * The product's `zy:` attributes of a diagram as JSON text, read and written tolerantly: a
 * diagram drawn elsewhere, or edited by hand, may carry anything there.
 */

/**
 * The moddle extension bpmn-js needs to read and write the `zy:` attributes as attributes of
 * their elements (and to declare xmlns:zy on the definitions).
 */
export const ZY_MODDLE = {
  name: 'Zhiyuan',
  prefix: 'zy',
  uri: WORKFLOW_NAMESPACE,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'ApprovalTask',
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'assignees', isAttr: true, type: 'String' },
        { name: 'formFields', isAttr: true, type: 'String' },
      ],
    },
    { name: 'StartableProcess', extends: ['bpmn:Process'], properties: [{ name: 'startUsers', isAttr: true, type: 'String' }] },
  ],
} as const;

export const FORM_FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'select', 'boolean'] as const satisfies readonly ActFormField['type'][];

/** What an element id (and so a process key) may be in BPMN: an XML name without a colon. */
export const XML_ID = /^[A-Za-z_][\w.-]*$/;

/** What a form field's name may be: the variable it sets. */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const isAssigneeType = (value: unknown): value is ActAssigneeType => (ACT_ASSIGNEE_TYPES as readonly unknown[]).includes(value);

/** zy:assignees → the rules; anything unreadable is left out. */
export function parseAssignees(raw: unknown): AssigneeRule[] {
  const list = parseJson(raw);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { type, relateId } = item as { type?: unknown; relateId?: unknown };
    const kind = typeof type === 'string' ? Number(type) : type;
    if (!isAssigneeType(kind)) return [];
    const id = typeof relateId === 'string' || typeof relateId === 'number' ? String(relateId) : '';
    if (kind !== 4 && !id) return [];
    return [{ type: kind, relateId: kind === 4 ? '' : id }];
  });
}

/** The rules each once, complete (a relateId for all but type 4, which has none). */
export function normalizeAssignees(rules: readonly AssigneeRule[]): AssigneeRule[] {
  const seen = new Set<string>();
  return rules.flatMap((r) => {
    const rule = { type: r.type, relateId: r.type === 4 ? '' : r.relateId };
    const key = `${rule.type}:${rule.relateId}`;
    if ((rule.type !== 4 && !rule.relateId) || seen.has(key)) return [];
    seen.add(key);
    return [rule];
  });
}

/** The rules as zy:assignees ([{type, relateId}]); undefined when there is none, so the attribute goes. */
export function assigneesAttr(rules: readonly AssigneeRule[]): string | undefined {
  const kept = normalizeAssignees(rules);
  return kept.length ? JSON.stringify(kept) : undefined;
}

/** The rules by kind, as the assignee editor shows them: one picker per kind. */
export interface AssigneeGroups {
  roles: string[];
  users: string[];
  /** Every member of these departments. */
  departments: string[];
  /** The head of these departments. */
  departmentHeads: string[];
  /** The head of the starter's own department. */
  starterHead: boolean;
}

const GROUP_OF: Record<Exclude<ActAssigneeType, 4>, keyof Omit<AssigneeGroups, 'starterHead'>> = {
  0: 'roles',
  1: 'users',
  2: 'departments',
  3: 'departmentHeads',
};

export function groupAssignees(rules: readonly AssigneeRule[]): AssigneeGroups {
  const groups: AssigneeGroups = { roles: [], users: [], departments: [], departmentHeads: [], starterHead: false };
  for (const rule of rules) {
    if (rule.type === 4) groups.starterHead = true;
    else if (!groups[GROUP_OF[rule.type]].includes(rule.relateId)) groups[GROUP_OF[rule.type]].push(rule.relateId);
  }
  return groups;
}

export function ungroupAssignees(groups: AssigneeGroups): AssigneeRule[] {
  const rules = ([0, 1, 2, 3] as const).flatMap((type) => groups[GROUP_OF[type]].map((relateId) => ({ type, relateId })));
  return groups.starterHead ? [...rules, { type: 4, relateId: '' }] : rules;
}

/** zy:formFields → the fields; unknown types read as text, options kept for a select only. */
export function parseFormFields(raw: unknown): ActFormField[] {
  const list = parseJson(raw);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const field = item as Partial<Record<keyof ActFormField, unknown>>;
    const type = (FORM_FIELD_TYPES as readonly unknown[]).includes(field.type) ? (field.type as ActFormField['type']) : 'text';
    const options = Array.isArray(field.options) ? field.options.map(String).filter(Boolean) : [];
    return [
      {
        name: typeof field.name === 'string' ? field.name : '',
        label: typeof field.label === 'string' ? field.label : '',
        type,
        required: field.required === true,
        options: type === 'select' ? options : [],
      },
    ];
  });
}

/** What is wrong with a field of a node's form (none: it is written). */
export type FormFieldProblem = 'name' | 'duplicate' | 'label' | 'options';

/** Each field's problems, by index: a name that is no variable or repeats, no label, a select without choices. */
export function formFieldProblems(fields: readonly ActFormField[]): FormFieldProblem[][] {
  return fields.map((field, index) => {
    const problems: FormFieldProblem[] = [];
    const name = field.name.trim();
    if (!VARIABLE_NAME.test(name)) problems.push('name');
    else if (fields.findIndex((f) => f.name.trim() === name) !== index) problems.push('duplicate');
    if (!field.label.trim()) problems.push('label');
    if (field.type === 'select' && !field.options.some((o) => o.trim())) problems.push('options');
    return problems;
  });
}

/** The fields without problems, trimmed, as zy:formFields; undefined when none is left. */
export function formFieldsAttr(fields: readonly ActFormField[]): string | undefined {
  const valid = validFormFields(fields);
  return valid.length ? JSON.stringify(valid) : undefined;
}

export function validFormFields(fields: readonly ActFormField[]): ActFormField[] {
  const problems = formFieldProblems(fields);
  return fields
    .filter((_, i) => problems[i].length === 0)
    .map((f) => ({
      name: f.name.trim(),
      label: f.label.trim(),
      type: f.type,
      required: f.required,
      options: f.type === 'select' ? f.options.map((o) => o.trim()).filter(Boolean) : [],
    }));
}

/** zy:startUsers → user ids (none: everybody may start). */
export function parseStartUsers(raw: unknown): string[] {
  const list = parseJson(raw);
  return Array.isArray(list) ? [...new Set(list.filter((id) => typeof id === 'string' || typeof id === 'number').map(String))] : [];
}

export function startUsersAttr(ids: readonly string[]): string | undefined {
  return ids.length ? JSON.stringify([...new Set(ids)]) : undefined;
}

/** The two condition helpers the engine's services offer a sequence flow. */
export type ConditionHelper = 'above' | 'equals';

/**
 * A flow's condition calling a helper on a process variable: `above(days, 3)` is
 * `${environment.services.above(environment.variables.days, 3)}`; a value that is no number is quoted.
 */
export function conditionExpression(helper: ConditionHelper, variable: string, value: string): string {
  const trimmed = value.trim();
  const literal = trimmed !== '' && Number.isFinite(Number(trimmed)) ? trimmed : `'${trimmed.replace(/'/g, '')}'`;
  return `\${environment.services.${helper}(environment.variables.${variable.trim()}, ${literal})}`;
}

/** A new model's diagram: one process (id = the model's key) with a start event. */
export function newDiagramXml(key: string, name: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const id = XML_ID.test(key) ? key : 'process';
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:zy="${WORKFLOW_NAMESPACE}" id="Definitions_${id}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${id}" name="${escape(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}
