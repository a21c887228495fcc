import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseKey } from './lib/secret-box.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; unset → embedded PGlite under PGLITE_DIR. */
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().default(path.join(repoRoot, 'var', 'pglite')),
  /** Folder of uploaded files when the local store is chosen and its setting names no folder; unset → `files` beside PGLITE_DIR (var/files). */
  FILES_DIR: z.string().optional(),
  /** Redis for shared state (tokens' rate limits, captcha, lockouts) when several instances run. */
  REDIS_URL: z.string().optional(),
  /** Password of the `admin` account created at first start; unset → a random one printed once. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * Whose screens the seeded admin menu's `component` values name, applied at every start:
   * `zhiyuan` (our admin) or `xboot` (XBoot's own admin front end); unset → left as they are
   * (`POST /api/permission/switchComponents` switches them while running). docs/api.md.
   */
  MENU_COMPONENTS: z.enum(['zhiyuan', 'xboot']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the public data set; unset → built-in demo data. */
  DATA_DIR: z.string().optional(),
  /** Comma-separated origins allowed by CORS; empty → same origin only. */
  CORS_ORIGINS: z.string().default(''),
  TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  REMEMBER_ME_DAYS: z.coerce.number().int().positive().default(7),
  /** Seconds a checked token is trusted before the database is asked again (0: every call asks); ended sessions are forgotten at once through the event bus. */
  TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * Bearer token a Prometheus scraper sends to GET /api/metrics (Authorization: Bearer …); unset →
   * only a signed-in user with the 服务监控 permission may read them. At least 24 characters.
   */
  METRICS_TOKEN: z.string().min(24).optional(),
  /**
   * Run the scheduled jobs (定时任务, pg-boss in the product's database) on this instance; unset → on,
   * except in tests (which switch it on where they test jobs).
   */
  JOBS: z.stringbool().optional(),
  /**
   * Whether every success answer is checked against its route's response schema (lib/response.ts):
   * a field the schema lacks or a value of another type fails the call. Unset → on outside production.
   */
  RESPONSE_CHECK: z.stringbool().optional(),
  /** Requests per minute per IP over the whole API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Password login attempts per minute per IP (the lockout after failures is separate). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  ADMIN_DIST: z.string().default(path.join(repoRoot, 'apps', 'admin', 'dist')),
  /** Trust X-Forwarded-For from a proxy in front of us. */
  TRUST_PROXY: z.stringbool().default(false),
  /** Key of the secrets in the setting table (AES-256-GCM): 32 bytes as 64 hex digits or base64. Set it in production, the same on every instance; unset → SETTINGS_KEY_FILE. */
  SETTINGS_KEY: z
    .string()
    .optional()
    .refine((v) => !v || parseKey(v) !== null, 'must be 32 bytes as 64 hex digits or base64'),
  /** Where the key is made (once, mode 0600) and read when SETTINGS_KEY is unset; unset → settings.key beside PGLITE_DIR. */
  SETTINGS_KEY_FILE: z.string().optional(),
  /** Served over TLS (directly or behind a proxy): send Strict-Transport-Security and upgrade-insecure-requests. */
  HSTS: z.stringbool().default(false),
  /** Allows sandbox payment (模拟支付 grants membership for nothing): for development and tests only; off unless set. */
  PAY_SANDBOX: z.stringbool().default(false),
  /**
   * Lets an admin type a vendor endpoint (SMS gateway, S3 endpoint) that is not in the vendor's
   * published list: MinIO, a private gateway, tests. Off: endpoints are picked by region name.
   */
  SETTINGS_CUSTOM_ENDPOINTS: z.stringbool().default(false),
  /**
   * Address ranges 测试连接 may reach besides public ones, comma-separated: `loopback`, `private`
   * (10/8, 172.16/12, 192.168/16, fc00::/7), `link-local` (169.254/16, fe80::/10). Empty: public only.
   */
  CHECK_ALLOW_ADDRESSES: z
    .string()
    .default('')
    .refine(
      (v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => ['loopback', 'private', 'link-local'].includes(s)),
      'a comma-separated list of loopback, private, link-local',
    ),
  /** The folder under which the local store's folder setting must lie; unset → FILES_DIR's folder (var/files). */
  LOCAL_STORAGE_ROOT: z.string().optional(),
  /** Serve the OpenAPI document and its page at /api/docs; `false` hides them (production). */
  API_DOCS: z.stringbool().default(true),
});

export type Config = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The local store's default folder: FILES_DIR, else `files` beside PGLITE_DIR. */
export const filesDirOf = (config: Pick<Config, 'FILES_DIR' | 'PGLITE_DIR'>) =>
  path.resolve(config.FILES_DIR ?? path.join(path.dirname(config.PGLITE_DIR), 'files'));

export { repoRoot };
