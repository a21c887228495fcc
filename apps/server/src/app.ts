import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { redisWithFallback } from './lib/rate-limit-store.ts';
import { isInnerCall } from './lib/inner-call.ts';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Redis } from 'ioredis';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { strictBody, validatorCompiler } from './lib/validation.ts';
import { lazyChildLoggerFactory } from './lib/lazy-logger.ts';
import { responseSerializer } from './lib/response.ts';
import { QuietRequestLog } from './lib/request-log.ts';
import { serializeError } from './lib/log-errors.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { SharedState } from './lib/state.ts';
import type { Clock } from 'pg-boss';
import { jobRegistry, type JobRegistry } from './modules/job/registry.ts';
import { jobQueue, type JobQueue } from './modules/job/queue.ts';
import { jobService } from './modules/job/service.ts';
import jobRoutes from './modules/job/routes.ts';
import workflowRoutes from './modules/workflow/routes.ts';
import demoNoticeRoutes from './modules/demo-notice/routes.ts';
import demoRegionRoutes from './modules/demo-region/routes.ts';
import { workflowService, type WorkflowService } from './modules/workflow/service.ts';
import memberRoutes from './modules/member/routes.ts';
import envelopePlugin, { envelopeResults, frameworkErrors } from './plugins/envelope.ts';
import securityHeaders from './plugins/security-headers.ts';
import authPlugin from './plugins/auth.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import httpCachePlugin from './plugins/http-cache.ts';
import { watchDataVersion } from './db/data-version.ts';
import compress from '@fastify/compress';
import compressionPlugin from './plugins/compression.ts';
import { tokenService, type TokenService } from './modules/auth/tokens.ts';
import { loginGuard } from './modules/captcha/login-guard.ts';
import { captchaService, type CaptchaService } from './modules/captcha/service.ts';
import { userService, type UserService } from './modules/user/service.ts';
import { EngineStore } from './modules/engine/store.ts';
import { schoolCatalog, type SchoolCatalog } from './modules/school/catalog.ts';
import { schoolService, type SchoolService } from './modules/school/service.ts';
import { majorService, type MajorService } from './modules/major/service.ts';
import { collectionService, type CollectionService } from './modules/collection/service.ts';
import { SavedFlags } from './modules/collection/saved.ts';
import { membershipService, type MembershipService } from './modules/vip/membership.ts';
import captchaRoutes from './modules/captcha/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import userRoutes from './modules/user/routes.ts';
import permissionRoutes from './modules/permission/routes.ts';
import roleRoutes from './modules/role/routes.ts';
import departmentRoutes from './modules/department/routes.ts';
import dictRoutes from './modules/dict/routes.ts';
import systemRoutes from './modules/system/routes.ts';
import verificationRoutes from './modules/verification/routes.ts';
import { decorateAccounts } from './modules/verification/decorate.ts';
import settingsRoutes from './modules/settings-admin/routes.ts';
import qrRoutes from './modules/auth/qr-routes.ts';
import selfRoutes from './modules/user/self-routes.ts';
import socialRoutes from './modules/social/routes.ts';
import schoolRoutes from './modules/school/routes.ts';
import referenceRoutes from './modules/reference/routes.ts';
import scoreLineRoutes from './modules/score-line/routes.ts';
import rankRoutes from './modules/rank/routes.ts';
import majorRoutes from './modules/major/routes.ts';
import collectionRoutes from './modules/collection/routes.ts';
import dataImportRoutes from './modules/data-import/routes.ts';
import websocket from '@fastify/websocket';
import auditPlugin from './plugins/audit.ts';
import { memoryBus, redisBus, type EventBus } from './lib/bus.ts';
import logRoutes from './modules/log/routes.ts';
import onlineRoutes from './modules/online/routes.ts';
import messageRoutes from './modules/message/routes.ts';
import wsRoutes from './modules/message/ws-routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import volunteerFormRoutes from './modules/volunteer-form/routes.ts';
import zyReportRoutes from './modules/zy-report/routes.ts';
import engineRoutes from './modules/engine/routes.ts';
import vipRoutes from './modules/vip/routes.ts';
import stopWordRoutes from './modules/stop-word/routes.ts';
import { stopWordFilter, type StopWordFilter } from './modules/stop-word/filter.ts';
import autoChatRoutes from './modules/auto-chat/routes.ts';
import filesPlugin from './modules/file/service.ts';
import fileUploadRoutes from './modules/file/upload-routes.ts';
import fileViewRoutes from './modules/file/view-routes.ts';
import fileAdminRoutes from './modules/file/admin-routes.ts';
import fileDriveRoutes from './modules/file/drive-routes.ts';
import contentPublicRoutes from './modules/content/public-routes.ts';
import contentAdminRoutes from './modules/content/admin-routes.ts';
import xuankeRoutes from './modules/xuanke/routes.ts';
import strongBasePublicRoutes from './modules/strong-base/public-routes.ts';
import strongBaseAdminRoutes from './modules/strong-base/admin-routes.ts';
import assessmentRoutes from './modules/assessment/routes.ts';
import careerRoutes from './modules/career/routes.ts';
import monitorRoutes from './modules/monitor/routes.ts';
import cacheRoutes from './modules/cache/routes.ts';
import generatorRoutes from './modules/generator/routes.ts';
import oidcRoutes from './modules/oidc/routes.ts';
import { httpDuration } from './lib/metrics.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  state: SharedState;
  redis?: Redis;
  /** Where log lines go (stdout by default); tests capture them to check no secret is written. */
  logStream?: NodeJS.WritableStream;
  /** Redis pub/sub channel of the event bus (tests give instances of one "cluster" their own). */
  busChannel?: string;
  /** Extra routes registered in the /api scope (tests: prove the route-permission check). */
  extraApiRoutes?: FastifyPluginAsync[];
  /** The job queue's time source (tests: pg-boss's TestClock, shared by two instances). */
  jobClock?: Clock;
  /** Seconds between the job workers' looks for due runs (tests: shorter than the default 5). */
  jobPollSeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    state: SharedState;
    tokens: TokenService;
    captcha: CaptchaService;
    loginGuard: ReturnType<typeof loginGuard>;
    users: UserService;
    /** Events all instances hear: new messages, kicked sessions (lib/bus.ts). */
    bus: EventBus;
    /** 敏感词: refuse or mask stop words in text users publish (modules/stop-word). */
    stopWords: StopWordFilter;
    /** The job classes modules define for 定时任务 (modules/job/registry.ts). */
    jobs: JobRegistry;
    /** pg-boss on this instance, running when JOBS is on (modules/job/queue.ts). */
    jobQueue: JobQueue;
    /** 工作流程: processes on bpmn-engine, their instances and tasks (modules/workflow). */
    workflow: WorkflowService;
    /** The admission engine's provinces in memory (modules/engine/store.ts). */
    engine: EngineStore;
    /** Every school in memory for search and lists (modules/school/catalog.ts). */
    catalog: SchoolCatalog;
    schools: SchoolService;
    majors: MajorService;
    /** 收藏. */
    collections: CollectionService;
    /** VIP membership: grants, expiry, the member check (modules/vip/membership.ts). */
    membership: MembershipService;
  }
}

/** Secrets never reach a log line: request bodies are not logged and these headers are redacted. */
const REDACT = ['req.headers.accesstoken', 'req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token'];

/** Request lines without secrets: a token passed as ?accessToken= (downloads) is masked. */
export const maskUrl = (url: string) =>
  url.replace(/([?&](?:accessToken|token|password|code|access_token|refresh_token|client_secret|id_token_hint)=)[^&]*/gi, '$1***');
const serializers = {
  req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: maskUrl(req.url), ip: req.ip }),
  /** Errors without the values they carry (a failed query's parameters, PostgreSQL's row detail): lib/log-errors.ts. */
  err: serializeError,
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: REDACT, serializers, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    childLoggerFactory: lazyChildLoggerFactory,
    // Static files, /api/health and the import-status poll log their requests at debug (issue 16).
    logController: new QuietRequestLog(),
    trustProxy: config.TRUST_PROXY,
    // Bodies over the limit get 413 in the envelope (plugins/envelope.ts); the user import sets its own.
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot decode (bad percent-encoding) gets the envelope, not Fastify's own JSON.
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas: fast-json-stringify for the envelopes, checked against JSON.stringify outside production (lib/response.ts).
  app.setSerializerCompiler(responseSerializer({ check: config.RESPONSE_CHECK ?? config.NODE_ENV !== 'production' }));
  app.addHook('onRoute', strictBody);
  // Every answer in the request histogram (lib/metrics.ts), labelled by its route pattern, never the raw URL.
  app.addHook('onResponse', (req, reply, done) => {
    httpDuration.observe({ method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('state', deps.state);
  const bus = deps.redis ? await redisBus(deps.redis, deps.busChannel) : memoryBus();
  app.decorate('bus', bus);
  const tokens = tokenService(
    deps.database.db,
    { ttlMinutes: config.TOKEN_TTL_MINUTES, rememberDays: config.REMEMBER_ME_DAYS },
    { bus, cacheMs: config.TOKEN_CACHE_SECONDS * 1000 },
  );
  app.decorate('tokens', tokens);
  app.decorate('captcha', captchaService(deps.state));
  app.decorate('loginGuard', loginGuard(deps.state, app.captcha));
  app.decorate('users', userService(deps.database.db, app.tokens));
  decorateAccounts(app);
  app.decorate('routeAccess', []);
  const dataVersion = watchDataVersion(deps.database.db, { onError: (err) => app.log.debug({ err }, 'data version not read') });
  app.decorate('dataVersion', dataVersion);
  app.addHook('onReady', () => dataVersion.refresh());
  app.addHook('onClose', () => dataVersion.close());
  // The services several modules use, made once per app with what they need and passed on from here.
  const engine = new EngineStore(deps.database.db);
  app.decorate('engine', engine);
  app.decorate('catalog', schoolCatalog(deps.database.db));
  // Which schools and majors each user has saved, kept briefly; saves made through other instances reach it.
  const savedFlags = new SavedFlags(deps.database.db);
  const stopSavedFlags = savedFlags.listen(bus);
  app.decorate('schools', schoolService(deps.database.db, app.catalog, savedFlags));
  app.decorate('majors', majorService(deps.database.db, app.schools, savedFlags));
  app.decorate('collections', collectionService(deps.database.db, app.schools, app.majors, savedFlags));
  app.decorate('membership', membershipService(deps.database.db));
  app.addHook('onClose', async () => {
    stopSavedFlags();
    engine.close();
  });
  const stopWords = stopWordFilter(deps.database.db, bus);
  app.decorate('stopWords', stopWords);
  app.addHook('onReady', () => stopWords.reload());
  // 定时任务: modules define their job classes while they register; once all have, every job class
  // gets its row and, where JOBS is on, this instance starts working the queue.
  const jobs = jobRegistry();
  const queue = jobQueue(app, jobs, { clock: deps.jobClock, pollingIntervalSeconds: deps.jobPollSeconds });
  app.decorate('jobs', jobs);
  app.decorate('jobQueue', queue);
  app.decorate('workflow', workflowService(app));
  app.addHook('onReady', () => app.workflow.ensureShipped());
  app.addHook('onReady', async () => {
    await jobService(app.db, jobs, queue).ensureDefaults();
    if (config.JOBS ?? config.NODE_ENV !== 'test') await queue.start();
  });
  app.addHook('onClose', async () => {
    await queue.stop();
    tokens.close();
    stopWords.close();
    await bus.close();
  });

  // External plugins.
  await app.register(envelopePlugin);
  await app.register(securityHeaders);
  await app.register(cors, {
    origin: config.CORS_ORIGINS ? config.CORS_ORIGINS.split(',').map((s) => s.trim()) : false,
    allowedHeaders: ['content-type', 'accesstoken', 'accept-language', 'idempotency-key'],
  });
  await app.register(formbody);
  await app.register(filesPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: '志愿通 API', description: 'Envelope `{success,message,code,timestamp,result}`; token in the `accessToken` header.', version: '0.1.0' },
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } } },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The document is still built (app.swagger(): the route tests read it); API_DOCS=false only stops
  // serving it, so /api/docs, its JSON and its files are unknown routes (404).
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Our API, with the rate limit and the token → user and permission checks scoped to it. The
  // limit counts API calls only: a page load fetches ~100 static files (they are cached, see serveApps).
  await app.register(
    async (api) => {
      // Handlers return plain values; the envelope is added here, once (plugins/envelope.ts).
      api.addHook('onRoute', envelopeResults);
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (req) => req.ip ?? 'unknown',
        // The server's calls to itself (lib/inner-call.ts) were counted as the caller's request.
        allowList: (req) => isInnerCall(req),
        // The limit headers go with a refusal (429, with retry-after), not with every answer: no client
        // of ours reads them, and three headers on each call cost about 5 % of a cached answer.
        addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
        // On Redis the instances count together; while it is down each counts alone (lib/rate-limit-store.ts).
        ...(deps.redis ? { store: redisWithFallback(deps.redis, 'zy:rl:') } : {}),
      });
      await api.register(authPlugin);
      await api.register(inputGuardPlugin);
      // After the login check and the input guard: a 304 stands in for neither.
      await api.register(httpCachePlugin);
      // After auth (the caller owns the key), before the audit log (a replay is not a new operation).
      await api.register(idempotencyPlugin);
      await api.register(auditPlugin);
      // Answers over 1 kB compressed for callers that accept it: those in memory in one call
      // (plugins/compression.ts), streams by @fastify/compress. Both after every plugin that reads an
      // answer in onSend (idempotency, the audit log). Behind nginx (scripts/cluster.sh) the proxy asks
      // without Accept-Encoding and compresses itself. Static files have their own compressed copies.
      await api.register(compressionPlugin);
      await api.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
      // The live socket in a scope of its own: the websocket plugin's hooks then run for /api/ws only.
      await api.register(async (live) => {
        await live.register(websocket, { options: { maxPayload: 4096 } });
        await live.register(wsRoutes);
      });
      for (const routes of [
        systemRoutes,
        captchaRoutes,
        verificationRoutes,
        authRoutes,
        qrRoutes,
        selfRoutes,
        socialRoutes,
        settingsRoutes,
        userRoutes,
        permissionRoutes,
        roleRoutes,
        departmentRoutes,
        dictRoutes,
        schoolRoutes,
        referenceRoutes,
        scoreLineRoutes,
        rankRoutes,
        majorRoutes,
        collectionRoutes,
        dataImportRoutes,
        logRoutes,
        onlineRoutes,
        messageRoutes,
        dashboardRoutes,
        volunteerFormRoutes,
        vipRoutes,
        engineRoutes,
        zyReportRoutes,
        stopWordRoutes,
        autoChatRoutes,
        fileUploadRoutes,
        fileViewRoutes,
        fileAdminRoutes,
        fileDriveRoutes,
        contentPublicRoutes,
        contentAdminRoutes,
        strongBasePublicRoutes,
        strongBaseAdminRoutes,
        assessmentRoutes,
        xuankeRoutes,
        careerRoutes,
        monitorRoutes,
        cacheRoutes,
        jobRoutes,
        workflowRoutes,
        // The generator's demos (issue 35): written by 代码生成, committed unchanged.
        demoNoticeRoutes,
        demoRegionRoutes,
        memberRoutes,
        generatorRoutes,
        oidcRoutes,
      ]) {
        await api.register(routes);
      }
      for (const routes of deps.extraApiRoutes ?? []) await api.register(routes);
    },
    { prefix: '/api' },
  );

  await serveApps(app, config);
  return app;
}

/** Vite's hashed files: a new build gives them new names, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built public site at / and the admin at /admin/ (when they have been built). Hashed assets
 * are cached for a year; everything else (the index.html shells, the favicon) is revalidated on
 * each load (ETag / Last-Modified), so a new build shows at the next reload.
 *
 * The builds put a brotli (.br) and a gzip (.gz) copy beside every text file (vite.config.ts);
 * `preCompressed` sends the copy the browser accepts (br first), with Content-Encoding and
 * `Vary: accept-encoding`, and the plain file to a client that accepts neither. Each copy has its
 * own ETag (size and time of the file sent). The copies get no URL of their own (globIgnore).
 */
async function serveApps(app: FastifyInstance, config: Config) {
  const cacheOptions = (root: string) => {
    const assets = path.join(root, 'assets') + path.sep;
    return {
      cacheControl: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply: { header(name: string, value: string): unknown }, file: string) => {
        reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    };
  };
  if (fs.existsSync(config.WEB_DIST)) {
    await app.register(fastifyStatic, { root: config.WEB_DIST, prefix: '/', wildcard: false, index: ['index.html'], ...cacheOptions(config.WEB_DIST) });
  } else {
    app.log.warn(`web app not built (${config.WEB_DIST}); run npm run build`);
  }
  if (fs.existsSync(config.ADMIN_DIST)) {
    await app.register(fastifyStatic, {
      root: config.ADMIN_DIST,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: false,
      index: ['index.html'],
      ...cacheOptions(config.ADMIN_DIST),
    });
  }
}
