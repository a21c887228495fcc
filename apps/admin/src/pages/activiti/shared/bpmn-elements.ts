import type { ActFormField } from '@zhiyuan/shared';
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Element, Moddle, ModdleElement } from 'bpmn-js/lib/model/Types';
import type { AssigneeRule } from '../../../services/workflow';
import { assigneesAttr, formFieldsAttr, parseAssignees, parseFormFields, parseStartUsers, startUsersAttr } from './zy';

/** What the side panel edits, by the kind of element chosen. */
export type ElementKind = 'userTask' | 'process' | 'flow' | 'other';

/** An element's settings as the side panel shows them. */
export interface ElementSettings {
  kind: ElementKind;
  id: string;
  /** The BPMN type without its prefix (UserTask, ExclusiveGateway…). */
  type: string;
  name: string;
  assignees: AssigneeRule[];
  formFields: ActFormField[];
  /** The process's; empty: everybody may start it. */
  startUsers: string[];
  /** A sequence flow's condition (the FormalExpression's body), '' for none. */
  condition: string;
}

const is = (bo: ModdleElement | undefined, type: string): boolean => Boolean(bo?.$instanceOf?.(type));

/** The process an element stands for: the root process itself, or the one a pool holds. */
function processOf(element: Element): ModdleElement | undefined {
  const bo = element.businessObject;
  if (is(bo, 'bpmn:Process')) return bo;
  if (is(bo, 'bpmn:Participant')) return bo.processRef;
  return undefined;
}

export function elementKind(element: Element): ElementKind {
  const bo = element.businessObject;
  if (is(bo, 'bpmn:UserTask')) return 'userTask';
  if (is(bo, 'bpmn:SequenceFlow')) return 'flow';
  if (processOf(element)) return 'process';
  return 'other';
}

export function readElement(element: Element): ElementSettings {
  const bo = element.businessObject;
  const kind = elementKind(element);
  const process = kind === 'process' ? processOf(element) : undefined;
  return {
    kind,
    id: String(bo?.id ?? element.id),
    type: String(bo?.$type ?? element.type).replace(/^bpmn:/, ''),
    name: String(bo?.name ?? ''),
    assignees: kind === 'userTask' ? parseAssignees(bo.get('zy:assignees')) : [],
    formFields: kind === 'userTask' ? parseFormFields(bo.get('zy:formFields')) : [],
    startUsers: process ? parseStartUsers(process.get('zy:startUsers')) : [],
    condition: kind === 'flow' ? String(bo.conditionExpression?.body ?? '') : '',
  };
}

export function writeName(modeling: Modeling, element: Element, name: string): void {
  modeling.updateProperties(element, { name: name.trim() || undefined });
}

export function writeAssignees(modeling: Modeling, element: Element, rules: readonly AssigneeRule[]): void {
  modeling.updateProperties(element, { 'zy:assignees': assigneesAttr(rules) });
}

/** Writes the fields that are complete (the editor keeps the others until they are). */
export function writeFormFields(modeling: Modeling, element: Element, fields: readonly ActFormField[]): void {
  modeling.updateProperties(element, { 'zy:formFields': formFieldsAttr(fields) });
}

export function writeStartUsers(modeling: Modeling, element: Element, ids: readonly string[]): void {
  const props = { 'zy:startUsers': startUsersAttr(ids) };
  const process = processOf(element);
  if (process && process !== element.businessObject) modeling.updateModdleProperties(element, process, props);
  else modeling.updateProperties(element, props);
}

/** A flow's condition as a bpmn:FormalExpression (blank: none, the flow is always taken). */
export function writeCondition(modeling: Modeling, moddle: Moddle, element: Element, body: string): void {
  const text = body.trim();
  modeling.updateProperties(element, { conditionExpression: text ? moddle.create('bpmn:FormalExpression', { body: text }) : undefined });
}
