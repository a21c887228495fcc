import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formBool, formInt, idList, optionalIdList, readBack } from '../../lib/schema.ts';
import { addDepartment, deleteDepartmentsOf, departmentsUnder, editDepartment, searchByTitle, type Caller } from './service.ts';
import { departmentNodeSchema } from '@zhiyuan/shared';

const id = z.string().regex(/^\d{1,20}$/, 'badFormat');
const fields = z
  .object({
    parentId: z.preprocess((v) => (v === '' || v == null ? '0' : v), id),
    title: z.string().trim().min(1).max(50),
    sortOrder: formInt(-100000, 100000).optional(),
    status: formInt(-1, 0).optional(),
    mainHeader: optionalIdList,
    viceHeader: optionalIdList,
    /**
     * Read-only parts of the read shape (DepartmentNode), taken back and left as they are: the heads
     * are written as `mainHeader`/`viceHeader` ids, the rest is computed. Any other key is refused.
     */
    ...readBack('mainHeaders', 'viceHeaders', 'parentTitle', 'isParent', 'userCount', 'createTime', 'updateTime'),
  })
  .strict();

/** 部门管理: a lazy tree with heads, user counts, and deletes refused while anything hangs below. */
const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = (req: FastifyRequest): Caller => ({ userId: req.auth!.userId, dataScope: () => req.dataScope() });

  app.get(
    '/department/getByParentId/:id',
    {
      config: { permission: ['sys:department:view', 'sys:user:view'] },
      schema: {
        tags: ['admin:department'],
        summary: 'Departments directly below a parent (0 = top level); openDataFilter limits to the data scope',
        params: z.object({ id }),
        querystring: z.object({ openDataFilter: formBool.optional() }),
        response: { 200: z.array(departmentNodeSchema) },
      },
    },
    (req) => departmentsUnder(app.db, caller(req), req.params.id, req.query.openDataFilter),
  );

  app.get(
    '/department/search',
    {
      config: { permission: ['sys:department:view', 'sys:user:view'] },
      schema: {
        tags: ['admin:department'],
        summary: 'Departments whose title contains the text',
        querystring: z.object({ title: z.string().trim().min(1).max(50), openDataFilter: formBool.optional() }),
        response: { 200: z.array(departmentNodeSchema) },
      },
    },
    (req) => searchByTitle(app.db, caller(req), req.query.title, req.query.openDataFilter),
  );

  app.post(
    '/department/add',
    {
      config: { permission: 'sys:department:add' },
      schema: { tags: ['admin:department'], summary: 'Add a department with its main and vice heads', body: fields, response: { 200: departmentNodeSchema } },
    },
    (req) => addDepartment(app.db, caller(req), req.body),
  );

  app.post(
    '/department/edit',
    {
      config: { permission: 'sys:department:edit' },
      schema: {
        tags: ['admin:department'],
        summary: 'Edit a department (title, parent, order, status, heads)',
        body: fields.extend({ id }).strict(),
        response: { 200: departmentNodeSchema },
      },
    },
    (req) => editDepartment(app.db, caller(req), req.body),
  );

  app.post(
    '/department/delByIds',
    {
      config: { permission: 'sys:department:delete' },
      schema: {
        tags: ['admin:department'],
        summary: 'Delete departments; refused while users or sub-departments remain',
        body: z.object({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await deleteDepartmentsOf(app.db, caller(req), req.body.ids);
      return null;
    },
  );
};

export default departmentRoutes;
