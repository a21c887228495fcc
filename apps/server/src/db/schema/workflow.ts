import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 流程分类 (XBoot's t_act_category): a tree; type 0 a group, 1 a category. */
export const actCategories = pgTable('act_category', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull().default('0'),
  title: text('title').notNull(),
  type: smallint('type').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  createBy: text('create_by').notNull().default(''),
  createTime: at('create_time').notNull().defaultNow(),
  updateTime: at('update_time'),
});

/** 模型管理 (t_act_model): a BPMN 2.0 document being drawn; deploying it makes an act_process version. */
export const actModels = pgTable('act_model', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  modelKey: text('model_key').notNull(),
  description: text('description').notNull().default(''),
  categoryId: text('category_id').notNull().default(''),
  xml: text('xml').notNull(),
  svg: text('svg').notNull().default(''),
  version: integer('version').notNull().default(1),
  createBy: text('create_by').notNull().default(''),
  createTime: at('create_time').notNull().defaultNow(),
  updateBy: text('update_by').notNull().default(''),
  updateTime: at('update_time'),
});

/**
 * 流程管理 (t_act_process): one deployed version of a process key. Its XML never changes once
 * deployed, so a running instance always runs the version it started on.
 */
export const actProcesses = pgTable(
  'act_process',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id').notNull().default(''),
    name: text('name').notNull(),
    processKey: text('process_key').notNull(),
    version: integer('version').notNull(),
    description: text('description').notNull().default(''),
    categoryId: text('category_id').notNull().default(''),
    xml: text('xml').notNull(),
    latest: boolean('latest').notNull().default(true),
    /** 1 active, 0 suspended. */
    status: smallint('status').notNull().default(1),
    routeName: text('route_name').notNull().default(''),
    businessTable: text('business_table').notNull().default(''),
    allUser: boolean('all_user').notNull().default(true),
    startUserIds: text('start_user_ids').array().notNull().default([]),
    createBy: text('create_by').notNull().default(''),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('act_process_key_version_idx').on(t.processKey, t.version)],
);

/** A user task's settings in a deployed version (t_act_node): its assignee rules and form fields. */
export const actNodes = pgTable(
  'act_node',
  {
    id: text('id').primaryKey(),
    processId: text('process_id').notNull(),
    nodeId: text('node_id').notNull(),
    assignees: jsonb('assignees').$type<{ type: number; relateId: string }[]>().notNull().default([]),
    formFields: jsonb('form_fields').$type<unknown[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('act_node_process_node_idx').on(t.processId, t.nodeId)],
);

/**
 * A process instance: bpmn-engine's state (recovered and resumed for every step), where it stands
 * and the elements it has passed. `revision` counts the steps; a step runs with the row locked.
 */
export const actInstances = pgTable(
  'act_instance',
  {
    id: text('id').primaryKey(),
    processId: text('process_id').notNull(),
    businessId: text('business_id').notNull(),
    starterId: text('starter_id').notNull(),
    engineState: jsonb('engine_state').$type<Record<string, unknown>>(),
    /** running | suspended | finished | canceled */
    state: text('state').notNull().default('running'),
    reason: text('reason').notNull().default(''),
    completed: text('completed').array().notNull().default([]),
    active: text('active').array().notNull().default([]),
    flows: text('flows').array().notNull().default([]),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    /** The earliest timer still waiting (the workflow.timers job resumes the instance then). */
    nextTimerAt: at('next_timer_at'),
    revision: integer('revision').notNull().default(0),
    startTime: at('start_time').notNull().defaultNow(),
    endTime: at('end_time'),
    historyDeleted: boolean('history_deleted').notNull().default(false),
  },
  (t) => [index('act_instance_timer_idx').on(t.nextTimerAt), index('act_instance_business_idx').on(t.businessId)],
);

/**
 * A user task of an instance, open or done: who may act (resolved when it was created), who acted,
 * how, with what comment and form values. Done tasks are the instance's history.
 */
export const actTasks = pgTable(
  'act_task',
  {
    id: text('id').primaryKey(),
    instanceId: text('instance_id').notNull(),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    candidateIds: text('candidate_ids').array().notNull().default([]),
    /** Who acted ('' for the engine: a timer). */
    actorId: text('actor_id').notNull().default(''),
    delegatedBy: text('delegated_by').notNull().default(''),
    /** open | done | canceled */
    status: text('status').notNull().default('open'),
    action: text('action').notNull().default(''),
    comment: text('comment').notNull().default(''),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    priority: smallint('priority').notNull().default(0),
    dueTime: at('due_time'),
    createTime: at('create_time').notNull().defaultNow(),
    endTime: at('end_time'),
    /** Hidden from 我的已办 by its actor (deleteHistoric). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('act_task_instance_idx').on(t.instanceId), index('act_task_status_idx').on(t.status)],
);

/** 我的申请 (t_act_business): an application tying a business row to a process instance. */
export const actBusinesses = pgTable(
  'act_business',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** What a general application (one with no business table of its own) asks for. */
    description: text('description').notNull().default(''),
    userId: text('user_id').notNull(),
    tableId: text('table_id').notNull(),
    businessTable: text('business_table').notNull(),
    procDefId: text('proc_def_id').notNull(),
    procInstId: text('proc_inst_id').notNull().default(''),
    /** 0 draft, 1 dealing, 2 finished, 3 canceled. */
    status: smallint('status').notNull().default(0),
    /** 0 to submit, 1 dealing, 2 pass, 3 fail, 4 cancel, 5 deleted. */
    result: smallint('result').notNull().default(0),
    priority: smallint('priority').notNull().default(0),
    applyTime: at('apply_time'),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time'),
  },
  (t) => [index('act_business_user_idx').on(t.userId), index('act_business_table_idx').on(t.businessTable, t.tableId)],
);

/** 请假 (XBoot's demo business table t_leave). */
export const actLeaves = pgTable('act_leave', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  duration: integer('duration').notNull(),
  createTime: at('create_time').notNull().defaultNow(),
  updateTime: at('update_time'),
});
