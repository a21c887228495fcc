/**
 * 工作流程 (XBoot's /actCategory, /actModel, /actProcess, /actBusiness, /actTask and /leave calls;
 * issue 34). Processes are BPMN 2.0, run by bpmn-engine on the server (modules/workflow) and drawn
 * by bpmn-js in the admin. Node settings live in the diagram's own `zy:` attributes (the modeler
 * writes them) and, once deployed, in the process's node rows (流程管理 edits those).
 */

/** The namespace of the product's BPMN attributes (assignees, form fields, start users). */
export const WORKFLOW_NAMESPACE = 'http://zhiyuan.example/schema/bpmn';

/**
 * Who a user task goes to. XBoot's t_act_node types: 0 role, 1 user, 2 department (its members),
 * 3 department head (of a chosen department), 4 the starter's own department head.
 */
export type ActAssigneeType = 0 | 1 | 2 | 3 | 4;
export const ACT_ASSIGNEE_TYPES: readonly ActAssigneeType[] = [0, 1, 2, 3, 4];

/** One assignee rule of a node: the type and the role, user or department it names ('' for type 4). */
export interface ActAssignee {
  type: ActAssigneeType;
  relateId: string;
  /** The role's, user's or department's name as it is now ('' for type 4). */
  title: string;
}

/** A form field an approver fills at a node (from the node's zy:formFields). */
export interface ActFormField {
  /** The variable it sets (letters, digits, _). */
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'select' | 'boolean';
  required: boolean;
  /** For select: the choices. */
  options: string[];
}

/** A node of a deployed process (getProcessNode, getFirstNode, getNextNode, getNode). */
export interface ActNodeView {
  /** The BPMN element id. */
  id: string;
  title: string;
  /** 'start' | 'userTask' | 'end' | 'gateway' | 'timer' | 'other' */
  type: string;
  assignees: ActAssignee[];
  formFields: ActFormField[];
}

/** 流程分类: a tree; type 0 a group, 1 a category. */
export interface ActCategoryView {
  id: string;
  parentId: string;
  title: string;
  type: number;
  sortOrder: number;
  isParent: boolean;
  createTime: string;
}

/** 模型管理: a BPMN model being drawn. `deployedVersion` is the newest version deployed from it (0: never). */
export interface ActModelView {
  id: string;
  name: string;
  modelKey: string;
  description: string;
  categoryId: string;
  categoryTitle: string;
  /** Saves since creation. */
  version: number;
  deployedVersion: number;
  createBy: string;
  createTime: string;
  updateTime: string | null;
}

/** GET /act/model/{id}/json: the model and its XML (the modeler's document). */
export interface ActModelSource {
  model: ActModelView;
  xml: string;
}

/** A user who may start a process (allUser false). */
export interface ActUserRef {
  id: string;
  username: string;
  nickname: string;
}

/** 流程管理: one deployed version of a process. */
export interface ActProcessView {
  id: string;
  name: string;
  processKey: string;
  version: number;
  description: string;
  categoryId: string;
  categoryTitle: string;
  /** The newest version of its key. */
  latest: boolean;
  /** 1 active, 0 suspended (no new applications). */
  status: number;
  /** The admin page that shows its business form ('' when none), e.g. 'leave'. */
  routeName: string;
  /** The business table its applications belong to: 'leave' | 'content' | 'vip_order' | ''. */
  businessTable: string;
  /** Everybody may start it (else only startUsers). */
  allUser: boolean;
  startUsers: ActUserRef[];
  modelId: string;
  /** Instances still running on this version. */
  running: number;
  createBy: string;
  createTime: string;
}

/** The state of an application (XBoot's t_act_business.status). */
export const ACT_BUSINESS_STATUS = { draft: 0, dealing: 1, finished: 2, canceled: 3 } as const;
/** How it ended (t_act_business.result). */
export const ACT_BUSINESS_RESULT = { toSubmit: 0, dealing: 1, pass: 2, fail: 3, cancel: 4, deleted: 5 } as const;

/** A task waiting on someone, as shown in an application or an instance. */
export interface ActCurrentTask {
  id: string;
  name: string;
  assignees: string[];
}

/** 我的申请: an application (a business row tied to a process instance). */
export interface ActBusinessView {
  id: string;
  title: string;
  /** A general application's text ('' for one with its own business table, e.g. leave). */
  description: string;
  userId: string;
  applicant: string;
  /** The business row's id in its table (the leave request, the article…). */
  tableId: string;
  businessTable: string;
  routeName: string;
  procDefId: string;
  processName: string;
  procInstId: string;
  status: number;
  result: number;
  applyTime: string | null;
  /** The tasks it waits on now. */
  currentTasks: ActCurrentTask[];
  createTime: string;
}

/** 我的待办: a task assigned to the caller. */
export interface ActTaskView {
  id: string;
  name: string;
  nodeId: string;
  procInstId: string;
  procDefId: string;
  processName: string;
  businessId: string;
  businessTitle: string;
  businessTable: string;
  tableId: string;
  applicant: string;
  /** 0 normal, 1 important, 2 urgent. */
  priority: number;
  /** Delegated to the caller by this user ('' when not). */
  delegatedBy: string;
  formFields: ActFormField[];
  createTime: string;
  /** When its timer escalates it, if it has one. */
  dueTime: string | null;
}

/** What an approver did with a task. */
export type ActTaskAction = 'pass' | 'back' | 'backToTask' | 'delegate' | 'timeout' | 'cancel';

/** 我的已办: a task the caller acted on. */
export interface ActDoneView {
  id: string;
  name: string;
  nodeId: string;
  procInstId: string;
  processName: string;
  businessTitle: string;
  applicant: string;
  action: ActTaskAction;
  comment: string;
  createTime: string;
  endTime: string;
  /** The instance's state now: running | finished | canceled. */
  instanceState: string;
}

/** historicFlow: one step of an instance's history, oldest first. */
export interface ActHistoryView {
  id: string;
  nodeId: string;
  name: string;
  /** Who acted ('' for the engine: a timer, a gateway). */
  assignee: string;
  action: ActTaskAction | 'start' | 'end';
  comment: string;
  /** The values the approver filled in the node's form. */
  values: Record<string, string>;
  startTime: string;
  endTime: string | null;
  /** Seconds from start to end (null while open). */
  duration: number | null;
}

/**
 * Where an instance stands, for bpmn-js to draw (getHighlightImg): the process XML of the
 * instance's own version and the element ids done, waiting and the flows taken.
 */
export interface ActInstanceDiagram {
  procInstId: string;
  processName: string;
  xml: string;
  completed: string[];
  active: string[];
  flows: string[];
  state: string;
}

/** A running or finished process instance (getRunningProcess, getFinishedProcess). */
export interface ActInstanceView {
  id: string;
  procDefId: string;
  processName: string;
  version: number;
  businessTitle: string;
  applicant: string;
  /** running | suspended | finished | canceled */
  state: string;
  currentTasks: ActCurrentTask[];
  startTime: string;
  endTime: string | null;
  /** Why it was canceled ('' otherwise). */
  reason: string;
}

/** 请假 (XBoot's demo business table t_leave). */
export interface LeaveView {
  id: string;
  type: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  /** Days. */
  duration: number;
  businessId: string;
  /** Its application's state (ACT_BUSINESS_STATUS / ACT_BUSINESS_RESULT) and instance ('' before it is submitted). */
  status: number;
  result: number;
  procInstId: string;
  createTime: string;
}

/** What a deploy made. */
export interface ActDeployResult {
  process: ActProcessView;
}
