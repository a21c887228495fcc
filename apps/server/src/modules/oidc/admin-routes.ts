import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OIDC_SCOPES } from '@zhiyuan/shared';
import { openClientSavedSchema, openClientViewSchema } from '@zhiyuan/shared/schemas/oidc';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { fieldError } from '../../lib/errors.ts';
import { blankFormValue, formBool, idList, idText, optionalText, pageQuery, readBack } from '../../lib/schema.ts';
import {
  addClient,
  allClientViews,
  clientView,
  editClient,
  listClients,
  newClientSecret,
  regenerateSecret,
  removeClients,
  setClientStatus,
  type ClientInput,
} from './service.ts';

/** A list as a JSON array, or one text with the items comma-, space- or newline-separated (XBoot's form). */
const textList = (item: z.ZodType<string>, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v), z.array(item).max(max));

const uriList = textList(z.string().trim().min(1).max(500), 20);
const logoField = z.preprocess(
  blankFormValue,
  z
    .string()
    .trim()
    .max(500)
    .regex(/^(https?:\/\/|\/)\S*$/, 'badFormat')
    .optional(),
);
const homeField = z.preprocess(
  blankFormValue,
  z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/, 'badFormat')
    .optional(),
);
const secretField = z.preprocess(
  blankFormValue,
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,128}$/, 'clientSecretWeak')
    .optional(),
);

const clientFields = {
  name: z.string().trim().min(1).max(50),
  logo: logoField,
  homeUri: homeField,
  /** Redirect URIs: exact, https (http only on loopback). */
  redirectUris: uriList.optional(),
  /** XBoot's field: the same, comma-joined. */
  redirectUri: uriList.optional(),
  scopes: textList(z.enum(OIDC_SCOPES), OIDC_SCOPES.length).optional(),
  autoApprove: formBool.optional(),
  public: formBool.optional(),
};
const readOnly = readBack('createBy', 'createTime', 'updateBy', 'updateTime', 'status', 'hasSecret');
const idParam = z.object({ id: idText });

type ClientBody = {
  name: string;
  logo?: string;
  homeUri?: string;
  redirectUris?: string[];
  redirectUri?: string[];
  scopes?: string[];
  autoApprove?: boolean;
  public?: boolean;
};

function inputOf(body: ClientBody): ClientInput {
  const redirectUris = body.redirectUris ?? body.redirectUri;
  if (!redirectUris?.length) throw fieldError('redirectUris', 'required');
  return {
    name: body.name,
    logo: body.logo ?? '',
    homeUri: body.homeUri ?? '',
    redirectUris,
    scopes: body.scopes ?? ['openid', 'profile'],
    autoApprove: body.autoApprove ?? false,
    public: body.public ?? false,
  };
}

/**
 * 接入网站管理 (XBoot's /client calls): the sites that sign their users in through our provider.
 * A secret is shown once, when it is made, and stored hashed; disabling a site revokes its tokens.
 */
const clientAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/client/getByCondition', '/client/getByPage'])
    app.get(
      path,
      {
        config: { permission: 'open:client:view' },
        schema: {
          tags: ['admin:client'],
          summary: `Client sites by name, newest first, paged${path.endsWith('getByPage') ? ' (same as getByCondition)' : ''}`,
          querystring: pageQuery.extend({ name: optionalText(50) }),
          response: { 200: pageSchema(openClientViewSchema) },
        },
      },
      async (req) => listClients(app.db, req.query),
    );

  app.get(
    '/client/getAll',
    {
      config: { permission: 'open:client:view' },
      schema: { tags: ['admin:client'], summary: 'Every client site (at most 1000), newest first', response: { 200: z.array(openClientViewSchema) } },
    },
    async () => allClientViews(app.db),
  );

  app.get(
    '/client/get/:id',
    {
      config: { permission: 'open:client:view' },
      schema: { tags: ['admin:client'], summary: 'One client site', params: idParam, response: { 200: openClientViewSchema } },
    },
    async (req) => clientView(app.db, req.params.id),
  );

  app.get(
    '/client/getSecretKey',
    {
      config: { permission: ['open:client:add', 'open:client:edit'] },
      schema: {
        tags: ['admin:client'],
        summary: "A fresh random client secret for XBoot's form (nothing is stored until the client is saved with it)",
        response: { 200: z.string() },
      },
    },
    async () => newClientSecret(),
  );

  app.post(
    '/client/save',
    {
      config: { permission: 'open:client:add' },
      schema: {
        tags: ['admin:client'],
        summary: 'Add a client site; a confidential one gets a secret (clientSecret from getSecretKey, or a new one), answered this once and stored hashed',
        body: z.object({ ...clientFields, clientSecret: secretField }).strict(),
        response: { 200: openClientSavedSchema },
      },
    },
    async (req) => addClient(app.db, inputOf(req.body), req.auth!.username, req.body.clientSecret),
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/client/update',
    config: { permission: 'open:client:edit' },
    schema: {
      tags: ['admin:client'],
      summary: 'Change a client site (PUT, as XBoot; POST too); its secret stays (a client made confidential gets one, answered once)',
      body: z.object({ id: idText, ...clientFields, ...readOnly, ...readBack('clientSecret') }).strict(),
      response: { 200: openClientSavedSchema },
    },
    handler: async (req) => editClient(app.db, req.body.id, inputOf(req.body), req.auth!.username),
  });

  app.post(
    '/client/regenerateSecret/:id',
    {
      config: { permission: 'open:client:edit' },
      schema: {
        tags: ['admin:client'],
        summary: 'Give a confidential client site a new secret, answered this once; the old one stops working at once',
        params: idParam,
        response: { 200: openClientSavedSchema },
      },
    },
    async (req) => regenerateSecret(app.db, req.params.id, req.auth!.username),
  );

  for (const enabled of [true, false])
    app.post(
      `/client/${enabled ? 'enable' : 'disable'}/:id`,
      {
        config: { permission: 'open:client:edit' },
        schema: {
          tags: ['admin:client'],
          summary: enabled ? 'Enable a client site' : 'Disable a client site: its sign-ins stop and every token it holds is revoked',
          params: idParam,
          response: { 200: openClientViewSchema },
        },
      },
      async (req) => setClientStatus(app.db, req.params.id, enabled, req.auth!.username),
    );

  app.post(
    '/client/delByIds',
    {
      config: { permission: 'open:client:delete' },
      schema: {
        tags: ['admin:client'],
        summary: 'Delete client sites and revoke everything they were issued',
        body: z.object({ ids: idList }).strict(),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await removeClients(app.db, req.body.ids);
      return null;
    },
  );
};

export default clientAdminRoutes;
